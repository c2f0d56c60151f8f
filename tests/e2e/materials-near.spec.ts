import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from './support/test'

import { formField, queryRows, uniquePhone } from './support/public-screens'

// Materials near a place and transport carbon (issue 32) in Chromium, on the seeded catalogue with the fake
// postcodes.io the e2e server starts: Aire Valley Building Supplies is based in Leeds (delivers 50 miles; its
// products' plant, Kirkstall, is no GeoNames town, so they are at its base, 2 miles from LS6 2AA); Pennine Wool and
// Fibre Insulation is based in Manchester (36 miles; delivers 100) and makes its products in Hebden Bridge, 19 miles
// from LS6 2AA. Every other seeded supplier and plant is over 25 miles away.

const HEMPCRETE = 'Hempcrete block 440 × 215 × 150 mm'
const SARKING = 'Wood-fibre sarking board 230 kg/m³'

const findPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Find Suppliers' })
const materialsForm = (page: Page) => page.getByRole('form', { name: 'Filter materials' })
const cards = (page: Page) => page.getByTestId('product-cards').locator('article')

async function cardDistance(page: Page, name: string) {
  return cards(page)
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .getByTestId('product-distance')
}

async function searchMaterialsNear(page: Page, place: string, radius: string, sort?: string) {
  const form = materialsForm(page)
  await form.getByLabel('Near (postcode or town)').fill(place)
  await form.getByLabel('Within').selectOption(radius)
  if (sort) await form.getByLabel('Sort by').selectOption(sort)
  await Promise.all([page.waitForURL(/\/materials\?/), form.getByRole('button', { name: 'Show materials' }).click()])
}

async function expectTransportEstimate(page: Page, place: string) {
  const estimate = page.getByTestId('transport-estimate')
  await expect(estimate).toContainText(`Estimate: transport emissions to ${place}`)
  // 2.007 miles × 1.609344 × 1.4 × 0.10163 kg CO2e per tonne-km; × 0.32 t per m³ (its mass per declared unit).
  await expect(estimate).toContainText('0.4596 kg CO2e per tonne')
  await expect(estimate).toContainText('0.1471 kg CO2e per 1 m³')
  await expect(estimate).toContainText(`2 miles from ${place} in a straight line, from the supplier's base in Leeds`)
  const factors = estimate.getByTestId('transport-factors')
  await expect(factors).toContainText('Routing factor 1.4: EC3 (Building Transparency)')
  await expect(factors).toContainText('Emission factor 0.1016 kg CO2e per tonne-km:')
  await expect(factors).toContainText('UK Government GHG Conversion Factors for Company Reporting 2025 (DESNZ)')
  await expect(estimate).toContainText('An estimate: straight-line distance × routing factor × emission factor.')
}

test("'LS6 2AA' within 25 miles: suppliers with distances, then its materials, a product's transport estimate and an enquiry for the site", async ({
  page,
  baseURL,
}) => {
  await page.goto('/suppliers?near=LS6+2AA&radius=25')
  await expect(findPanel(page).getByRole('status')).toHaveText('1 supplier found delivering within 25 miles of LS6 2AA')
  await expect(findPanel(page).getByTestId('supplier-distance')).toHaveText(['2 miles from LS6 2AA'])

  await page.goto('/materials')
  await searchMaterialsNear(page, 'LS6 2AA', '25')
  const url = new URL(page.url())
  expect(url.searchParams.get('near')).toBe('LS6 2AA')
  expect(url.searchParams.get('radius')).toBe('25')
  await expect(page.getByTestId('near-status')).toHaveText(
    'Within 25 miles of LS6 2AA, from suppliers that deliver there',
  )
  await expect(await cardDistance(page, HEMPCRETE)).toHaveText('2 miles from LS6 2AA')
  await expect(await cardDistance(page, SARKING)).toHaveText('19 miles from LS6 2AA')
  // Irwell's concrete is made in Salford, 37 miles away.
  await expect(page.getByRole('link', { name: 'C32/40 ready-mix, 50% GGBS' })).toHaveCount(0)

  await Promise.all([
    page.waitForURL(/\/materials\/.+\?near=LS6\+2AA/),
    page.getByRole('link', { name: HEMPCRETE }).click(),
  ])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEMPCRETE)
  await expect(page.getByLabel('Your site (postcode or town)')).toHaveValue('LS6 2AA')
  await expectTransportEstimate(page, 'LS6 2AA')

  // Then a quote for the site: the product page's enquiry names, before consent, exactly whom it reaches.
  // The place was a full postcode: the enquiry's 'Site postcode' starts with it.
  const section = page.locator('#enquiry')
  await section.scrollIntoViewIfNeeded()
  await expect(section.getByRole('textbox', { name: 'Site postcode' })).toHaveValue('LS6 2AA')
  const named = (await section.getByTestId('enquiry-recipients').textContent()) ?? ''
  const email = `e2e-near-${randomUUID().slice(0, 8)}@routing.test`
  await formField(section, 'Full Name').fill('Headingley Builder')
  await formField(section, 'Email').fill(email)
  await formField(section, 'Phone Number').fill(uniquePhone())
  await formField(section, 'City').fill('Leeds')
  await formField(section, 'Project Details').fill('Hempcrete blocks for a garden room at LS6 2AA, about 12 m³.')
  await section.getByRole('checkbox').check()
  await section.getByRole('button', { name: 'Submit Enquiry' }).click()
  await expect(page.getByText('Thank you!', { exact: true })).toBeVisible()
  const reached = await queryRows<{ name: string; site_postcode: string }>(
    baseURL,
    `select s.name, l.site_postcode from leads l join lead_connections lc on lc.lead_id = l.id
       join suppliers s on s.id = lc.supplier_id where l.email = $1`,
    [email],
  )
  expect(reached.map((r) => r.name)).toEqual(['Aire Valley Building Supplies'])
  expect(reached[0].site_postcode).toBe('LS6 2AA')
  expect(named).toContain('Aire Valley Building Supplies')
})

