import { expect, test, type APIRequestContext, type BrowserContext } from './support/test'

import { staffToken } from './support/public-screens'

// Staff tools in the admin: live preview beside the form, the draft preview link, and the redirects a slug change
// leaves behind.

const auth = (token: string) => ({ Authorization: `JWT ${token}` })
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`

type Doc = { id: number; slug: string; title?: string }

async function createPost(
  request: APIRequestContext,
  token: string,
  fields: { title: string; slug: string },
  status: 'draft' | 'published',
): Promise<Doc> {
  // Blog categories are a collection: the seeded 'Sustainable Materials' one.
  const categories = await request.get('/api/post-categories?where[name][equals]=Sustainable%20Materials&limit=1')
  const [category] = ((await categories.json()) as { docs: Doc[] }).docs
  expect(category, 'the seeded blog category').toBeDefined()
  const response = await request.post(`/api/posts${status === 'draft' ? '?draft=true' : ''}`, {
    headers: auth(token),
    data: {
      ...fields,
      excerpt: 'Made by the preview and redirect tests.',
      publishedAt: '2025-04-15T00:00:00.000Z',
      category: category.id,
      author: 'Test Author',
      content: {
        root: {
          type: 'root',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          children: [
            {
              type: 'paragraph',
              version: 1,
              direction: null,
              format: '',
              indent: 0,
              textFormat: 0,
              children: [{ type: 'text', version: 1, text: 'Body.', format: 0, detail: 0, mode: 'normal', style: '' }],
            },
          ],
        },
      },
      _status: status,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc
}

/** Leaves the database and the page cache as they were for the next run (which reuses the test build's cache). */
async function removePost(request: APIRequestContext, token: string, post: Doc, redirectsLike?: string) {
  if (redirectsLike) {
    const found = await request.get(`/api/redirects?where[from][like]=${redirectsLike}&limit=100&depth=0`, {
      headers: auth(token),
    })
    for (const r of ((await found.json()) as { docs: Doc[] }).docs)
      await request.delete(`/api/redirects/${r.id}`, { headers: auth(token) })
  }
  expect((await request.delete(`/api/posts/${post.id}`, { headers: auth(token) })).status()).toBe(200)
}

async function signIn(context: BrowserContext, token: string, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])
}

test('live preview: typing a post title updates the page beside the form, without publishing it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await staffToken(request, baseURL!, 'editor')
  const id = stamp()
  const original = `Live preview post ${id}`
  const post = await createPost(request, token, { title: original, slug: `live-preview-${id}` }, 'published')
  try {
    await signIn(context, token, baseURL!)

    await page.goto(`/admin/collections/posts/${post.id}`)
    await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
    const frame = page.frameLocator('#live-preview-iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(original, { timeout: 30_000 })

    const typed = `Typed title ${id}`
    await page.locator('#field-title').fill(typed)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed, { timeout: 15_000 })

    // Nothing was published: visitors (and the API without drafts) still get the original title.
    expect(await (await request.get(`/blog/${post.slug}`)).text()).toContain(original)
    expect(await (await request.get(`/blog/${post.slug}`)).text()).not.toContain(typed)
    const published = (await (await request.get(`/api/posts/${post.id}?depth=0`)).json()) as Doc
    expect(published.title).toBe(original)
  } finally {
    await removePost(request, token, post)
  }
})

test("a draft's preview link opens the draft for staff and is a 404 for anyone else", async ({
  page,
  context,
  request,
  baseURL,
  playwright,
}) => {
  const token = await staffToken(request, baseURL!, 'editor')
  const id = stamp()
  const title = `Unpublished draft ${id}`
  const draft = await createPost(request, token, { title, slug: `draft-preview-${id}` }, 'draft')
  const link = `/api/preview?path=${encodeURIComponent(`/blog/${draft.slug}`)}`
  try {
    // An anonymous visitor: 404, no draft-mode cookie, and the public page does not show the draft.
    const anonymous = await playwright.request.newContext({ baseURL })
    try {
      const refused = await anonymous.get(link, { maxRedirects: 0 })
      expect(refused.status()).toBe(404)
      expect(refused.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
      expect(await (await anonymous.get(`/blog/${draft.slug}`)).text()).not.toContain(title)
      // A forged or stale session is no better than none.
      const forged = await anonymous.get(link, { maxRedirects: 0, headers: { Authorization: 'JWT not-a-token' } })
      expect(forged.status()).toBe(404)
    } finally {
      await anonymous.dispose()
    }

    // Staff: the link turns on draft mode and opens the page, which shows the draft and may not be stored.
    await signIn(context, token, baseURL!)
    const opened = await page.goto(link)
    expect(new URL(page.url()).pathname).toBe(`/blog/${draft.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const cacheControl = opened?.headers()['cache-control'] ?? ''
    expect(cacheControl).toContain('private')
    expect(cacheControl).toContain('no-store')
    await expect(
      page.getByRole('status').filter({ hasText: 'Preview: this page shows unpublished drafts.' }),
    ).toBeVisible()

    // What staff saw in draft mode never reached the shared page cache.
    expect(await (await request.get(`/blog/${draft.slug}`)).text()).not.toContain(title)
  } finally {
    await removePost(request, token, draft)
  }
})

