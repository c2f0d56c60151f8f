import { expect, test, type APIRequestContext } from './support/test'
import sharp from 'sharp'

import { adminToken, getCities, staffToken } from './support/public-screens'

// Every kind of content a cached public page shows: an editor (an admin for admin-only packages) saves a
// visible change, and the cached page shows it within 5 seconds. The unit test revalidation-hooks.test.ts
// checks the same list against the config, so a new public collection or global cannot be left out of both.
const LIMIT_MS = 5_000

type Doc = Record<string, unknown> & { id?: number }

type Case = {
  name: string
  role: 'editor' | 'admin'
  /** The public page that shows the field. */
  page: string | ((doc: Doc) => string)
  /** Where the document is saved: a global, or a collection's document found by `find`. */
  global?: string
  collection?: string
  find?: string
  /** The field changed: a top-level text field, or [group, field]. */
  field: string | [string, string]
  /** Extra data the save needs (drafts: save it published). */
  extra?: Doc
}

const CASES: Case[] = [
  { name: 'home page (global)', role: 'editor', global: 'home', field: ['hero', 'title'], page: '/' },
  { name: 'about page (global)', role: 'editor', global: 'about', field: 'heroTitle', page: '/about' },
  { name: 'get listed (global)', role: 'editor', global: 'get-listed', field: 'pitchTitle', page: '/suppliers' },
  { name: 'site settings (global)', role: 'editor', global: 'site-settings', field: 'treeStatement', page: '/about' },
  {
    name: 'privacy policy (global)',
    role: 'editor',
    global: 'privacy-policy',
    field: 'title',
    page: '/privacy-policy',
  },
  { name: 'terms (global)', role: 'editor', global: 'terms', field: 'title', page: '/terms' },
  {
    name: 'a category',
    role: 'editor',
    collection: 'categories',
    find: 'where[slug][equals]=timber',
    field: 'about',
    page: '/category/timber',
  },
  {
    name: 'a city',
    role: 'editor',
    collection: 'cities',
    find: 'where[slug][equals]=london',
    field: ['hero', 'title'],
    page: '/london',
  },
  {
    name: 'a supplier',
    role: 'editor',
    collection: 'suppliers',
    find: 'where[_status][equals]=published&sort=name',
    field: 'description',
    page: (d) => `/suppliers/${String(d.slug)}`,
    extra: { _status: 'published' },
  },
  {
    name: 'a blog post',
    role: 'editor',
    collection: 'posts',
    find: 'where[_status][equals]=published&sort=publishedAt',
    field: 'title',
    page: (d) => `/blog/${String(d.slug)}`,
    extra: { _status: 'published' },
  },
  {
    name: 'a blog category',
    role: 'editor',
    collection: 'post-categories',
    find: 'where[name][equals]=Water Management',
    field: 'name',
    page: '/blog',
  },
  {
    name: 'an FAQ',
    role: 'editor',
    collection: 'faqs',
    find: 'where[city.slug][equals]=london&sort=order',
    field: 'question',
    page: '/london',
  },
  {
    name: 'a listing package',
    role: 'admin',
    collection: 'packages',
    find: 'sort=order',
    field: 'description',
    page: '/suppliers',
  },
]

const auth = (token: string) => ({ Authorization: `JWT ${token}` })

async function tokenFor(request: APIRequestContext, baseURL: string, role: 'editor' | 'admin'): Promise<string> {
  // The first account must exist (and be an admin) before an editor can be added beside it.
  const admin = await adminToken(request, baseURL)
  return role === 'admin' ? admin : staffToken(request, baseURL, role)
}

/**
 * Waits until the page is served fresh from the page cache (HIT): a STALE answer means a regeneration is under
 * way, which, started before the save, could store the old content after it and hide the change being tested.
 */
async function expectCached(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(path)).headers()['x-nextjs-cache'], {
      message: `${path} is served from the page cache`,
    })
    .toBe('HIT')
}

/** Polls the page until it shows the text; fails unless that happens within 5 seconds of the save. */
async function expectVisibleWithin(
  request: APIRequestContext,
  path: string,
  text: string,
  savedAt: number,
): Promise<void> {
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes(text), { timeout: LIMIT_MS, intervals: [100] })
    .toBe(true)
  expect(Date.now() - savedAt).toBeLessThan(LIMIT_MS + 1_000)
}

function withField(doc: Doc, field: Case['field'], value: unknown): Doc {
  if (typeof field === 'string') return { [field]: value }
  const [group, name] = field
  return { [group]: { ...(doc[group] as Doc), [name]: value } }
}

