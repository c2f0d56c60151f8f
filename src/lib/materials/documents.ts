import { UPLOADS_MAX_BYTES } from '@/lib/account/listing-rules'

// An EPD document as uploaded: a PDF, within the one cap every upload has (request bodies are capped at about 6 MB
// in front of the app, so a larger limit here could never be reached). A longer EPD is linked by its address instead.

export const EPD_DOCUMENT_TYPES = ['application/pdf'] as const
export const EPD_DOCUMENT_MAX_BYTES = UPLOADS_MAX_BYTES