test("changing a published post's slug in the admin makes the old address answer 308 to the new one", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await staffToken(request, baseURL!, 'editor')
  const id = stamp()
  const post = await createPost(request, token, { title: `Renamed post ${id}`, slug: `old-address-${id}` }, 'published')
  try {
    await expect
      .poll(async () => (await request.get(`/blog/old-address-${id}`, { maxRedirects: 0 })).status())
      .toBe(200)
    await signIn(context, token, baseURL!)

    await page.goto(`/admin/collections/posts/${post.id}`)
    await page.locator('#field-slug').fill(`new-address-${id}`)
    // An autosave of the typed slug may still be running: Publish again until the admin confirms it.
    await expect(async () => {
      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({
        timeout: 3_000,
      })
    }).toPass({ timeout: 20_000 })

    await expect
      .poll(async () => {
        const old = await request.get(`/blog/old-address-${id}?ref=x`, { maxRedirects: 0 })
        return [old.status(), old.headers().location]
      })
      .toEqual([308, `/blog/new-address-${id}?ref=x`])
    const followed = await request.get(`/blog/old-address-${id}`)
    expect(followed.url()).toContain(`/blog/new-address-${id}`)
    expect(await followed.text()).toContain(`Renamed post ${id}`)
  } finally {
    await removePost(request, token, post, `address-${id}`)
  }
})

test("a city's slug change redirects the city page and its category pages (308)", async ({ request, baseURL }) => {
  const token = await staffToken(request, baseURL!, 'editor')
  const id = stamp()
  const created = await request.post('/api/cities', {
    headers: auth(token),
    data: {
      name: `Testford ${id}`,
      slug: `testford-${id}`,
      hero: { title: `Testford ${id}`, subtitle: 'S', ctaLabel: 'Go', ctaLink: '#suppliers' },
      intro: 'I',
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const city = ((await created.json()) as { doc: Doc }).doc
  try {
    const renamed = await request.patch(`/api/cities/${city.id}`, {
      headers: auth(token),
      data: { slug: `testford-new-${id}`, _status: 'published' },
    })
    expect(renamed.status(), await renamed.text()).toBe(200)
    await expect
      .poll(async () => (await request.get(`/testford-${id}`, { maxRedirects: 0 })).headers().location)
      .toBe(`/testford-new-${id}`)
    const nested = await request.get(`/testford-${id}/category/timber`, { maxRedirects: 0 })
    expect([nested.status(), nested.headers().location]).toEqual([308, `/testford-new-${id}/category/timber`])
  } finally {
    const { docs } = (await (
      await request.get(`/api/redirects?where[from][like]=testford-${id}&limit=100&depth=0`, { headers: auth(token) })
    ).json()) as { docs: Doc[] }
    for (const r of docs) await request.delete(`/api/redirects/${r.id}`, { headers: auth(token) })
    await request.delete(`/api/cities/${city.id}`, { headers: auth(token) })
  }
})

test('redirects are managed by staff only through the API', async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL })
  try {
    expect((await anonymous.get('/api/redirects')).status()).toBe(403)
    const create = await anonymous.post('/api/redirects', {
      data: { from: '/hijacked', to: { type: 'custom', url: 'https://evil.example' } },
    })
    expect(create.status()).toBe(403)
    expect((await anonymous.get('/hijacked', { maxRedirects: 0 })).status()).not.toBe(308)
    // The proxy's own map is not public either.
    expect((await anonymous.get('/api/redirect-map')).status()).toBe(404)
  } finally {
    await anonymous.dispose()
  }
})
