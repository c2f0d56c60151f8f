import { expect, test, type APIRequestContext, type Page } from './support/test'

import { adminToken, getBrand, jsonLd } from './support/public-screens'

type LexicalNode = { type: string; text?: string; children?: LexicalNode[] }
type ApiPost = {
  id: number
  title: string
  slug: string
  excerpt: string
  publishedAt: string
  /** The blog category's name (the API gives its id; see publishedPosts). */
  category: string
  categoryId: number
  author: string
  featured: boolean | null
  imageUrl: string | null
  content: { root: LexicalNode }
}

async function publishedPosts(request: APIRequestContext): Promise<ApiPost[]> {
  const [response, categories] = await Promise.all([
    request.get('/api/posts?sort=-publishedAt&limit=200&depth=0'),
    request.get('/api/post-categories?limit=100&depth=0'),
  ])
  expect(response.ok()).toBe(true)
  expect(categories.ok()).toBe(true)
  const names = new Map(
    ((await categories.json()) as { docs: { id: number; name: string }[] }).docs.map((c) => [c.id, c.name]),
  )
  const docs = (
    (await response.json()) as { docs: (Omit<ApiPost, 'category' | 'categoryId'> & { category: number })[] }
  ).docs
  return docs.map((p) => ({ ...p, category: names.get(p.category) ?? '', categoryId: p.category }))
}

