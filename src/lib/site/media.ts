import type { Media } from '@payload-types'

/** The largest image an editor may upload (Payload's upload limit; the REST body cap allows for it). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export const FALLBACK_IMAGE = '/images/fallback.webp'
/** A blog post's image when it has none (or its image fails): the blog's own designed picture, not the generic placeholder. */
export const POST_FALLBACK_IMAGE = '/images/post-fallback.webp'

/** The uploaded image when there is one, else the shipped image path, else the fallback. */
export function imageSrc(
  image: number | Media | null | undefined,
  imageUrl: string | null | undefined,
  fallback = FALLBACK_IMAGE,
): string {
  if (image && typeof image === 'object' && image.url) return image.url
  return imageUrl || fallback
}
