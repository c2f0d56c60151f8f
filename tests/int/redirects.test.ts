import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'
import { paragraph, richText } from '@/seed/lexical'
import { createStaffUser, testPayload, postCategoryId } from './helpers'

// The redirect rules against the real database: what a slug change of a published document leaves behind, and
// who may touch redirects.

let payload: Payload
let editor: User
let admin: User
const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const

async function redirectsFrom(prefix: string): Promise<Record<string, string>> {
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { like: prefix } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return Object.fromEntries(docs.map((d) => [d.from, d.to?.url ?? '']))
}

async function createPost(slug: string, status: 'draft' | 'published' = 'published') {
  return payload.create({
    collection: 'posts',
    data: {
      title: `Redirect test ${slug}`,
      slug,
      excerpt: 'A post made for the redirect tests.',
      publishedAt: '2025-04-15T00:00:00.000Z',
      category: await postCategoryId(payload, 'Sustainable Materials'),
      author: 'Test Author',
      content: richText(paragraph('Body.')),
      _status: status,
    },
    draft: status === 'draft',
    ...quiet,
  })
}

const publishSlug = (id: number, slug: string) =>
  payload.update({ collection: 'posts', id, data: { slug, _status: 'published' }, ...quiet })

beforeAll(async () => {
  payload = await testPayload()
  editor = await createStaffUser(payload, 'editor')
  admin = await createStaffUser(payload, 'admin')
})

afterAll(async () => {
  await payload.delete({ collection: 'redirects', where: { from: { like: '/blog/rt-' } }, overrideAccess: true })
})

describe('a published post whose slug changes', () => {
  it('leaves a permanent redirect from the old address to the new one', async () => {
    const id = randomUUID().slice(0, 8)
    const post = await createPost(`rt-${id}-a`)
    await publishSlug(post.id, `rt-${id}-b`)
    expect(await redirectsFrom(`/blog/rt-${id}`)).toEqual({ [`/blog/rt-${id}-a`]: `/blog/rt-${id}-b` })
  })

  it('never leaves a chain, and drops a redirect whose address is a page again', async () => {
    const id = randomUUID().slice(0, 8)
    const path = (s: string) => `/blog/rt-${id}-${s}`
    const post = await createPost(`rt-${id}-a`)
    await publishSlug(post.id, `rt-${id}-b`)
    await publishSlug(post.id, `rt-${id}-c`)
    // a → c directly, not a → b → c.
    expect(await redirectsFrom(`/blog/rt-${id}`)).toEqual({ [path('a')]: path('c'), [path('b')]: path('c') })

    await publishSlug(post.id, `rt-${id}-a`)
    // /a is a page again: no redirect from it, and nothing points through it.
    expect(await redirectsFrom(`/blog/rt-${id}`)).toEqual({ [path('b')]: path('a'), [path('c')]: path('a') })
  })

  it('follows the published slug, not an autosaved draft that already carries the new one', async () => {
    const id = randomUUID().slice(0, 8)
    const post = await createPost(`rt-${id}-a`)
    await payload.update({ collection: 'posts', id: post.id, data: { slug: `rt-${id}-b` }, draft: true, ...quiet })
    expect(await redirectsFrom(`/blog/rt-${id}`)).toEqual({})
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' }, ...quiet })
    expect(await redirectsFrom(`/blog/rt-${id}`)).toEqual({ [`/blog/rt-${id}-a`]: `/blog/rt-${id}-b` })
  })

  it('leaves nothing for a post that was never published', async () => {
    const id = randomUUID().slice(0, 8)
    const post = await createPost(`rt-${id}-a`, 'draft')
    await payload.update({ collection: 'posts', id: post.id, data: { slug: `rt-${id}-b` }, draft: true, ...quiet })
    await publishSlug(post.id, `rt-${id}-c`)
    expect(await redirectsFrom(`/blog/rt-${id}`)).toEqual({})
  })

  it('points a hand-made redirect to the old address at the new one', async () => {
    const id = randomUUID().slice(0, 8)
    const post = await createPost(`rt-${id}-a`)
    await payload.create({
      collection: 'redirects',
      data: { from: `/blog/rt-${id}-legacy`, to: { type: 'custom', url: `/blog/rt-${id}-a` } },
      ...quiet,
    })
    await publishSlug(post.id, `rt-${id}-b`)
    expect(await redirectsFrom(`/blog/rt-${id}`)).toEqual({
      [`/blog/rt-${id}-legacy`]: `/blog/rt-${id}-b`,
      [`/blog/rt-${id}-a`]: `/blog/rt-${id}-b`,
    })
  })
})

