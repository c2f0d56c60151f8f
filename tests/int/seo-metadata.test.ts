import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PROFILE_SELECT, toSupplierProfile } from '@/lib/data/supplier-profile'
import { postMetadata } from '@/lib/seo/post'
import { supplierMetadata } from '@/lib/seo/supplier'
import { paragraph, richText } from '@/seed/lexical'
import { testPayload, postCategoryId } from './helpers'

// Page metadata from documents as stored: the SEO plugin's fields where an editor set them, today's values otherwise.

let payload: Payload
let categoryId: number
let imageId: number
let imageUrl: string
const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const
const BRAND = 'EcoBuild Directory'

beforeAll(async () => {
  payload = await testPayload()
  const id = randomUUID().slice(0, 8)
  categoryId = (
    await payload.create({
      collection: 'categories',
      data: { name: 'Seo Timber', slug: `seo-timber-${id}`, description: 'D', _status: 'published' },
      ...quiet,
    })
  ).id
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Sharing image' },
    file: { data: png, mimetype: 'image/png', name: `seo-share-${id}.png`, size: png.length },
    ...quiet,
  })
  imageId = media.id
  imageUrl = media.url!
})

afterAll(async () => {
  await payload.delete({ collection: 'media', id: imageId, ...quiet })
})

async function supplierMeta(meta?: { title?: string; description?: string; image?: number }) {
  const slug = `seo-supplier-${randomUUID().slice(0, 8)}`
  await payload.create({
    collection: 'suppliers',
    data: {
      name: 'Seo Supplies',
      slug,
      description: 'Reclaimed timber and more. '.repeat(10),
      location: 'Leeds',
      category: categoryId,
      _status: 'published',
      ...(meta ? { meta } : {}),
    },
    ...quiet,
  })
  // The page's own read: published only, with the profile's fields.
  const { docs } = await payload.find({
    collection: 'suppliers',
    where: { slug: { equals: slug } },
    depth: 1,
    overrideAccess: false,
    select: PROFILE_SELECT,
  })
  return supplierMetadata(toSupplierProfile(docs[0] as Parameters<typeof toSupplierProfile>[0]), BRAND)
}

describe('a supplier profile', () => {
  it('uses the search title, description and sharing image an editor set', async () => {
    const metadata = await supplierMeta({
      title: 'Reclaimed timber in Leeds',
      description: 'Search description.',
      image: imageId,
    })
    expect(metadata.title).toEqual({ absolute: `Reclaimed timber in Leeds | ${BRAND}` })
    expect(metadata.description).toBe('Search description.')
    expect(JSON.stringify(metadata.openGraph?.images)).toContain(imageUrl)
  })

  it('keeps the page’s own title and description when the fields are empty', async () => {
    const metadata = await supplierMeta()
    expect(metadata.title).toEqual({ absolute: `Seo Supplies: Seo Timber supplier in Leeds | ${BRAND}` })
    expect(metadata.description).toMatch(/^Reclaimed timber and more\. .*\.\.\.$/)
    expect(JSON.stringify(metadata.openGraph?.images)).not.toContain(imageUrl)
  })
})

describe('a blog post', () => {
  it('uses its SEO fields where set, its title and excerpt otherwise', async () => {
    const category = await postCategoryId(payload, 'Sustainable Materials')
    const make = (meta?: { title?: string; description?: string; image?: number }) =>
      payload.create({
        collection: 'posts',
        data: {
          title: 'Post title',
          slug: `seo-post-${randomUUID().slice(0, 8)}`,
          excerpt: 'Post excerpt.',
          publishedAt: '2025-04-15T00:00:00.000Z',
          category,
          author: 'Author',
          content: richText(paragraph('Body.')),
          _status: 'published',
          ...(meta ? { meta } : {}),
        },
        depth: 1,
        ...quiet,
      })
    const withFields = postMetadata(
      await make({ title: 'Search post title', description: 'Search post description.', image: imageId }),
      BRAND,
    )
    expect(withFields.title).toEqual({ absolute: `Search post title | ${BRAND}` })
    expect(withFields.description).toBe('Search post description.')
    expect(JSON.stringify(withFields.openGraph?.images)).toContain(imageUrl)

    const without = postMetadata(await make(), BRAND)
    expect(without.title).toEqual({ absolute: `Post title | ${BRAND}` })
    expect(without.description).toBe('Post excerpt.')
  })
})
