import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'

import { cardNames } from './support/public-screens'

// Search near a place on /suppliers (issue 32): a postcode through the fake postcodes.io the e2e server starts
// (tests/fakes/postcodes.ts), distances on the cards, the visitor's order, and the same search without JavaScript.
// Seeded bases: Aire Valley in Leeds (delivers 50 miles), Irwell and Pennine in Manchester (50 and 100 miles), about
// 2 and 36 miles from LS6 2AA; every other seeded supplier is over 100 miles away.

const findPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Find Suppliers' })
const searchForm = (page: Page) => page.getByRole('search', { name: 'Search suppliers' })

async function searchNear(page: Page, place: string, radius: string, sort?: string): Promise<URL> {
  const form = searchForm(page)
  await form.getByLabel('Near (postcode or town)').fill(place)
  await form.getByLabel('Within').selectOption(radius)
  if (sort) await form.getByLabel('Sort by').selectOption(sort)
  await Promise.all([page.waitForURL(/\/suppliers\?/), form.getByRole('button', { name: 'Search' }).click()])
  await expect(findPanel(page).getByRole('heading', { name: 'Search results' })).toBeVisible()
  return new URL(page.url())
}

const distances = (page: Page) => findPanel(page).getByTestId('supplier-distance').allTextContents()

for (const javaScriptEnabled of [true, false]) {
  test(`'LS6 2AA' within 25 miles lists the suppliers that deliver there, with their distances (JavaScript ${
    javaScriptEnabled ? 'on' : 'off'
  })`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/suppliers')
    const url = await searchNear(page, 'ls6 2aa', '25')
    // The address is the search: shareable, and only the fields filled.
    expect(url.search).toBe('?near=ls6+2aa&radius=25')
    await expect(findPanel(page).getByRole('status')).toHaveText(
      '1 supplier found delivering within 25 miles of LS6 2AA',
    )
    expect(await cardNames(page, findPanel(page))).toEqual(['Aire Valley Building Supplies'])
    expect(await distances(page)).toEqual(['2 miles from LS6 2AA'])
    await expect(searchForm(page).getByLabel('Near (postcode or town)')).toHaveValue('ls6 2aa')

    // Wider, by eco-score (the default) and then by distance.
    await searchNear(page, 'LS6 2AA', '50')
    expect(await cardNames(page, findPanel(page))).toEqual([
      'Pennine Wool and Fibre Insulation',
      'Irwell Low-Carbon Concrete',
      'Aire Valley Building Supplies',
    ])
    expect(await distances(page)).toEqual(['36 miles from LS6 2AA', '36 miles from LS6 2AA', '2 miles from LS6 2AA'])
    const byDistance = await searchNear(page, 'LS6 2AA', '50', 'distance')
    expect(byDistance.searchParams.get('sort')).toBe('distance')
    expect(await cardNames(page, findPanel(page))).toEqual([
      'Aire Valley Building Supplies',
      'Pennine Wool and Fibre Insulation',
      'Irwell Low-Carbon Concrete',
    ])

    // Shared: the address alone gives the same page.
    const shared = await context.newPage()
    await shared.goto(byDistance.pathname + byDistance.search)
    expect(await cardNames(shared, findPanel(shared))).toEqual(await cardNames(page, findPanel(page)))
    await context.close()
  })
}

test('nowhere near: says so and offers a wider radius; a place it cannot find gets its message', async ({ page }) => {
  await page.goto('/suppliers?near=Totnes&radius=10')
  await expect(findPanel(page).getByRole('status')).toHaveText('No suppliers deliver within 10 miles of Totnes')
  const wider = findPanel(page).getByRole('link', { name: 'Search within 25 miles' })
  await expect(wider).toHaveAttribute('href', '/suppliers?near=Totnes&radius=25#search-results')
  await Promise.all([page.waitForURL(/radius=25/), wider.click()])
  await expect(findPanel(page).getByRole('status')).toHaveText('No suppliers deliver within 25 miles of Totnes')

  const response = await page.goto('/suppliers?near=LS6+2A&radius=25')
  expect(response?.status()).toBe(200)
  await expect(searchForm(page).getByRole('alert')).toHaveText(
    '“LS6 2A” is not a UK postcode. Enter a full postcode (like LS6 2AA), its first part (like LS6) or a town.',
  )
  await expect(searchForm(page).getByLabel('Near (postcode or town)')).toHaveAttribute('aria-invalid', 'true')

  await page.goto('/suppliers?near=Leeds&radius=30')
  await expect(searchForm(page).getByRole('alert')).toHaveText('Choose a radius of 10, 25, 50 or 100 miles.')

  // The towns' source is credited beside the field.
  await expect(searchForm(page).getByRole('link', { name: 'GeoNames' })).toHaveAttribute(
    'href',
    'https://www.geonames.org/',
  )
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})
