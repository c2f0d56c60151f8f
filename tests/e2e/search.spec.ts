import { expect, test, type Page } from './support/test'

import { cardNames, suppliersInCity, suppliersWhere } from './support/public-screens'

// Directory search on /suppliers: a plain GET form, so every search is a URL (shareable, back button),
// rendered per request while /suppliers without a query stays cached.

const findPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Find Suppliers' })
const searchForm = (page: Page) => page.getByRole('search', { name: 'Search suppliers' })
const resultCount = (page: Page) => findPanel(page).getByText(/^\d+ suppliers? found$/)

async function submitSearch(
  page: Page,
  fill: (form: ReturnType<typeof searchForm>) => Promise<unknown>,
): Promise<URLSearchParams> {
  const form = searchForm(page)
  await fill(form)
  await Promise.all([page.waitForURL(/\/suppliers\?/), form.getByRole('button', { name: 'Search' }).click()])
  await expect(findPanel(page).getByRole('heading', { name: 'Search results' })).toBeVisible()
  return new URL(page.url()).searchParams
}

async function expectResults(page: Page, names: string[]): Promise<void> {
  expect(names.length).toBeGreaterThan(0)
  await expect(resultCount(page)).toHaveText(
    names.length === 1 ? '1 supplier found' : `${names.length} suppliers found`,
  )
  expect(await cardNames(page, findPanel(page))).toEqual(names)
}

