import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { PHONE_IMAGE_MAX_BYTES, PHONE_IMAGE_WIDTH, phoneImageDataUrl } from '@/lib/site/phone-image'

describe("a phone's first-paint picture", () => {
  it('makes a shipped image a small WebP data: URL, the phone width wide, once per process', async () => {
    const url = await phoneImageDataUrl('/images/hero-home.webp')
    expect(url).toMatch(/^data:image\/webp;base64,/)
    const bytes = Buffer.from(url!.slice('data:image/webp;base64,'.length), 'base64')
    expect(bytes.length).toBeLessThanOrEqual(PHONE_IMAGE_MAX_BYTES)
    // Big enough to count as a page's largest paint (Chrome leaves out images under 0.05 bits a pixel).
    const { width, height, format } = await sharp(bytes).metadata()
    expect({ width, format }).toEqual({ width: PHONE_IMAGE_WIDTH, format: 'webp' })
    expect((bytes.length * 8) / (width! * height!)).toBeGreaterThan(0.05)
    expect(phoneImageDataUrl('/images/hero-home.webp')).toBe(phoneImageDataUrl('/images/hero-home.webp'))
  })

  it('lowers the quality of a detailed photo until it fits, so every shipped hero paints with the page', async () => {
    // The timber photo (the category pages' hero) is over the limit at the first quality and fits at the next.
    const url = await phoneImageDataUrl('/images/category-timber.webp')
    expect(url).toMatch(/^data:image\/webp;base64,/)
    const bytes = Buffer.from(url!.slice('data:image/webp;base64,'.length), 'base64')
    expect(bytes.length).toBeLessThanOrEqual(PHONE_IMAGE_MAX_BYTES)
    expect((await sharp(bytes).metadata()).width).toBe(PHONE_IMAGE_WIDTH)
  })

  it('leaves uploads, other hosts, missing files and paths out of public/images to the network', async () => {
    for (const src of [
      '/api/media/file/hero.webp',
      'https://images.example/hero.webp',
      '/images/../../package.json',
      '/images/%2e%2e/secret.webp',
      '/images/no-such-picture.webp',
      '/images/hero-home.svg',
      '',
    ])
      expect(await phoneImageDataUrl(src), src).toBeNull()
  })
})
