import { expect, test } from './support/test'

import {
  adminToken,
  cardNames,
  categoryIdsInCity,
  getBrand,
  getCategories,
  getCities,
  jsonLd,
  suppliersInCity,
  suppliersWhere,
} from './support/public-screens'

const POPULAR = ['timber', 'insulation', 'concrete', 'paints', 'roofing']
const capitalise = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1)

test.describe('city pages', () => {
  test('every city page renders its hero, intro, suppliers, categories, popular categories, enquiry form and about block', async ({
    page,
    request,
  }) => {
    const [cities, categories] = await Promise.all([getCities(request), getCategories(request)])
    expect(cities.map((c) => c.slug).sort()).toEqual(['birmingham', 'glasgow', 'leeds', 'london', 'manchester'])
    const bothKinds = new Set<string>()

    for (const city of cities) {
      const name = capitalise(city.slug)
      const response = await page.goto(`/${city.slug}`)
      expect(response?.status(), city.slug).toBe(200)

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(city.hero.title)
      await expect(page.getByText(city.hero.subtitle)).toBeVisible()
      const hero = page.getByTestId('hero')
      await expect(hero.getByRole('link', { name: city.hero.ctaLabel, exact: true })).toHaveAttribute(
        'href',
        city.hero.ctaLink,
      )
      await expect(hero.getByRole('link', { name: `Find Suppliers in ${name}` })).toHaveAttribute('href', '#suppliers')
      await expect(page.getByText(city.intro)).toBeVisible()

      const expected = (await suppliersInCity(request, city.name)).map((s) => s.name)
      expect(await cardNames(page, page.locator('#suppliers'))).toEqual(expected)

      await expect(
        page.getByRole('heading', { level: 2, name: `Sustainable Building Materials in ${name}` }),
      ).toBeVisible()
      await expect(
        page.getByText(
          `Explore our curated selection of eco-friendly building materials from vetted suppliers in ${name}`,
        ),
      ).toBeVisible()
      const cards = page.getByTestId('category-card')
      await expect(cards).toHaveCount(categories.length)
      // 'Available in {city}' only where the city has suppliers of that category; the others go to the UK-wide page.
      const available = await categoryIdsInCity(request, city.name)
      for (const [i, category] of categories.entries()) {
        const link = cards.nth(i).getByRole('link', { name: `Explore ${category.name} Suppliers →` })
        if (available.has(category.id)) {
          await expect(cards.nth(i).getByText(`Available in ${name}`)).toBeVisible()
          await expect(link).toHaveAttribute('href', `/${city.slug}/category/${category.slug}`)
        } else {
          await expect(cards.nth(i).getByText('UK-Wide Suppliers')).toBeVisible()
          await expect(
            cards.nth(i).getByText(`No suppliers in ${name} yet: see our suppliers across the UK.`),
          ).toBeVisible()
          await expect(link).toHaveAttribute('href', `/category/${category.slug}`)
        }
      }
      if (available.size > 0 && available.size < categories.length) bothKinds.add(city.slug)

      const popular = page.locator('section', {
        has: page.getByRole('heading', { name: `Popular Categories in ${name}` }),
      })
      const hrefs = await popular.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(hrefs).toEqual(POPULAR.map((slug) => `/${city.slug}/category/${slug}`))

      await expect(page.locator('#enquiry')).toBeVisible()
      await expect(page.getByRole('heading', { name: /^About / }).last()).toBeVisible()
    }
    expect(bothKinds.size, 'the seed has a city with suppliers in some categories but not all').toBeGreaterThan(0)
  })

  test('a city+category page with none of the category offers its UK-wide suppliers, and the enquiry box names the category', async ({
    page,
    request,
  }) => {
    const [cities, categories] = await Promise.all([getCities(request), getCategories(request)])
    const pair = (
      await Promise.all(
        cities.map(async (city) => {
          const available = await categoryIdsInCity(request, city.name)
          const missing = categories.find((c) => !available.has(c.id) && available.size > 0)
          return missing ? { city, category: missing } : null
        }),
      )
    ).find((p) => p !== null)
    expect(pair, 'a city with suppliers, but none of some category').toBeTruthy()
    const { city, category } = pair!
    const name = capitalise(city.slug)
    const ukWide = (await suppliersWhere(request, `where[category][equals]=${category.id}`)).map((s) => s.name)
    expect(ukWide.length).toBeGreaterThan(0)

    await page.goto(`/${city.slug}/category/${category.slug}`)
    const section = page.locator('#suppliers')
    await expect(section.getByText(`No ${category.name} suppliers in ${name} yet.`)).toBeVisible()
    await expect(section.getByRole('link', { name: `all ${category.name} suppliers` })).toHaveAttribute(
      'href',
      `/category/${category.slug}`,
    )
    expect(await cardNames(page, section)).toEqual(ukWide)

    const enquiry = page.locator('#enquiry')
    await enquiry.scrollIntoViewIfNeeded()
    await expect(
      enquiry.getByText(`No ${category.name} suppliers in ${name} yet: our team will find suppliers for you.`),
    ).toBeVisible({ timeout: 15_000 })
    await expect(enquiry.getByText(`No suppliers in ${name} yet`)).toHaveCount(0)
  })

  test('London lists the London suppliers; Birmingham lists the London suppliers that serve it', async ({
    page,
    request,
  }) => {
    const london = await suppliersWhere(request, 'where[location][equals]=London')
    expect(london.length).toBeGreaterThan(0)
    await page.goto('/london')
    const londonCards = await cardNames(page, page.locator('#suppliers'))
    for (const s of london) expect(londonCards).toContain(s.name)
    for (const s of london) {
      const card = page
        .locator('#suppliers')
        .getByTestId('supplier-card')
        .filter({ has: page.getByRole('heading', { name: s.name }) })
      await expect(card.getByTestId('supplier-location')).toHaveText(/^(Location: )?London$/)
    }

    const servingBirmingham = london.filter((s) =>
      (s.serviceAreas ?? []).some((a) => a.city.toLowerCase() === 'birmingham'),
    )
    expect(servingBirmingham.length).toBeGreaterThan(0)
    await page.goto('/birmingham')
    const section = page.locator('#suppliers')
    const birminghamCards = await cardNames(page, section)
    for (const s of servingBirmingham) {
      expect(birminghamCards).toContain(s.name)
      const card = section.getByTestId('supplier-card').filter({ has: page.getByRole('heading', { name: s.name }) })
      await expect(card.getByTestId('supplier-location')).toHaveText(/^(Location: )?London\s*Serves Birmingham$/)
    }
  })

  test('the enquiry form of a city page has the city prefilled', async ({ page }) => {
    await page.goto('/manchester')
    const form = page.locator('#enquiry')
    await form.scrollIntoViewIfNeeded()
    await expect(form.getByLabel(/^City\b/)).toHaveValue('Manchester')
  })

  test('the second hero button jumps to the suppliers section', async ({ page }) => {
    await page.goto('/leeds')
    await page.getByRole('link', { name: 'Find Suppliers in Leeds' }).click()
    await expect(page).toHaveURL(/\/leeds#suppliers$/)
    await expect(page.locator('#suppliers h2')).toBeInViewport()
  })

  test('a city with no suppliers shows the Coming Soon block', async ({ page, request, baseURL }) => {
    const token = await adminToken(request, baseURL!)
    const headers = { Authorization: `JWT ${token}` }
    const slug = `testville${Date.now().toString(36)}`
    const created = await request.post('/api/cities', {
      headers,
      data: {
        name: capitalise(slug),
        slug,
        hero: {
          title: 'Sustainable Building Materials in Testville',
          subtitle: 'A city created by a test.',
          ctaLabel: 'Get Free Quotes',
          ctaLink: '#suppliers',
          imageUrl: '/images/hero-leeds.webp',
        },
        intro: 'Testville intro.',
        // Cities have drafts: a new one is public once published.
        _status: 'published',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      const name = capitalise(slug)
      await expect(async () => {
        const response = await page.goto(`/${slug}`)
        expect(response?.status()).toBe(200)
      }).toPass({ timeout: 15_000 })
      await expect(page.getByRole('heading', { name: 'Suppliers Coming Soon' })).toBeVisible()
      await expect(page.getByText(`We're currently adding ${name} suppliers to our database.`)).toBeVisible()
      await expect(page.getByRole('link', { name: 'Contact Us to Recommend a Supplier' })).toHaveAttribute(
        'href',
        '/contact',
      )
      await expect(page.locator('#suppliers').getByTestId('supplier-card')).toHaveCount(0)
    } finally {
      await request.delete(`/api/cities/${doc.id}`, { headers })
    }
  })

  test('an unknown city is a 404', async ({ page }) => {
    const response = await page.goto('/atlantis')
    expect(response?.status()).toBe(404)
  })

  test('the FAQ accordion opens one item at a time and is collapsible, by mouse and keyboard', async ({ page }) => {
    await page.goto('/london')
    const triggers = page.getByTestId('faq-accordion').getByRole('button')
    expect(await triggers.count()).toBeGreaterThan(1)
    const [first, second] = [triggers.nth(0), triggers.nth(1)]
    const panel = async (trigger: typeof first) => page.locator(`#${await trigger.getAttribute('aria-controls')}`)

    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(await panel(first)).toBeVisible()

    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(await panel(second)).toBeVisible()

    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByTestId('faq-accordion').locator('[role="region"]:visible')).toHaveCount(0)

    await first.focus()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
  })

  test('metadata and structured data of a city page', async ({ page, request, baseURL }) => {
    const [brand, cities] = await Promise.all([getBrand(request), getCities(request)])
    const london = cities.find((c) => c.slug === 'london')!
    await page.goto('/london')

    const title = `${london.hero.title} | ${brand}`
    await expect(page).toHaveTitle(title)
    const meta = (selector: string) => page.locator(selector).getAttribute('content')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/london`)
    expect(await meta('meta[property="og:title"]')).toBe(title)
    expect(await meta('meta[property="og:url"]')).toBe(`${baseURL}/london`)
    expect(await meta('meta[property="og:description"]')).toBeTruthy()
    expect(await meta('meta[property="og:image"]')).toMatch(/^http/)
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(await meta('meta[name="robots"]')).toMatch(/index, ?follow/)

    const data = await jsonLd(page)
    const byType = (type: string) => data.find((d) => d['@type'] === type)
    expect(byType('WebSite')).toMatchObject({ name: brand })
    expect(byType('Organization')).toMatchObject({ name: brand })
    expect(byType('BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${baseURL}/` },
        { position: 2, name: 'London', item: `${baseURL}/london` },
      ],
    })
    expect(byType('Product')).toMatchObject({
      offers: { '@type': 'AggregateOffer', lowPrice: 100, highPrice: 10000, priceCurrency: 'GBP' },
    })
  })
})
