import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './support/test'

import { adminToken, listingWithVerifiedAccount, staffCredentials } from './support/public-screens'

// Issue 30 in the portal and the admin: a supplier imports an openEPD file, checks the draft's figures and sends it
// for review; staff set the material type and the data type, tick 'EPD verified' and publish; the product is then
// published and verified for everyone: its public page shows the figure with 'Verified EPD'.

const PASSWORD = 'materials-portal-e2e-password'
const FIXTURE = path.resolve(import.meta.dirname, '../unit/fixtures/openepd/wood-fibre-board.json')
const BROKEN = path.resolve(import.meta.dirname, '../unit/fixtures/openepd/broken-no-declared-unit.json')

async function signIn(page: Page, email: string) {
  await page.goto('/account/sign-in')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account$/)
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Published and verified: the product's public page shows its figure per declared unit with 'Verified EPD', and it
 * exports as openEPD with the same figure. */
async function expectPublishedAndVerified(
  page: Page,
  request: APIRequestContext,
  product: { id: number; slug: string },
) {
  await page.goto(`/materials/${product.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sample wood fibre insulation board 140')
  await expect(page.getByTestId('epd-verified').first()).toHaveText('Verified EPD')
  const a1a3 = page.getByTestId('epd-figures').getByRole('row', { name: /GWP-total A1–A3/ })
  await expect(a1a3).toContainText('-95.4')
  await expect(a1a3).toContainText('kg CO2e per 1 m³')
  const answer = await request.get(`/api/products/${product.id}?depth=0`)
  expect(answer.ok(), await answer.text()).toBe(true)
  expect(await answer.json()).toMatchObject({
    _status: 'published',
    epdVerified: true,
    epd: { gwp: { a1a3: -95.4 }, declaredUnit: 'm3', dataType: 'product-specific' },
  })
  const exported = await request.get(`/api/products/${product.id}/openepd.json`)
  expect(exported.ok()).toBe(true)
  expect(await exported.json()).toMatchObject({ impacts: { 'Unknown LCIA': { gwp: { A1A2A3: { mean: -95.4 } } } } })
}

test('a supplier imports openEPD in the portal; staff verify and publish it in the admin', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const jwt = await adminToken(request, baseURL!)
  const { email } = await listingWithVerifiedAccount(request, baseURL!, jwt, {
    name: 'Materials Portal',
    password: PASSWORD,
  })
  const typeName = `Wood fibre board e2e ${Date.now().toString(36)}`
  const type = await request.post('/api/material-types', {
    headers: { authorization: `JWT ${jwt}` },
    data: { name: typeName, declaredUnit: 'm3' },
  })
  expect(type.ok(), await type.text()).toBe(true)

  await signIn(page, email)
  await page.getByRole('link', { name: 'Import an openEPD file' }).click()
  await expect(page).toHaveURL(/\/account\/products\/import$/)

  // A document that cannot be read stores nothing and names its field.
  await page.getByLabel('openEPD file (JSON)').setInputFiles(BROKEN)
  await page.getByRole('button', { name: 'Import as a draft product' }).click()
  await expect(page.getByTestId('openepd-problems')).toContainText('declared_unit: The declared unit is missing')

  await page.getByLabel('openEPD file (JSON)').setInputFiles(FIXTURE)
  await page.getByRole('button', { name: 'Import as a draft product' }).click()
  await expect(page).toHaveURL(/\/account\/products\/\d+\?imported=1$/)
  const id = Number(/\/products\/(\d+)/.exec(page.url())![1])
  await expect(page.getByTestId('product-epd-summary')).toContainText(
    'GWP A1–A3: -95.4 kg CO2e per 1 m³ · Not verified · Valid until 14 March 2029',
  )
  await expect(page.getByRole('textbox', { name: 'A1–A3 (kg CO2e per declared unit)', exact: true })).toHaveValue(
    '-95.4',
  )
  await expect(page.getByLabel('Mass per declared unit (kg)')).toHaveValue('140')
  await expect(page.getByLabel('Valid until')).toHaveValue('2029-03-14')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Send for review', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/account/products/${id}\\?sent=1$`))
  await expect(page.getByTestId('product-state')).toContainText('Pending review')

  const admin = await browser.newContext()
  try {
    const staff = await admin.newPage()
    const login = await staff.request.post('/api/users/login', { data: staffCredentials('admin') })
    expect(login.ok()).toBe(true)
    await staff.goto(`/admin/collections/products/${id}`)
    await expect(staff.locator('#field-epd__gwp__a1a3')).toHaveValue('-95.4')
    // The select lists the first 10 material types (the seed has 13): typing searches them all.
    await staff.locator('#field-materialType .rs__control').click()
    await staff.locator('#field-materialType input').fill(typeName)
    await staff.locator('.rs__option', { hasText: typeName }).click()
    await staff.locator('#field-epd__dataType .rs__control').click()
    await staff.locator('.rs__option', { hasText: 'Product-specific' }).click()
    await staff.locator('#field-epdVerified').check()
    await staff.getByRole('button', { name: 'Publish changes' }).click()
    await expect(staff.getByText(/updated successfully/i).first()).toBeVisible()
  } finally {
    await admin.close()
  }

  const product = (await (await request.get(`/api/products/${id}?depth=0`)).json()) as { id: number; slug: string }
  await expectPublishedAndVerified(page, request, product)

  await page.goto('/account/products')
  const row = page.getByTestId('products-table').getByRole('row').filter({ hasText: 'Sample wood fibre' })
  await expect(row.getByTestId('product-status')).toHaveText('Published')
  await expect(row).toContainText('Verified EPD')
  await expectNoAxeViolations(page)
})

