import { expect, test, type Page } from './support/test'
import pg from 'pg'

import {
  categoryIdsInCity,
  databaseUrl,
  getBrand,
  getCategories,
  getCities,
  getGlobal,
  jsonLd,
} from './support/public-screens'

type LexicalNode = { type: string; tag?: string; text?: string; children?: LexicalNode[] }
type LegalGlobal = { title: string; metaDescription: string; lastUpdated: string; content: { root: LexicalNode } }

const textOf = (node: LexicalNode): string => node.text ?? (node.children ?? []).map(textOf).join('')

test.describe('legal pages', () => {
  for (const slug of ['privacy-policy', 'terms'] as const) {
    test(`/${slug} shows the title, 'Last updated: April 15, 2025' (as the spec quotes it) and the rich text from the CMS`, async ({
      page,
      request,
      baseURL,
    }) => {
      const legal = await getGlobal<LegalGlobal>(request, slug)
      const brand = await getBrand(request)
      const response = await page.goto(`/${slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title)
      await expect(page.getByText('Last updated: April 15, 2025')).toBeVisible()
      const headings = legal.content.root.children!.filter((n) => n.type === 'heading').map(textOf)
      expect(headings.length).toBeGreaterThan(3)
      for (const heading of headings)
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
      const firstParagraph = textOf(legal.content.root.children!.find((n) => n.type === 'paragraph')!)
      await expect(page.getByText(firstParagraph)).toBeVisible()
      await expect(page).toHaveTitle(`${legal.title} | ${brand}`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', legal.metaDescription)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/${slug}`)
      expect((await jsonLd(page)).map((o) => o['@type'])).toEqual(expect.arrayContaining(['WebSite', 'Organization']))
    })
  }
})

async function expectNotFoundScreen(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops! The page you're looking for doesn't exist.")
  await expect(page.getByTestId('not-found-path')).toHaveText(`The page at ${path} could not be found.`)
  const links = page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link')
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/',
    '/london',
    '/birmingham',
    '/contact',
  ])
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  // The site's shell and styles are there too.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontWeight)).toBe('700')
}

test.describe('not-found page', () => {
  // /bench-empty: the benchmark ships no page of its own in the app.
  for (const path of ['/no-such-page', '/a/b/c', '/bench-empty']) {
    test(`${path} answers 404 with the not-found screen`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expectNotFoundScreen(page, path)
      // What crawlers receive: the 404 page is never indexable.
      const html = await (await page.request.get(path)).text()
      const robots = [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1])
      expect(robots.length).toBeGreaterThan(0)
      for (const content of robots) expect(content).toMatch(/noindex/)
    })
  }

  test('Return to Home goes to the home page', async ({ page }) => {
    await page.goto('/a/b/c')
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { name: 'Featured Eco-Suppliers' })).toBeVisible()
  })
})

test.describe('error screen', () => {
  test('a route that fails shows "Unexpected Application Error!" with the message and a retry button', async ({
    page,
    baseURL,
  }) => {
    // A real failure: a published post whose stored body is corrupt, so rendering it throws.
    const client = new pg.Client({ connectionString: databaseUrl(baseURL!) })
    await client.connect()
    const slug = `corrupt-post-${Date.now()}`
    try {
      const inserted = await client.query(
        `INSERT INTO posts (title, slug, excerpt, published_at, category_id, author, ` +
          `image_url, featured, content, _status)
         SELECT 'Corrupt post', $1, excerpt, published_at, category_id, author, image_url, ` +
          `false, $2::jsonb, 'published' FROM posts WHERE _status = 'published' LIMIT 1`,
        [
          slug,
          JSON.stringify({
            root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: 'corrupted' },
          }),
        ],
      )
      expect(inserted.rowCount).toBe(1)
      const errors: string[] = []
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
      const response = await page.goto(`/blog/${slug}`)
      expect(response?.status()).toBe(500)
      await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
      // Production hides a server error's details: the message says so and the digest names it in the server log.
      await expect(page.getByTestId('error-message')).not.toBeEmpty()
      await expect(page.getByTestId('error-digest')).toHaveText(/\S+/)
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeEnabled()
      await expect(page.getByRole('banner')).toBeVisible()
    } finally {
      await client.query('DELETE FROM posts WHERE slug = $1', [slug])
      await client.end()
    }
  })
})

test.describe('sitemap.xml and robots.txt', () => {
  test('the sitemap lists every public page from the CMS, each once', async ({ request, baseURL }) => {
    const [cities, categories] = await Promise.all([getCities(request), getCategories(request)])
    const posts = ((await (await request.get('/api/posts?limit=200&depth=0')).json()) as { docs: { slug: string }[] })
      .docs
    const suppliers = (
      (await (await request.get('/api/suppliers?pagination=false&depth=0')).json()) as {
        docs: { id: number; slug: string }[]
      }
    ).docs
    // Published products (what a visitor may read) of published suppliers (the only ones with a public page).
    const listed = new Set(suppliers.map((s) => s.id))
    const products = (
      (await (await request.get('/api/products?pagination=false&depth=0')).json()) as {
        docs: { slug: string; supplier: number }[]
      }
    ).docs.filter((p) => listed.has(p.supplier))
    expect(products.length).toBeGreaterThan(0)
    const cityCategoryPaths = (
      await Promise.all(cities.map(async (city) => [city, await categoryIdsInCity(request, city.name)] as const))
    ).flatMap(([city, available]) =>
      categories.filter((c) => available.has(c.id)).map((c) => `/${city.slug}/category/${c.slug}`),
    )
    expect(cityCategoryPaths.length).toBeLessThan(cities.length * categories.length)
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    const xml = await response.text()
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    const expected = [
      '/',
      '/suppliers',
      '/contact',
      '/blog',
      '/about',
      '/privacy-policy',
      '/review-policy',
      // How the Eco-Score works (issue 31).
      '/eco-score',
      '/terms',
      ...cities.map((c) => `/${c.slug}`),
      ...categories.map((c) => `/category/${c.slug}`),
      // Only the city+category pages that list suppliers.
      ...cityCategoryPaths,
      ...posts.map((p) => `/blog/${p.slug}`),
      // Supplier profiles (added by the profiles work).
      ...suppliers.map((s) => `/suppliers/${s.slug}`),
      // The materials catalogue and every product page (issue 30).
      '/materials',
      ...products.map((p) => `/materials/${p.slug}`),
    ].map((path) => new URL(path, `${baseURL}/`).toString())
    expect(cities).toHaveLength(5)
    expect(categories).toHaveLength(6)
    expect(new Set(urls).size).toBe(urls.length)
    expect(urls.sort()).toEqual(expected.sort())
  })

  test('robots.txt allows everything but /admin and /api and points to the sitemap', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text()
    expect(text).toMatch(/User-Agent: \*/i)
    expect(text).toContain('Allow: /')
    expect(text).toContain('Disallow: /admin')
    expect(text).toContain('Disallow: /api')
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    // Host is not a robots.txt directive (RFC 9309).
    expect(text).not.toMatch(/^\s*Host:/im)
  })
})
