import fs from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator } from './support/test'

import { adminToken, listingWithVerifiedAccount } from './support/public-screens'

// A VAT-registered seller's package receipt in Chromium (issue 34): staff tick VAT-registered in Site settings, a
// supplier pays for Green Starter (the spec's £375, prices including VAT) at the fake Stripe's Checkout, and the
// portal's receipt is a full VAT invoice whose PDF downloads for that account only. The settings go back afterwards.

const PASSWORD = 'vat-receipts-password'
const PACKAGE = 'Green Starter'

/** Clicks Pay Now once the page is interactive (a click before hydration does nothing). */
async function clickPayNow(row: Locator): Promise<void> {
  const processing = row.getByRole('button', { name: 'Processing...' })
  await expect(async () => {
    if (!(await processing.isVisible())) await row.getByRole('button', { name: 'Pay Now' }).click()
    await expect(processing).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

test('a VAT-registered seller’s receipt is a VAT invoice, with a PDF for the listing’s own account only', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const token = await adminToken(request, baseURL!)
  const headers = { authorization: `JWT ${token}` }
  const before = (await (await request.get('/api/globals/site-settings?depth=0', { headers })).json()) as {
    vatTreatment: string
    seller: Record<string, unknown> | null
  }
  const save = async (data: Record<string, unknown>) => {
    const answer = await request.post('/api/globals/site-settings', { headers, data })
    expect(answer.ok(), await answer.text()).toBe(true)
  }
  try {
    await save({
      vatTreatment: 'included',
      seller: {
        ...before.seller,
        legalName: 'EcoBuild Directory Ltd',
        address: '1 Green Street\nLondon\nEC1A 1AA',
        vatRegistered: true,
        vatNumber: 'GB123456789',
        vatRate: 20,
      },
    })
    const { email } = await listingWithVerifiedAccount(request, baseURL!, token, {
      name: 'VAT Receipts',
      password: PASSWORD,
    })
    await page.goto('/account/sign-in')
    await page.getByLabel('E-mail address').fill(email)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/account$/)

    await page.goto('/suppliers?tab=get-listed')
    const row = page
      .getByRole('table', { name: 'Local Supplier Packages' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: PACKAGE, exact: true }) })
    await clickPayNow(row)
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 })

    await page.goto('/account')
    await page.getByTestId('receipts').getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'VAT invoice' })).toBeVisible()
    const receipt = page.getByTestId('receipt')
    await expect(receipt.getByTestId('receipt-seller')).toContainText('EcoBuild Directory Ltd')
    await expect(receipt.getByTestId('receipt-seller')).toContainText('VAT number: GB123456789')
    await expect(receipt).toContainText(/VAT-\d{6}/)
    await expect(receipt).toContainText('Date and time of supply')
    const line = receipt.getByTestId('receipt-lines').getByRole('row').nth(1)
    await expect(line).toContainText(`${PACKAGE} listing package`)
    await expect(line).toContainText('£312.50')
    await expect(line).toContainText('20%')
    await expect(line).toContainText('£62.50')
    await expect(line).toContainText('£375.00')
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(axe.violations).toEqual([])

    const link = page.getByRole('link', { name: 'Download the VAT invoice (PDF)' })
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^\/account\/receipts\/\d+\/pdf$/)
    const download = page.waitForEvent('download')
    await link.click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^EBD-\d{6}\.pdf$/)
    expect(
      fs
        .readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    // The same request from the page (its session cookie, same origin): the headers the browser gets.
    const fetched = await page.evaluate(async (url) => {
      const answer = await fetch(url)
      return {
        status: answer.status,
        type: answer.headers.get('content-type'),
        cache: answer.headers.get('cache-control'),
      }
    }, href!)
    expect(fetched).toEqual({ status: 200, type: 'application/pdf', cache: 'no-store' })
    // Without the account's session (an admin's API request, no cookie): 404, nothing shown.
    expect((await request.get(href!)).status()).toBe(404)
  } finally {
    await save({ vatTreatment: before.vatTreatment, seller: before.seller })
  }
})