test.describe('/suppliers search', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the address carries only the filled fields (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled })
      const page = await context.newPage()
      await page.goto('/suppliers')
      await searchForm(page).getByLabel('Search suppliers').fill('timber')
      await searchForm(page).getByLabel('Sort by').selectOption('name')
      await Promise.all([
        page.waitForURL(/\/suppliers\?/),
        searchForm(page).getByRole('button', { name: 'Search' }).click(),
      ])
      expect(new URL(page.url()).search).toBe('?q=timber&sort=name')
      await expect(findPanel(page).getByRole('heading', { name: 'Search results' })).toBeVisible()
      await context.close()
    })
  }

  test('searches by text from the keyboard, best match first, and keeps the text in the URL and the field', async ({
    page,
  }) => {
    await page.goto('/suppliers')
    const field = searchForm(page).getByLabel('Search suppliers')
    await field.fill('timber')
    await Promise.all([page.waitForURL(/\/suppliers\?/), field.press('Enter')])
    expect(new URL(page.url()).searchParams.get('q')).toBe('timber')
    await expect(resultCount(page)).toBeVisible()
    const names = await cardNames(page, findPanel(page))
    // The supplier with timber in its name ranks first.
    expect(names[0]).toBe('Thameside Timber Merchants')
    await expect(searchForm(page).getByLabel('Search suppliers')).toHaveValue('timber')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('filters by category, and the category is in the URL', async ({ page, request }) => {
    await page.goto('/suppliers')
    const params = await submitSearch(page, (form) => form.getByLabel('Category').selectOption('insulation'))
    expect(params.get('category')).toBe('insulation')
    const expected = (await suppliersWhere(request, 'where[category.slug][equals]=insulation')).map((s) => s.name)
    await expectResults(page, expected)
    await expect(searchForm(page).getByLabel('Category')).toHaveValue('insulation')
  })

  test('filters by city (location or service area), and the city is in the URL', async ({ page, request }) => {
    await page.goto('/suppliers')
    const params = await submitSearch(page, (form) => form.getByLabel('City').fill('Birmingham'))
    expect(params.get('city')).toBe('Birmingham')
    await expectResults(
      page,
      (await suppliersInCity(request, 'Birmingham')).map((s) => s.name),
    )
  })

  test('filters by minimum eco-score, and the score is in the URL', async ({ page, request }) => {
    await page.goto('/suppliers')
    const params = await submitSearch(page, (form) => form.getByLabel('Minimum Eco-Score').selectOption('8'))
    expect(params.get('minScore')).toBe('8')
    await expectResults(
      page,
      (await suppliersWhere(request, 'where[ecoScore][greater_than_equal]=8')).map((s) => s.name),
    )
  })

  test('filters by a current certification (an expired one does not count), and it is in the URL', async ({ page }) => {
    await page.goto('/suppliers')
    const params = await submitSearch(page, (form) => form.getByLabel('Certification').fill('BES 6001'))
    expect(params.get('cert')).toBe('BES 6001')
    // Aire Valley's BES 6001 has expired (seed); Irwell's is current.
    await expectResults(page, ['Irwell Low-Carbon Concrete'])
  })

  test('sorts by name, and the sort is in the URL', async ({ page, request }) => {
    await page.goto('/suppliers')
    const params = await submitSearch(page, (form) =>
      form.getByLabel('Sort by').selectOption({ label: 'Name (A to Z)' }),
    )
    expect(params.get('sort')).toBe('name')
    const all = (await suppliersWhere(request, 'where[id][exists]=true')).map((s) => s.name)
    const byName = [...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    expect(byName).not.toEqual(all)
    // Every published supplier matches (other specs may have added some); the first page shows 12, by name.
    await expect(resultCount(page)).toHaveText(`${all.length} suppliers found`)
    expect(await cardNames(page, findPanel(page))).toEqual(byName.slice(0, 12))
  })

  test('the back button restores the previous search and its results', async ({ page }) => {
    await page.goto('/suppliers?q=insulation')
    const first = await cardNames(page, findPanel(page))
    expect(first.length).toBeGreaterThan(0)
    await submitSearch(page, async (form) => {
      await form.getByLabel('Search suppliers').fill('timber')
    })
    expect(new URL(page.url()).searchParams.get('q')).toBe('timber')
    const second = await cardNames(page, findPanel(page))
    expect(second).not.toEqual(first)
    await page.goBack()
    expect(new URL(page.url()).searchParams.get('q')).toBe('insulation')
    await expect.poll(() => cardNames(page, findPanel(page))).toEqual(first)
    await expect(searchForm(page).getByLabel('Search suppliers')).toHaveValue('insulation')
  })

  test('a search with no match says so and offers a way back to every supplier', async ({ page, request }) => {
    await page.goto('/suppliers?q=unobtainium')
    await expect(findPanel(page).getByText('No suppliers match your search.')).toBeVisible()
    expect(await cardNames(page, findPanel(page))).toEqual([])
    await findPanel(page).getByRole('link', { name: 'Clear search' }).click()
    await page.waitForURL((url) => url.pathname === '/suppliers' && url.search === '')
    await expect(findPanel(page).getByRole('heading', { name: 'Building Materials' })).toBeVisible()
    const all = (await suppliersWhere(request, 'where[id][exists]=true')).map((s) => s.name)
    expect(await cardNames(page, findPanel(page))).toEqual(all)
  })

  test('a page past the last of a search goes to the last page of the same search', async ({ page }) => {
    await page.goto('/suppliers?q=insulation&page=1')
    const names = await cardNames(page, findPanel(page))
    expect(names.length).toBeGreaterThan(0)
    await page.goto('/suppliers?q=insulation&sort=name&page=40')
    await page.waitForURL(
      (url) =>
        url.searchParams.get('q') === 'insulation' &&
        url.searchParams.get('sort') === 'name' &&
        !url.searchParams.has('page'),
    )
    expect((await cardNames(page, findPanel(page))).sort()).toEqual([...names].sort())
    await expect(findPanel(page).getByText('No suppliers match your search.')).toHaveCount(0)
  })

  test('/suppliers without a query is still served from the cache; a search is rendered per request', async ({
    request,
  }) => {
    await request.get('/suppliers')
    const plain = await request.get('/suppliers')
    const headers = plain.headers()
    const cached = headers['x-nextjs-cache'] === 'HIT' || /s-maxage=\d+/.test(headers['cache-control'] ?? '')
    expect(cached, JSON.stringify({ cache: headers['x-nextjs-cache'], control: headers['cache-control'] })).toBe(true)
    const searched = await request.get('/suppliers?q=timber')
    expect(searched.ok()).toBe(true)
    expect(searched.headers()['cache-control'] ?? '').not.toMatch(/s-maxage/)
    expect(await searched.text()).toContain('Thameside Timber Merchants')
  })
})
