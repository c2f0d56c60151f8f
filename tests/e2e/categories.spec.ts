import { expect, test } from './support/test'

import {
  cardNames,
  getCategories,
  getGlobal,
  jsonLd,
  startOutageServer,
  suppliersWhere,
} from './support/public-screens'

const EMPTY = 'No suppliers found for this category yet. Check back soon!'

test.describe('category pages', () => {
  test('every category page renders hero, about text, suppliers by eco-score, enquiry form, three articles and the about block', async ({
    page,
    request,
  }) => {
    const categories = await getCategories(request)
    const home = await getGlobal<{ about: { title: string } }>(request, 'home')
    expect(categories.length).toBeGreaterThan(0)
    for (const category of categories) {
      const response = await page.goto(`/category/${category.slug}`)
      expect(response?.status(), category.slug).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name)
      await expect(page.getByText(category.heroSubtitle || category.description).first()).toBeVisible()
      await expect(page.getByRole('heading', { name: `About ${category.name}` })).toBeVisible()

      const expected = (await suppliersWhere(request, `where[category][equals]=${category.id}`)).map((s) => s.name)
      const shown = await cardNames(page, page.locator('#suppliers'))
      expect(shown).toEqual(expected)
      if (expected.length === 0) await expect(page.locator('#suppliers').getByText(EMPTY)).toBeVisible()
      else await expect(page.getByText(EMPTY)).toHaveCount(0)
      await expect(page.getByText('Demo Data')).toHaveCount(0)

      const articles = page.getByTestId('related-article')
      await expect(articles).toHaveCount(3)
      for (const href of await articles
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
        expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/)
      // Each excerpt is at most three lines tall: nothing of it shows below the ellipsis.
      for (const box of await articles.getByTestId('blog-card-excerpt').evaluateAll((els) =>
        els.map((el) => ({
          height: el.getBoundingClientRect().height,
          line: parseFloat(getComputedStyle(el).lineHeight),
        })),
      ))
        expect(box.height).toBeLessThanOrEqual(3 * box.line + 1)

      await expect(page.locator('#enquiry')).toBeVisible()
      await expect(page.getByRole('heading', { name: home.about.title })).toBeVisible()
    }
  })

  test('the suppliers of a category are sorted by eco-score, best first', async ({ page, request }) => {
    const categories = await getCategories(request)
    for (const category of categories) {
      const suppliers = await suppliersWhere(request, `where[category][equals]=${category.id}`)
      if (suppliers.length < 2) continue
      await page.goto(`/category/${category.slug}`)
      const scores = await page
        .locator('#suppliers')
        .getByTestId('supplier-card')
        .getByText(/^Eco-Score: /)
        .allTextContents()
      const values = scores.map((s) => Number(s.replace(/^Eco-Score: ([\d.]+)\/10$/, '$1')))
      expect(values).toEqual([...values].sort((a, b) => b - a))
      return
    }
    throw new Error('no category with two or more suppliers to check the order on')
  })

  test('the enquiry form has no city on a category page and the city on a city + category page', async ({ page }) => {
    await page.goto('/category/timber')
    await page.locator('#enquiry').scrollIntoViewIfNeeded()
    await expect(page.locator('#enquiry').getByLabel(/^City\b/)).toHaveValue('')
    await page.goto('/glasgow/category/timber')
    await page.locator('#enquiry').scrollIntoViewIfNeeded()
    await expect(page.locator('#enquiry').getByLabel(/^City\b/)).toHaveValue('Glasgow')
  })

  test('/category/sustainable-roofing shows roofing', async ({ page, request }) => {
    const roofing = (await getCategories(request)).find((c) => c.slug === 'roofing')!
    const response = await page.goto('/category/sustainable-roofing')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(roofing.name)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/category\/roofing$/)
  })

  test('an unknown category answers 404 with Category Not Found and a link home', async ({ page }) => {
    const response = await page.goto('/category/unobtainium')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible()
    await expect(page.getByText("The category you're looking for doesn't exist.")).toBeVisible()
    await expect(page.locator('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/')
  })

  test('city + category: suppliers of the category in the city, city prefilled, breadcrumb and product data', async ({
    page,
    request,
    baseURL,
  }) => {
    const categories = await getCategories(request)
    for (const category of categories) {
      const expected = (
        await suppliersWhere(request, `where[category][equals]=${category.id}&where[cityKeys.key][equals]=london`)
      ).map((s) => s.name)
      const response = await page.goto(`/london/category/${category.slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${category.name} in London`)
      if (expected.length > 0) {
        expect(await cardNames(page, page.locator('#suppliers'))).toEqual(expected)
      } else {
        // None in London: the category's suppliers across the UK, said so (cities.spec.ts checks the list).
        await expect(page.locator('#suppliers').getByText(`No ${category.name} suppliers in London yet.`)).toBeVisible()
        await expect(page.getByText(EMPTY)).toHaveCount(0)
      }
    }

    await page.goto('/london/category/timber')
    const data = await jsonLd(page)
    expect(data.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Home', item: `${baseURL}/` },
        { name: 'London', item: `${baseURL}/london` },
      ],
    })
    expect(data.find((d) => d['@type'] === 'Product')).toMatchObject({
      offers: { lowPrice: 100, highPrice: 5000, priceCurrency: 'GBP' },
    })
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/london/category/timber`)
  })

  test('an unknown category on a city route redirects to the city', async ({ page }) => {
    await page.goto('/london/category/unobtainium')
    await expect(page).toHaveURL(/\/london$/)
    await expect(page.getByRole('link', { name: 'Find Suppliers in London' })).toBeVisible()
  })

  test('an unknown city on a category route is a 404', async ({ page }) => {
    const response = await page.goto('/atlantis/category/timber')
    expect(response?.status()).toBe(404)
  })
})

test.describe('database unreachable', () => {
  test.setTimeout(180_000)

  test('category pages show uncached demo suppliers while the database is down, and the real page once it is back', async ({
    browser,
    request,
    baseURL,
  }) => {
    const outage = await startOutageServer(baseURL!)
    const context = await browser.newContext({ baseURL: outage.url })
    const page = await context.newPage()
    try {
      const response = await page.goto('/london/category/timber')
      expect(response?.status()).toBe(200)
      // Cached for one second at most, so the real page returns as soon as the database does.
      expect(response?.headers()['cache-control']).toMatch(/s-maxage=1\b/)
      const alert = page.getByRole('alert').filter({ hasText: 'Demo Data' })
      await expect(alert).toContainText('Database connection issue. Showing demonstration suppliers for London.')
      await expect(page.getByText('Database connection issue', { exact: true })).toBeVisible()
      await expect(page.getByText('Using demo suppliers for London')).toBeVisible()
      const cards = page.locator('#suppliers').getByTestId('supplier-card')
      await expect(cards).toHaveCount(3)
      for (const card of await cards.all()) await expect(card.getByText('Sample supplier')).toBeVisible()

      const category = await page.goto('/category/sustainable-roofing')
      expect(category?.headers()['cache-control']).toMatch(/s-maxage=1\b/)
      await expect(page.getByRole('alert').filter({ hasText: 'Demo Data' })).toContainText(
        'Database connection issue. Showing demonstration suppliers for this category.',
      )
      await expect(page.getByText('Using demo suppliers for this category')).toBeVisible()
      await expect(page.locator('#suppliers').getByTestId('supplier-card')).toHaveCount(3)

      // The database comes back: the same address now serves the real suppliers.
      await outage.restoreDatabase()
      const expected = (
        await suppliersWhere(
          request,
          'where[category][equals]=' +
            (await getCategories(request)).find((c) => c.slug === 'timber')!.id +
            '&where[cityKeys.key][equals]=london',
        )
      ).map((s) => s.name)
      await expect(async () => {
        const back = await page.goto('/london/category/timber')
        await expect(page.getByText('Demo Data')).toHaveCount(0, { timeout: 1_000 })
        expect(await cardNames(page, page.locator('#suppliers'))).toEqual(expected)
        expect(back?.headers()['cache-control']).toMatch(/s-maxage=300\b/)
      }).toPass({ timeout: 60_000 })
    } finally {
      await context.close()
      await outage.stop()
    }
  })
})
