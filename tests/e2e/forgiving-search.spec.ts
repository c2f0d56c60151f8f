import { expect, test, type Page } from './support/test'

import { cardNames } from './support/public-screens'

// Issue 32's search that forgives, on the seeded directory: a place typed in the search box is searched near
// (Aire Valley is based in Leeds; the Manchester suppliers are 36 miles away), a misspelling finds by spelling, an
// empty result offers what to widen, and a search loads at its results (on a phone, below the long form). The same
// with and without JavaScript.

const findPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Find Suppliers' })
const searchForm = (page: Page) => page.getByRole('search', { name: 'Search suppliers' })
const resultsHeading = (page: Page) => findPanel(page).getByRole('heading', { name: 'Search results' })

async function searchFor(page: Page, text: string): Promise<URL> {
  const form = searchForm(page)
  await form.getByRole('searchbox', { name: 'Search suppliers' }).fill(text)
  await Promise.all([page.waitForURL(/\/suppliers\?/), form.getByRole('button', { name: 'Search' }).click()])
  await expect(resultsHeading(page)).toBeVisible()
  return new URL(page.url())
}

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`

  test(`'leeds' in the search box lists the suppliers near Leeds with distances, at the results on a phone (${js})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/suppliers')
    const url = await searchFor(page, 'leeds')
    // The address is the search (shareable), and it loads at the results.
    expect(url.search).toBe('?q=leeds')
    expect(url.hash).toBe('#search-results')
    await expect(resultsHeading(page)).toBeInViewport()
    await expect(findPanel(page).getByTestId('search-reading')).toHaveText(
      '“leeds” is a place: showing suppliers that deliver near Leeds.',
    )
    await expect(findPanel(page).getByRole('status')).toHaveText('1 supplier found delivering within 25 miles of Leeds')
    expect(await cardNames(page, findPanel(page))).toEqual(['Aire Valley Building Supplies'])
    await expect(findPanel(page).getByTestId('supplier-distance')).toHaveText(['Under 1 mile from Leeds'])
    await context.close()
  })

  test(`'insulaton' finds the insulation suppliers and offers the right spelling (${js})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/suppliers')
    await searchFor(page, 'insulaton')
    await expect(findPanel(page).getByTestId('search-reading')).toContainText(
      'No supplier uses the words “insulaton”: showing close matches.',
    )
    const names = await cardNames(page, findPanel(page))
    expect(names).toEqual(expect.arrayContaining(['Capital Natural Insulation', 'Pennine Wool and Fibre Insulation']))
    // Suppliers named for insulation come first.
    expect(names.slice(0, 2).sort()).toEqual(['Capital Natural Insulation', 'Pennine Wool and Fibre Insulation'])
    const respelt = findPanel(page).getByRole('link', { name: 'Search for “insulation”' })
    await Promise.all([page.waitForURL(/q=insulation/), respelt.click()])
    await expect(findPanel(page).getByTestId('search-reading')).toHaveCount(0)
    expect(await cardNames(page, findPanel(page))).toEqual(expect.arrayContaining(['Capital Natural Insulation']))
    await context.close()
  })

  test(`an empty search offers what to widen, each a search that works (${js})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/suppliers?q=insulaton&near=Leeds&radius=10')
    await expect(findPanel(page).getByRole('status')).toHaveText('No suppliers deliver within 10 miles of Leeds')
    const widen = findPanel(page).getByRole('navigation', { name: 'Widen your search' })
    await expect(widen.getByRole('link')).toHaveText([
      'Search within 25 miles',
      'Search near Manchester',
      'Search for “insulation”',
    ])
    await expect(widen.getByRole('link', { name: 'Search within 25 miles' })).toHaveAttribute(
      'href',
      '/suppliers?q=insulaton&near=Leeds&radius=25#search-results',
    )
    await expect(widen.getByRole('listitem').nth(1)).toHaveText('Search near Manchester (1 supplier)')
    await Promise.all([
      page.waitForURL(/near=Manchester/),
      widen.getByRole('link', { name: 'Search near Manchester' }).click(),
    ])
    expect(await cardNames(page, findPanel(page))).toEqual(['Pennine Wool and Fibre Insulation'])
    await context.close()
  })
}