/** Dates written the UK way, read in UTC: '15 April 2025'. */
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** The first paragraph's text of a post body. */
function firstParagraph(root: LexicalNode): string {
  const paragraph = (root.children ?? []).find((n) => n.type === 'paragraph')
  return (paragraph?.children ?? []).map((n) => n.text ?? '').join('')
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
const count = (page: Page) => page.getByTestId('article-count')
const chips = (page: Page) => page.getByRole('navigation', { name: 'Filter articles by category' })

test.describe('/blog', () => {
  test('shows the title, the count, the featured banner and one card per post', async ({ page, request }) => {
    const posts = await publishedPosts(request)
    expect(posts.length).toBeGreaterThan(1)
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Sustainable Builder Blog')
    await expect(count(page)).toHaveText(`Showing ${posts.length} of ${posts.length} articles`)
    await expect(page.getByTestId('blog-card')).toHaveCount(posts.length)
    await expect(page.getByTestId('blog-card').locator('h3')).toHaveText(posts.map((p) => p.title))
    // Dates the UK way ('15 April 2025'), never 'April 15, 2025'.
    await expect(page.getByTestId('blog-card').locator('time')).toHaveText(posts.map((p) => longDate(p.publishedAt)))
    await expect(page.getByTestId('blog-card').locator('time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)

    const featured = posts.find((p) => p.featured) ?? posts[0]
    const banner = page.getByTestId('featured-banner')
    await expect(banner.getByRole('heading', { name: featured.title })).toBeVisible()
    const read = banner.getByRole('link', { name: 'Read Article' })
    await expect(read).toHaveAttribute('href', '/blog/featured')
    await read.click()
    await expect(page).toHaveURL(/\/blog\/featured$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured.title)
  })

  test('the category chips are links to the filtered lists the server renders, and ?category= goes there', async ({
    page,
    request,
  }) => {
    const posts = await publishedPosts(request)
    const categories = [...new Set(posts.map((p) => p.category))]
    await page.goto('/blog')
    await expect(chips(page).getByRole('link')).toHaveText(['All Categories', ...categories])
    await expect(chips(page).getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'page')

    for (const category of categories) {
      const expected = posts.filter((p) => p.category === category)
      await chips(page).getByRole('link', { name: category, exact: true }).click()
      await expect(page).toHaveURL(/\/blog\/category\/[a-z0-9-]+#articles$/)
      await expect(chips(page).getByRole('link', { name: category, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(count(page)).toHaveText(`Showing ${expected.length} of ${posts.length} articles`)
      await expect(page.getByTestId('blog-card').locator('h3')).toHaveText(expected.map((p) => p.title))
    }
    await chips(page).getByRole('link', { name: 'All Categories' }).click()
    await expect(count(page)).toHaveText(`Showing ${posts.length} of ${posts.length} articles`)
    await expect(page).toHaveURL(/\/blog#articles$/)

    // A link shared before the chips were links (?category=<name>) opens the filtered list.
    const last = categories[categories.length - 1]
    const response = await page.goto(`/blog?category=${encodeURIComponent(last)}`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/blog\/category\/[a-z0-9-]+$/)
    await expect(count(page)).toHaveText(
      `Showing ${posts.filter((p) => p.category === last).length} of ${posts.length} articles`,
    )
  })

  test('metadata: title with the brand, canonical and WebSite + Organization JSON-LD', async ({
    page,
    request,
    baseURL,
  }) => {
    const brand = await getBrand(request)
    await page.goto('/blog')
    await expect(page).toHaveTitle(`The Sustainable Builder Blog | ${brand}`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog`)
    expect((await jsonLd(page)).map((o) => o['@type'])).toEqual(expect.arrayContaining(['WebSite', 'Organization']))
  })
})

test.describe('/blog/{slug}', () => {
  test('shows back link, category, title, author with avatar, date, image, body and three share buttons', async ({
    page,
    request,
  }) => {
    const [post] = await publishedPosts(request)
    const response = await page.goto(`/blog/${post.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
    await expect(page.getByTestId('post-category')).toHaveText(post.category)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    const article = page.locator('article').first()
    await expect(article.getByText(post.author, { exact: true })).toBeVisible()
    const initials = post.author
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => w[0].toUpperCase())
    await expect(page.getByTestId('author-initials')).toHaveText(`${initials[0]}${initials[initials.length - 1]}`)
    await expect(article.locator('time').first()).toHaveText(longDate(post.publishedAt))
    const image = article.getByRole('img', { name: post.title })
    await expect(image).toBeVisible()
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expect(page.getByText(firstParagraph(post.content.root))).toBeVisible()
    for (const network of ['Facebook', 'X', 'LinkedIn'])
      await expect(page.getByRole('button', { name: `Share on ${network}` })).toBeVisible()
  })

  test('metadata and JSON-LD: Article with dateModified defaulting to the publication date', async ({
    page,
    request,
    baseURL,
  }) => {
    const brand = await getBrand(request)
    const [post] = await publishedPosts(request)
    await page.goto(`/blog/${post.slug}`)
    await expect(page).toHaveTitle(`${post.title} | ${brand}`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog/${post.slug}`)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    const ld = await jsonLd(page)
    expect(ld.map((o) => o['@type'])).toEqual(expect.arrayContaining(['WebSite', 'Organization', 'Article']))
    const article = ld.find((o) => o['@type'] === 'Article')!
    expect(article.headline).toBe(post.title)
    expect(article.datePublished).toBe(post.publishedAt)
    expect(article.dateModified).toBe(post.publishedAt)
    expect(article.author).toEqual({ '@type': 'Person', name: post.author })
    expect(article.mainEntityOfPage).toBe(`${baseURL}/blog/${post.slug}`)
  })

  test('/blog/featured shows the featured post with the canonical URL of its own page', async ({
    page,
    request,
    baseURL,
  }) => {
    const posts = await publishedPosts(request)
    const featured = posts.find((p) => p.featured) ?? posts[0]
    const response = await page.goto('/blog/featured')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured.title)
    await expect(page.getByText(firstParagraph(featured.content.root))).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog/${featured.slug}`)
  })

  test('a post without an image shows the designed post picture, in the list and on its page', async ({
    page,
    request,
    baseURL,
  }) => {
    const source = (await publishedPosts(request))[0]!
    const token = await adminToken(request, baseURL!)
    const headers = { Authorization: `JWT ${token}` }
    const title = `Imageless post ${Date.now()}`
    const response = await request.post('/api/posts', {
      headers,
      data: {
        title,
        excerpt: 'A post with no picture.',
        publishedAt: new Date(Date.UTC(2019, 0, 1)).toISOString(),
        category: source.categoryId,
        author: 'Test Author',
        content: source.content,
        _status: 'published',
      },
    })
    expect(response.ok(), await response.text()).toBe(true)
    const { doc } = (await response.json()) as { doc: { id: number; slug: string } }
    try {
      // The designed picture, loaded (not the generic grey placeholder, not a broken image).
      // (The post's own page gives a phone the picture inline; this desktop window loads it through the optimiser.)
      const shown = async (img: ReturnType<Page['locator']>) => {
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? el.currentSrc : '')))
          .toMatch(/post-fallback\.webp/)
      }
      await page.goto('/blog')
      await shown(page.getByTestId('blog-card').filter({ hasText: title }).locator('img'))
      await page.goto(`/blog/${doc.slug}`)
      await shown(page.locator(`article img[alt="${title}"]`))
    } finally {
      await request.delete(`/api/posts/${doc.id}`, { headers })
    }
  })

  test('related posts: up to two others of the same category, excerpts cut to 100 characters plus "..."', async ({
    page,
    request,
    baseURL,
  }) => {
    const posts = await publishedPosts(request)
    const source = posts.find((p) => p.excerpt.length > 100)!
    const token = await adminToken(request, baseURL!)
    const headers = { Authorization: `JWT ${token}` }
    const created: number[] = []
    try {
      // Three more posts in the source's category: each then has three others, of which two (the cap) are shown, never itself.
      for (const n of [1, 2, 3]) {
        const response = await request.post('/api/posts', {
          headers,
          data: {
            title: `Related post check ${n} ${Date.now()}`,
            excerpt: `${'A longer excerpt written to be cut at one hundred characters for the related posts list. '.repeat(2)}(${n})`,
            publishedAt: new Date(Date.UTC(2020, 0, n)).toISOString(),
            category: source.categoryId,
            author: 'Test Author',
            imageUrl: '/images/post-1.webp',
            content: source.content,
            _status: 'published',
          },
        })
        expect(response.ok(), await response.text()).toBe(true)
        created.push(((await response.json()) as { doc: { id: number } }).doc.id)
      }
      const mine = (await publishedPosts(request)).filter((p) => created.includes(p.id))
      const current = mine.find((p) => p.id === created[2])!
      const sameCategory = (await publishedPosts(request)).filter(
        (p) => p.category === source.category && p.id !== current.id,
      )
      expect(sameCategory.length).toBeGreaterThanOrEqual(3)

      await page.goto(`/blog/${current.slug}`)
      const related = page.getByTestId('related-posts')
      await expect(related.getByRole('heading', { name: 'Related Articles' })).toBeVisible()
      const cards = related.getByTestId('blog-card')
      await expect(cards).toHaveCount(2)
      await expect(cards.locator('h3')).not.toContainText([current.title])
      for (const title of await cards.locator('h3').allTextContents()) {
        const post = sameCategory.find((p) => p.title === title)
        expect(post, `related post ${title} is of the same category`).toBeTruthy()
        const expected = post!.excerpt.length > 100 ? `${post!.excerpt.slice(0, 100)}...` : post!.excerpt
        await expect(cards.filter({ hasText: title }).getByTestId('blog-card-excerpt')).toHaveText(expected)
      }
    } finally {
      for (const id of created) await request.delete(`/api/posts/${id}`, { headers })
    }
  })

  test('an unknown slug redirects to /blog with the "Blog post not found" toast, and the parameter is removed', async ({
    page,
    request,
  }) => {
    const redirect = await request.get('/blog/no-such-post-anywhere', { maxRedirects: 0 })
    expect([307, 308]).toContain(redirect.status())
    expect(redirect.headers()['location']).toMatch(/\/blog\?notFound=1$/)

    await page.goto('/blog/no-such-post-anywhere')
    const shown = toast(page, 'Blog post not found')
    await expect(shown).toBeVisible()
    await expect(shown).toContainText("The blog post you're looking for doesn't exist.")
    await expect(shown).toHaveAttribute('data-type', 'error')
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Sustainable Builder Blog')
  })
})
