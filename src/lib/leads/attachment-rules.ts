// Files the two parties of a lead exchange (issue 33): a quote's PDF, a message's image or PDF. Private: stored in the
// lead-attachments collection, which nobody reaches through the API but admins, and served to the two parties by
// src/app/api/attachments/[id]/route.ts. Checked before anything is stored: the type named, the content's own
// signature matching it, and the size.

/** The most one file may weigh (the server actions take 6 MB in all: next.config.mjs). */
export const LEAD_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
export const QUOTE_DOCUMENT_TYPES = ['application/pdf'] as const
export const MESSAGE_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
export const LEAD_ATTACHMENT_TYPES = MESSAGE_ATTACHMENT_TYPES

export type UploadedFile = { name: string; type: string; size: number; data: Buffer }

const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  'application/pdf': (h) => h.subarray(0, 5).toString('latin1') === '%PDF-',
  'image/jpeg': (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  'image/png': (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (h) =>
    h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
}

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
}

export const typesText = (types: readonly string[]) => types.map((t) => TYPE_NAMES[t] ?? t).join(', ')

/** Why a file cannot be attached (null when it can): its size, its type, or content that is not that type. */
export function attachmentProblem(file: UploadedFile, allowed: readonly string[]): string | null {
  const name = file.name.length > 80 ? `${file.name.slice(0, 79)}…` : file.name
  if (file.size === 0 || file.data.length === 0) return `“${name}” is empty.`
  if (file.size > LEAD_ATTACHMENT_MAX_BYTES || file.data.length > LEAD_ATTACHMENT_MAX_BYTES)
    return `“${name}” is larger than ${LEAD_ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB.`
  if (!allowed.includes(file.type)) return `“${name}” is not a file we accept here (${typesText(allowed)}).`
  if (!SIGNATURES[file.type]?.(file.data.subarray(0, 16)))
    return `“${name}” is not a readable ${TYPE_NAMES[file.type] ?? file.type} file.`
  return null
}
