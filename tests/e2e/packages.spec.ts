import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

import { expect, test, type Locator, type Page } from './support/test'

import { emailTo, linkIn } from './support/emails'
import { adminToken, getCategories, queryRows } from './support/public-screens'

// The whole way of a package bought by a new supplier, against the fake Stripe the e2e server starts: apply, pay,
// set the password from the e-mail, complete the listing, an admin publishes, the category page features it with
// its badge, and a refund takes the badge and the featured place away within 5 seconds.

const PACKAGE = 'Eco Pioneer'
const PASSWORD = 'package-buyer-password'

function fakeStripeUrl(baseURL: string): string {
  const file = path.join(process.cwd(), '.data', `e2e-stripe-${new URL(baseURL).port}.json`)
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { stripeApiUrl: string }).stripeApiUrl
}

function featuredCard(page: Page, name: string): Locator {
  return page.getByTestId('featured-row').getByTestId('supplier-card').filter({ hasText: name })
}

test('a visitor applies for Eco Pioneer, pays, completes the listing, and is featured with its badge until refunded', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const id = randomUUID().slice(0, 8)
  const business = `Pioneer Panels ${id}`
  const email = `owner-${id}@pioneer-panels.example`
  const [category] = await getCategories(request)

  // Pay Now for a visitor who is not signed in leads to the application.
  await page.goto('/suppliers?tab=get-listed')
  const tiers = page.getByRole('tablist', { name: 'Package tiers' })
  await tiers.getByRole('tab', { name: 'National', exact: true }).click()
  const row = page
    .getByRole('table', { name: 'National Supplier Packages' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: PACKAGE, exact: true }) })
  await expect(async () => {
    if (!/\/suppliers\/apply/.test(page.url())) await row.getByRole('button', { name: 'Pay Now' }).click()
    await expect(page).toHaveURL(/\/suppliers\/apply\?package=Eco(%20|\+)Pioneer$/, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: `Apply for ${PACKAGE}` })).toBeVisible()
  await expect(page.getByTestId('package-terms')).toContainText('A 12-month listing from the day you pay.')
  await expect(page.getByTestId('package-terms')).toContainText("The 'National Partner' badge")

  // Bad input is refused with a message and changes nothing; the typed values stay.
  await page.getByLabel('Business name').fill(business)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Please correct the fields marked below.')
  await expect(page.getByText('Please agree to the terms to continue.')).toBeVisible()
  await expect(page.getByLabel('Business name')).toHaveValue(business)
  expect(await queryRows(baseURL!, 'SELECT id FROM orders WHERE application_email = $1', [email])).toEqual([])

  await page.getByLabel('Your name').fill('Pat Pioneer')
  await page.getByLabel('Work e-mail').fill(email)
  await page.getByLabel('Phone').fill('0161 496 0000')
  await page.getByLabel('City').fill('Manchester')
  await page.getByLabel('Category').selectOption({ label: category.name })
  await page.getByLabel('Website').fill(`pioneer-panels-${id}.example`)
  await page.getByLabel('I agree to the terms and conditions and the privacy policy.').check()
  const returned = page.waitForRequest(
    (r) => r.isNavigationRequest() && /\/checkout\/complete\?session_id=cs_test_/.test(r.url()),
  )
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  expect((await returned).redirectedFrom()?.url()).toMatch(new RegExp(`^${fakeStripeUrl(baseURL!)}/pay/cs_test_`))
  // Stripe returns the buyer to the page of their order (issue 28).
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
  await expect(page.getByTestId('order-package')).toHaveText(PACKAGE)

  // The e-mailed link sets the password; the supplier signs in and completes the listing.
  const welcome = await emailTo(request, baseURL!, email, /^Set your password and complete your listing/)
  await page.goto(linkIn(welcome, '/account/reset-password'))
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD)
  await page.getByRole('textbox', { name: 'New password again', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Save the password' }).click()
  await expect(page).toHaveURL(/\/account\/sign-in\?password-set=1$/)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText(business, { exact: true })).toBeVisible()
  await expect(page.getByTestId('listing-status')).toHaveText('Not published yet')
  await expect(page.getByTestId('account-package')).toContainText(PACKAGE)
  await expect(page.getByRole('button', { name: 'Renew' })).toBeVisible()
  await page.getByTestId('receipts').getByRole('link').first().click()
  await expect(page.getByTestId('receipt')).toContainText(PACKAGE)
  await expect(page.getByTestId('receipt')).toContainText('£1,275.00')

  const description = `Natural fibre insulation panels made by ${business}.`
  await page.goto('/account/listing')
  await page.getByLabel('Description').fill(description)
  await page.getByRole('button', { name: 'Send changes for review' }).click()
  await expect(page).toHaveURL(/\/account\?saved=1$/)
  await expect(page.getByTestId('listing-status')).toHaveText('Not published yet')

  const [listing] = await queryRows<{ id: number; slug: string }>(
    baseURL!,
    'SELECT id, slug FROM suppliers WHERE contact_email = $1',
    [email],
  )
  const categoryPage = `/category/${category.slug}`
  expect(await (await request.get(categoryPage)).text()).not.toContain(business)

  // An admin publishes the listing.
  const admin = await browser.newContext()
  try {
    await admin.addCookies([{ name: 'payload-token', value: await adminToken(request, baseURL!), url: baseURL! }])
    const adminPage = await admin.newPage()
    await adminPage.goto(`/admin/collections/suppliers/${listing.id}`)
    await expect(adminPage.locator('#field-description')).toHaveValue(description)
    await adminPage.getByRole('button', { name: /^Publish/ }).click()
    await expect(adminPage.getByText(/published successfully|updated successfully/i).first()).toBeVisible()
  } finally {
    await admin.close()
  }

  // The category page features the supplier, with its badge, in the row labelled 'Featured'.
  await expect
    .poll(async () => {
      await page.goto(categoryPage)
      return featuredCard(page, business).count()
    })
    .toBe(1)
  await expect(page.getByRole('heading', { name: 'Featured', exact: true })).toBeVisible()
  await expect(featuredCard(page, business).getByTestId('tier-badge')).toHaveText('National Partner')
  const profile = await (await request.get(`/suppliers/${listing.slug}`)).text()
  expect(profile).toContain('National Partner')

  // A refund ends the entitlement: within 5 seconds the badge and the featured place are gone, the listing stays.
  const [order] = await queryRows<{ stripe_session_id: string }>(
    baseURL!,
    'SELECT stripe_session_id FROM orders WHERE application_email = $1',
    [email],
  )
  const refund = await request.post(`${fakeStripeUrl(baseURL!)}/__control`, {
    data: { refund: order.stripe_session_id },
  })
  expect(refund.ok()).toBe(true)
  const refunded = Date.now()
  await expect
    .poll(
      async () => {
        await page.goto(categoryPage)
        return {
          featured: await featuredCard(page, business).count(),
          badges: await page
            .getByTestId('supplier-card')
            .filter({ hasText: business })
            .getByTestId('tier-badge')
            .count(),
          listed: await page.getByTestId('supplier-card').filter({ hasText: business }).count(),
        }
      },
      { timeout: 5_000, intervals: [100, 250, 500] },
    )
    .toEqual({ featured: 0, badges: 0, listed: 1 })
  expect(Date.now() - refunded).toBeLessThan(5_000)
  expect(
    await queryRows(baseURL!, 'SELECT status, end_reason FROM entitlements WHERE supplier_id = $1', [listing.id]),
  ).toEqual([{ status: 'ended', end_reason: 'refunded' }])
})
