import { readFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

// The first paint of a phone: a page's largest image (its hero, a post's picture) goes into the HTML itself for
// viewports up to PHONE_MAX_WIDTH, so it paints with the page instead of waiting for the network behind the scripts
// and fonts (Lighthouse's slow 4G shares the bandwidth between them all). Larger screens fetch the optimised image.

/** The widest viewport (CSS pixels) that gets the inline picture. */
export const PHONE_MAX_WIDTH = 640

/**
 * The inline picture's width in pixels and its WebP qualities, tried in turn until one fits PHONE_IMAGE_MAX_BYTES (the
 * hero photos sit under a 40-90% dark overlay: the detailed timber photo needs 40 to fit, and fetched instead it
 * made the category pages' largest paint wait for the network).
 */
export const PHONE_IMAGE_WIDTH = 640
export const PHONE_IMAGE_QUALITIES = [50, 40] as const

/** The largest inline picture kept: above it the page links the image as usual (a photo that does not compress). */
export const PHONE_IMAGE_MAX_BYTES = 12_000

/** Only the images shipped in public/images are read from disk; uploads and other hosts are fetched as usual. */
const SHIPPED_IMAGE = /^\/images\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(?:webp|png|jpe?g|avif)$/

const made = new Map<string, Promise<string | null>>()

async function make(src: string): Promise<string | null> {
  try {
    const file = await readFile(path.join(process.cwd(), 'public', src))
    for (const quality of PHONE_IMAGE_QUALITIES) {
      const picture = await sharp(file)
        .resize({ width: PHONE_IMAGE_WIDTH, withoutEnlargement: true })
        .webp({ quality })
        .toBuffer()
      if (picture.length <= PHONE_IMAGE_MAX_BYTES) return `data:image/webp;base64,${picture.toString('base64')}`
    }
    return null
  } catch {
    // A missing or unreadable file: the page links the image as usual (and its fallback takes over if it fails).
    return null
  }
}

/** The image as a data: URL for phones, made once per process; null when it is not a shipped image or too large. */
export function phoneImageDataUrl(src: string): Promise<string | null> {
  if (!SHIPPED_IMAGE.test(src) || src.includes('..')) return Promise.resolve(null)
  let pending = made.get(src)
  if (!pending) {
    pending = make(src)
    made.set(src, pending)
  }
  return pending
}
