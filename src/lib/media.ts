import type { Media } from '@payload-types'

export const FALLBACK_IMAGE = '/images/fallback.webp'

/** The uploaded image when there is one, else the shipped image path, else the fallback. */
export function imageSrc(image: number | Media | null | undefined, imageUrl: string | null | undefined, fallback = FALLBACK_IMAGE): string {
  if (image && typeof image === 'object' && image.url) return image.url
  return imageUrl || fallback
}