describe('a published city or category whose slug changes', () => {
  it('redirects the city page and its city-category pages', async () => {
    const id = randomUUID().slice(0, 6)
    const category = await payload.create({
      collection: 'categories',
      data: { name: `Rt ${id}`, slug: `rt-${id}-kind`, description: 'D', _status: 'published' },
      ...quiet,
    })
    const city = await payload.create({
      collection: 'cities',
      data: {
        name: `Rt ${id}`,
        slug: `rt-${id}-town`,
        hero: { title: 'T', subtitle: 'S', ctaLabel: 'Go', ctaLink: '#suppliers' },
        intro: 'I',
        _status: 'published',
      },
      ...quiet,
    })
    try {
      await payload.update({
        collection: 'cities',
        id: city.id,
        data: { slug: `rt-${id}-city`, _status: 'published' },
        ...quiet,
      })
      const made = await redirectsFrom(`/rt-${id}-town`)
      expect(made[`/rt-${id}-town`]).toBe(`/rt-${id}-city`)
      const { docs: categories } = await payload.find({ collection: 'categories', pagination: false, ...quiet })
      expect(categories.length).toBeGreaterThan(0)
      for (const c of categories)
        expect(made[`/rt-${id}-town/category/${c.slug}`]).toBe(`/rt-${id}-city/category/${c.slug}`)
    } finally {
      await payload.delete({ collection: 'redirects', where: { from: { like: `/rt-${id}` } }, overrideAccess: true })
      await payload.delete({ collection: 'cities', id: city.id, ...quiet })
      await payload.delete({ collection: 'categories', id: category.id, ...quiet })
    }
  })

  it('redirects the category page and its page in each city', async () => {
    const id = randomUUID().slice(0, 6)
    const category = await payload.create({
      collection: 'categories',
      data: { name: `Rt ${id}`, slug: `rt-${id}-old`, description: 'D', _status: 'published' },
      ...quiet,
    })
    try {
      await payload.update({
        collection: 'categories',
        id: category.id,
        data: { slug: `rt-${id}-new`, _status: 'published' },
        ...quiet,
      })
      const { docs } = await payload.find({
        collection: 'redirects',
        where: { from: { like: `category/rt-${id}-old` } },
        pagination: false,
        overrideAccess: true,
      })
      const made = Object.fromEntries(docs.map((d) => [d.from, d.to?.url]))
      expect(made[`/category/rt-${id}-old`]).toBe(`/category/rt-${id}-new`)
      const { docs: cities } = await payload.find({ collection: 'cities', pagination: false, ...quiet })
      for (const c of cities) expect(made[`/${c.slug}/category/rt-${id}-old`]).toBe(`/${c.slug}/category/rt-${id}-new`)
    } finally {
      await payload.delete({ collection: 'redirects', where: { from: { like: `rt-${id}-old` } }, overrideAccess: true })
      await payload.delete({ collection: 'categories', id: category.id, ...quiet })
    }
  })
})

describe('who may manage redirects', () => {
  const data = () => ({ from: `/rt-access-${randomUUID().slice(0, 8)}`, to: { type: 'custom' as const, url: '/' } })
  // A signed-in account that is not staff (a supplier's account, say): no role.
  const nonStaff = { id: 1, collection: 'supplier-accounts', email: 'supplier@test.example' } as unknown as User

  it('editors and admins add, read, change and remove them', async () => {
    for (const user of [editor, admin]) {
      const made = await payload.create({ collection: 'redirects', data: data(), overrideAccess: false, user })
      const read = await payload.findByID({ collection: 'redirects', id: made.id, overrideAccess: false, user })
      expect(read.from).toBe(made.from)
      await payload.update({
        collection: 'redirects',
        id: made.id,
        data: { to: { type: 'custom', url: '/about' } },
        overrideAccess: false,
        user,
      })
      await payload.delete({ collection: 'redirects', id: made.id, overrideAccess: false, user })
    }
  })

  it('anonymous visitors and non-staff accounts can neither read nor write them', async () => {
    const existing = await payload.create({ collection: 'redirects', data: data(), ...quiet })
    try {
      for (const user of [null, nonStaff]) {
        const as = { overrideAccess: false, user } as const
        await expect(payload.create({ collection: 'redirects', data: data(), ...as })).rejects.toThrow(/not allowed/i)
        await expect(payload.find({ collection: 'redirects', ...as })).rejects.toThrow(/not allowed/i)
        await expect(payload.findByID({ collection: 'redirects', id: existing.id, ...as })).rejects.toThrow()
        await expect(
          payload.update({ collection: 'redirects', id: existing.id, data: { from: '/hijack' }, ...as }),
        ).rejects.toThrow()
        await expect(payload.delete({ collection: 'redirects', id: existing.id, ...as })).rejects.toThrow()
      }
      const after = await payload.findByID({ collection: 'redirects', id: existing.id, overrideAccess: true })
      expect(after.from).toBe(existing.from)
    } finally {
      await payload.delete({ collection: 'redirects', id: existing.id, overrideAccess: true })
    }
  })

  it('refuses a source that is not a path on this site, saying why', async () => {
    const refused = await payload
      .create({
        collection: 'redirects',
        data: { from: 'https://evil.example/x', to: { type: 'custom', url: '/' } },
        overrideAccess: false,
        user: editor,
      })
      .then(
        () => null,
        (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message,
      )
    expect(refused).toBe('Enter a path on this site that starts with /, e.g. /blog/old-title.')
    expect(await redirectsFrom('https://evil')).toEqual({})
  })
})