test('the product form works without JavaScript: a bad figure gets its message and nothing is stored', async ({
  browser,
  request,
  baseURL,
}) => {
  const jwt = await adminToken(request, baseURL!)
  const { email, listing } = await listingWithVerifiedAccount(request, baseURL!, jwt, {
    name: 'Materials NoJS',
    password: PASSWORD,
  })
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await signIn(page, email)
    await page.goto('/account/products/new')
    await page.getByLabel('Product name').fill('Lime plaster without scripts')
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ index: 1 })
    await page.getByLabel('Declared unit: quantity').fill('1')
    await page.getByRole('combobox', { name: 'Declared unit', exact: true }).selectOption('kg')
    await page.getByLabel('Mass per declared unit (kg)').fill('-3')
    await page.getByLabel('Standard').selectOption('en15804-a2')
    await page.getByLabel('Data type (as the EPD states it)').selectOption('industry-average')
    await page.getByLabel('Date of issue').fill('2024-01-10')
    await page.getByLabel('Valid until').fill('2029-01-09')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked below.')
    await expect(
      page.getByText('GWP-total for A1–A3 is required: enter it in kg CO2e per declared unit.'),
    ).toBeVisible()
    await expect(page.getByText('The mass per declared unit must be greater than 0 kg (or left empty).')).toBeVisible()
    await expect(page.getByLabel('Product name')).toHaveValue('Lime plaster without scripts')
    const none = await request.get(`/api/products?where[supplier][equals]=${listing.id}&depth=0`, {
      headers: { authorization: `JWT ${jwt}` },
    })
    expect(((await none.json()) as { totalDocs: number }).totalDocs).toBe(0)

    await page.getByLabel('Mass per declared unit (kg)').fill('')
    await page.getByRole('textbox', { name: 'A1–A3 (kg CO2e per declared unit)', exact: true }).fill('0.19')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page).toHaveURL(/\/account\/products\/\d+\?saved=1$/)
    await expect(page.getByTestId('product-epd-summary')).toContainText('GWP A1–A3: 0.19 kg CO2e per 1 kg')
    await expect(page.getByTestId('product-state')).toContainText('Draft')
  } finally {
    await context.close()
  }
})
