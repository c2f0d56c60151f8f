// An EPD document as uploaded: a PDF of at most 20 MB (EPDs with their LCA annexes run to a few MB).

export const EPD_DOCUMENT_TYPES = ['application/pdf'] as const
export const EPD_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024