for (const c of CASES) {
  test(`revalidation: a saved change to ${c.name} reaches the cached page within 5 seconds`, async ({
    request,
    baseURL,
  }) => {
    const token = await tokenFor(request, baseURL!, c.role)
    let doc: Doc
    let url: string
    if (c.global) {
      url = `/api/globals/${c.global}`
      doc = (await (await request.get(`${url}?depth=0`, { headers: auth(token) })).json()) as Doc
    } else {
      const found = await request.get(`/api/${c.collection}?${c.find}&limit=1&depth=0`, { headers: auth(token) })
      const [first] = ((await found.json()) as { docs: Doc[] }).docs
      expect(first, `a ${c.collection} document to change`).toBeDefined()
      doc = first!
      url = `/api/${c.collection}/${doc.id}`
    }
    const path = typeof c.page === 'function' ? c.page(doc) : c.page
    const original = typeof c.field === 'string' ? doc[c.field] : (doc[c.field[0]] as Doc)[c.field[1]]
    const marker = `Revalidation check ${Date.now()}`

    await expectCached(request, path)
    const save = (value: unknown) =>
      c.global
        ? request.post(url, { headers: auth(token), data: { ...withField(doc, c.field, value), ...c.extra } })
        : request.patch(url, { headers: auth(token), data: { ...withField(doc, c.field, value), ...c.extra } })
    const saved = await save(marker)
    const savedAt = Date.now()
    expect(saved.status(), await saved.text()).toBe(200)
    try {
      await expectVisibleWithin(request, path, marker, savedAt)
    } finally {
      expect((await save(original)).status()).toBe(200)
      // Leave the cached page as it was for the specs that follow.
      await expect.poll(async () => (await (await request.get(path)).text()).includes(marker)).toBe(false)
    }
  })
}

test('revalidation: a replaced image (media) reaches the cached page within 5 seconds', async ({
  request,
  baseURL,
}) => {
  const token = await tokenFor(request, baseURL!, 'editor')
  const png = (colour: string) =>
    sharp({ create: { width: 4, height: 4, channels: 3, background: colour } })
      .png()
      .toBuffer()
  const stamp = Date.now()
  const upload = (name: string, buffer: Buffer) => ({
    file: { name, mimeType: 'image/png', buffer },
    _payload: JSON.stringify({ alt: 'Revalidation check' }),
  })
  const created = await request.post('/api/media', {
    headers: auth(token),
    multipart: upload(`revalidation-a-${stamp}.png`, await png('#2f855a')),
  })
  expect(created.status(), await created.text()).toBe(201)
  const media = ((await created.json()) as { doc: { id: number; filename: string } }).doc
  const london = (await getCities(request)).find((c) => c.slug === 'london')
  expect(london).toBeDefined()
  const cityUrl = `/api/cities/${london!.id}`
  try {
    // The city shows the uploaded image (the city's own save revalidates it).
    expect(
      (
        await request.patch(cityUrl, { headers: auth(token), data: { hero: { ...london!.hero, image: media.id } } })
      ).status(),
    ).toBe(200)
    await expect
      .poll(async () => (await (await request.get('/london')).text()).includes(media.filename), { timeout: LIMIT_MS })
      .toBe(true)
    await expectCached(request, '/london')

    // Only the media document changes: a new file replaces the old one.
    const replaced = await request.patch(`/api/media/${media.id}`, {
      headers: auth(token),
      multipart: upload(`revalidation-b-${stamp}.png`, await png('#c05621')),
    })
    const savedAt = Date.now()
    expect(replaced.status(), await replaced.text()).toBe(200)
    const filename = ((await replaced.json()) as { doc: { filename: string } }).doc.filename
    expect(filename).not.toBe(media.filename)
    await expectVisibleWithin(request, '/london', filename, savedAt)
  } finally {
    await request.patch(cityUrl, { headers: auth(token), data: { hero: { ...london!.hero, image: null } } })
    await request.delete(`/api/media/${media.id}`, { headers: auth(token) })
    await expect.poll(async () => (await (await request.get('/london')).text()).includes(`revalidation-`)).toBe(false)
  }
})

test("an editor's saved change shows in Chromium on the cached page", async ({ request, baseURL, page }) => {
  const token = await tokenFor(request, baseURL!, 'editor')
  const london = (await getCities(request)).find((c) => c.slug === 'london')
  expect(london).toBeDefined()
  const original = london!.hero.title
  await expectCached(request, '/london')
  const changed = `${original} (updated ${Date.now()})`
  const save = await request.patch(`/api/cities/${london!.id}`, {
    headers: auth(token),
    data: { hero: { ...london!.hero, title: changed } },
  })
  expect(save.status(), await save.text()).toBe(200)
  try {
    await page.goto('/london')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed, { timeout: LIMIT_MS })
  } finally {
    await request.patch(`/api/cities/${london!.id}`, {
      headers: auth(token),
      data: { hero: { ...london!.hero, title: original } },
    })
    await expect.poll(async () => (await (await request.get('/london')).text()).includes(changed)).toBe(false)
  }
})
