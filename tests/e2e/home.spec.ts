import { expect, test } from './support/test'

import { cardNames, getCategories, getGlobal, jsonLd, suppliersInCity } from './support/public-screens'

type HomeGlobal = {
  metaTitle: string
  hero: { title: string; subtitle: string }
  resources: { title: string }[]
  about: { title: string }
}

test.describe('home page', () => {
  test('renders the hero, featured suppliers, categories, resources, enquiry form, about block and privacy link', async ({
    page,
    request,
  }) => {
    const home = await getGlobal<HomeGlobal>(request, 'home')
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title)
    await expect(page.getByText(home.hero.subtitle)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Find Suppliers Now' })).toHaveAttribute('href', '/suppliers')

    await expect(page.getByRole('heading', { name: 'Featured Eco-Suppliers' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'View more UK suppliers' })).toHaveAttribute('href', '/suppliers')

    await expect(page.getByRole('heading', { name: 'Sustainable Building Materials', exact: true })).toBeVisible()
    await expect(
      page.getByText(
        'Explore our curated selection of eco-friendly building materials from vetted suppliers across the UK',
      ),
    ).toBeVisible()
    const categories = await getCategories(request)
    const cards = page.getByTestId('category-card')
    await expect(cards).toHaveCount(categories.length)
    for (const [i, category] of categories.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { name: category.name })).toBeVisible()
      await expect(card.getByText('UK-Wide Suppliers')).toBeVisible()
      await expect(card.getByRole('link', { name: `Explore ${category.name} Suppliers →` })).toHaveAttribute(
        'href',
        `/category/${category.slug}`,
      )
    }

    await expect(page.getByRole('heading', { name: 'Sustainable Building Resources' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Why Choose Sustainable Building?' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'How to Source Eco-Friendly Materials' })).toBeVisible()

    await expect(page.locator('#enquiry')).toBeVisible()
    await expect(page.getByRole('heading', { name: home.about.title })).toBeVisible()
    // The about block's link (the enquiry form's consent line has its own 'Privacy Policy' link).
    await expect(page.locator('main').getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )

    const types = (await jsonLd(page)).map((d) => d['@type'])
    expect(types).toEqual(expect.arrayContaining(['WebSite', 'Organization']))
  })

  test('features the three London suppliers with the best eco-scores', async ({ page, request }) => {
    const expected = (await suppliersInCity(request, 'London')).slice(0, 3).map((s) => s.name)
    expect(expected).toHaveLength(3)
    await page.goto('/')
    expect(await cardNames(page, page.getByTestId('featured-suppliers'))).toEqual(expected)
  })

  test('mirrors the second resource block on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const blocks = page.getByTestId('resource-block')
    await expect(blocks).toHaveCount(2)
    const sides = []
    for (const i of [0, 1]) {
      const image = await blocks.nth(i).locator('img').boundingBox()
      const heading = await blocks.nth(i).getByRole('heading').boundingBox()
      expect(image && heading).toBeTruthy()
      sides.push(image!.x < heading!.x ? 'image-left' : 'image-right')
    }
    expect(sides).toEqual(['image-left', 'image-right'])
  })

  test('category cards rise in 100 ms apart, and not at all under reduced motion', async ({ page }) => {
    await page.goto('/')
    const cards = page.getByTestId('category-card')
    const count = await cards.count()
    expect(count).toBeGreaterThan(2)
    for (let i = 0; i < count; i++) {
      const style = await cards.nth(i).evaluate((el) => {
        const s = getComputedStyle(el)
        return { name: s.animationName, delay: s.animationDelay }
      })
      expect(style.name).toBe('rise')
      expect(style.delay).toBe(`${(i * 100) / 1000}s`)
    }

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    const names = await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName))
    expect(new Set(names)).toEqual(new Set(['none']))
  })

  test('header, page and footer hydrate apart (Activity boundaries), whole in the HTML and interactive after', async ({
    page,
    request,
  }) => {
    // Issue 29: one hydration task for the whole document blocked a phone's main thread; each part is its own
    // boundary, rendered inline by the server (no fallback), hydrated after the shell in short slices.
    const html = await (await request.get('/')).text()
    expect(html).toMatch(/<!--&--><header[\s>]/)
    expect(html).toMatch(/<main id="main"[^>]*><!--&-->/)
    expect(html).toMatch(/<!--&--><footer[\s>]/)
    // Still hydrated: the header's menu (a client component) answers.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  })

  test('the hero photo is in the HTML for a phone, and fetched first through the optimiser at the hero quality on a larger screen', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const hero = page.getByTestId('hero').locator('picture img')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).toHaveAttribute('loading', 'eager')
    // A phone paints the picture with the page: a few kB of WebP inline, no request.
    await expect(hero).toHaveAttribute('src', /^data:image\/webp;base64,[A-Za-z0-9+/=]{1000,16000}$/)
    const source = page.getByTestId('hero').locator('picture source')
    await expect(source).toHaveAttribute('media', '(min-width: 641px)')
    const widest = ((await source.getAttribute('srcset')) ?? '').split(', ').pop()?.split(' ')[0] ?? ''
    expect(widest).toMatch(/^\/_next\/image\?url=%2Fimages%2Fhero-home\.webp&w=\d+&q=50$/)
    // The optimiser accepts that quality (it answers 400 for one missing from images.qualities).
    const optimised = await request.get(widest, { headers: { Accept: 'image/avif,image/webp' } })
    expect(optimised.status()).toBe(200)
    expect(optimised.headers()['content-type']).toBe('image/avif')
    const shown = () =>
      hero.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : ''))
    // This desktop window takes the optimised picture; a phone's keeps the inline one.
    await expect.poll(shown).toContain('hero-home')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    await expect.poll(shown).toMatch(/^data:image\/webp;base64,/)
  })

  test('a broken image falls back to the default image', async ({ page }) => {
    // Every supplier image fails, whether requested directly or through the image optimiser.
    await page.route(/\/images\/supplier-|url=%2Fimages%2Fsupplier-/, (route) =>
      route.fulfill({ status: 404, body: '' }),
    )
    await page.goto('/')
    const image = page.getByTestId('featured-suppliers').getByTestId('supplier-card').first().locator('img')
    await expect(image).toHaveAttribute('src', /fallback\.webp/)
  })
})
