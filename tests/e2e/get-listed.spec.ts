import { expect, test } from './support/test'

import { adminToken, getGlobal } from './support/public-screens'

// The Get Listed tab's package tiers: tabs with JavaScript, every tier in the HTML without it, cards on a phone.

const TIERS = [
  { tab: 'Local', table: 'Local Supplier Packages', tier: 'local', param: null },
  { tab: 'National', table: 'National Supplier Packages', tier: 'national', param: 'national' },
  { tab: 'Enterprise', table: 'Enterprise Supplier Packages', tier: 'enterprise', param: 'enterprise' },
] as const
const TERMS = 'Each price is a one-off payment for a 12-month listing. Prices include VAT.'

test.describe('Get Listed on a phone (390 x 800)', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('each package tab shows its packages with every price and Pay Now inside the screen', async ({ page }) => {
    await page.goto('/suppliers?tab=get-listed')
    const tiers = page.getByRole('tablist', { name: 'Package tiers' })
    await expect(tiers).toBeVisible()
    const width = page.viewportSize()!.width
    for (const tier of TIERS) {
      const tab = tiers.getByRole('tab', { name: tier.tab, exact: true })
      await tab.click()
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      // The choice is in the address (the first tier needs none).
      await expect.poll(() => new URL(page.url()).searchParams.get('package')).toBe(tier.param)
      const section = page.getByTestId(`package-table-${tier.tier}`)
      await expect(section).toBeVisible()
      await expect(section.getByText(TERMS)).toBeVisible()
      const prices = section.getByTestId('package-price')
      const buttons = section.getByRole('button', { name: 'Pay Now' })
      await expect(prices).toHaveCount(3)
      await expect(buttons).toHaveCount(3)
      for (const locator of [...(await prices.all()), ...(await buttons.all())]) {
        await locator.scrollIntoViewIfNeeded()
        const box = await locator.boundingBox()
        expect(box, 'on screen').not.toBeNull()
        expect(box!.x).toBeGreaterThanOrEqual(0)
        expect(box!.x + box!.width).toBeLessThanOrEqual(width)
      }
    }
    // Nothing on the tab is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })

  test('?package= opens that tab, and each card names its fields', async ({ page }) => {
    await page.goto('/suppliers?tab=get-listed&package=enterprise')
    const tiers = page.getByRole('tablist', { name: 'Package tiers' })
    await expect(tiers.getByRole('tab', { name: 'Enterprise', exact: true })).toHaveAttribute('aria-selected', 'true')
    const section = page.getByTestId('package-table-enterprise')
    await expect(section).toBeVisible()
    const price = section.getByTestId('package-price').first()
    await expect(price).toHaveText('£3,475')
    expect(await price.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Price"')
  })
})

test('without JavaScript every tier is in the page, one after another, with the payment terms', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  const html = await (await page.request.get('/suppliers?tab=get-listed')).text()
  for (const tier of TIERS) expect(html).toContain(tier.table)
  expect(html.match(/>Pay Now</g)?.length).toBe(9)
  expect(html).toContain(TERMS)

  // Shown as a page would be without scripts: every tier's table visible and no tab list that could not work.
  await page.goto('/suppliers?tab=get-listed')
  await page.evaluate(() =>
    document.querySelectorAll('[role=tabpanel]:has([data-tabs-noscript])').forEach((p) => p.removeAttribute('hidden')),
  )
  for (const tier of TIERS) await expect(page.getByRole('table', { name: tier.table })).toBeVisible()
  await expect(page.getByRole('tablist', { name: 'Package tiers' })).toBeHidden()
  await context.close()
})

test('the terms follow the CMS: staff change the get-listed text and the VAT site setting, and the page follows', async ({
  page,
  request,
  baseURL,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request, baseURL!)}` }
  const before = {
    terms: (await getGlobal<{ paymentTerms: string }>(request, 'get-listed')).paymentTerms,
    vat: (await getGlobal<{ vatTreatment: string }>(request, 'site-settings')).vatTreatment,
  }
  const terms = `Each price buys a 6-month listing (${Date.now()}).`
  try {
    expect((await request.post('/api/globals/get-listed', { headers, data: { paymentTerms: terms } })).ok()).toBe(true)
    expect(
      (await request.post('/api/globals/site-settings', { headers, data: { vatTreatment: 'excluded' } })).ok(),
    ).toBe(true)
    await expect(async () => {
      await page.goto('/suppliers?tab=get-listed')
      await expect(page.getByTestId('pricing-terms').first()).toHaveText(`${terms} Prices exclude VAT.`, {
        timeout: 1_000,
      })
    }).toPass({ timeout: 20_000 })
  } finally {
    await request.post('/api/globals/get-listed', { headers, data: { paymentTerms: before.terms } })
    await request.post('/api/globals/site-settings', { headers, data: { vatTreatment: before.vat } })
  }
})