test('the same materials search and a product’s place field without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/materials')
  await searchMaterialsNear(page, 'ls6 2aa', '25', 'distance')
  await expect(page.getByTestId('near-status')).toHaveText(
    'Within 25 miles of LS6 2AA, from suppliers that deliver there',
  )
  const distances = await page.getByTestId('product-distance').allTextContents()
  expect(distances.slice(0, 3)).toEqual(['2 miles from LS6 2AA', '2 miles from LS6 2AA', '2 miles from LS6 2AA'])
  expect(new Set(distances.slice(3))).toEqual(new Set(['19 miles from LS6 2AA']))

  // The product page itself (cached) has the place field: a GET form to the page, so it needs no script either.
  await page.getByRole('link', { name: HEMPCRETE }).click()
  const productUrl = new URL(page.url())
  await page.goto(productUrl.pathname)
  await expect(page.getByTestId('transport-estimate')).toHaveCount(0)
  await page.getByLabel('Your site (postcode or town)').fill('LS6 2AA')
  await Promise.all([
    page.waitForURL(/\?near=LS6\+2AA/),
    page.getByRole('button', { name: 'Estimate transport' }).click(),
  ])
  await expectTransportEstimate(page, 'LS6 2AA')
  await expect(page.locator('#enquiry').getByRole('textbox', { name: 'Site postcode' })).toHaveValue('LS6 2AA')
  // A town is not a site postcode: the field stays empty.
  await page.goto(`${productUrl.pathname}?near=Leeds`)
  await expect(page.getByTestId('transport-estimate')).toContainText('Estimate: transport emissions to Leeds')
  await expect(page.locator('#enquiry').getByRole('textbox', { name: 'Site postcode' })).toHaveValue('')

  // A place it cannot find: its message beside the field, and no estimate.
  await page.goto(`${productUrl.pathname}?near=LS6+2A`)
  await expect(page.getByText('“LS6 2A” is not a UK postcode.', { exact: false })).toBeVisible()
  await expect(page.getByTestId('transport-estimate')).toHaveCount(0)
  await context.close()
})

test('materials nowhere near, an unknown postcode and a radius not offered get the supplier search’s words', async ({
  page,
}) => {
  await page.goto('/materials?near=Totnes&radius=10')
  await expect(page.getByText('No suppliers deliver these materials within 10 miles of Totnes')).toBeVisible()
  const wider = page.getByRole('link', { name: 'Search within 25 miles' })
  await expect(wider).toHaveAttribute('href', '/materials?near=Totnes&radius=25')

  const response = await page.goto('/materials?near=LS6+2A&radius=25')
  expect(response?.headers()['set-cookie']).toBeUndefined()
  await expect(materialsForm(page).getByLabel('Near (postcode or town)')).toHaveAttribute('aria-invalid', 'true')
  await expect(materialsForm(page)).toContainText(
    '“LS6 2A” is not a UK postcode. Enter a full postcode (like LS6 2AA), its first part (like LS6) or a town.',
  )
  await page.goto('/materials?near=Leeds&radius=30')
  await expect(materialsForm(page)).toContainText('Choose a radius of 10, 25, 50 or 100 miles.')
})
