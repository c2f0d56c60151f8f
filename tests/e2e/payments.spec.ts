import fs from 'node:fs'
import path from 'node:path'

import { randomBytes } from 'node:crypto'

import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test'

import { adminToken, getCategories, queryRows } from './support/public-screens'

// Runs against the fake Stripe that scripts/e2e-server.mjs starts when Stripe is not configured: its hosted
// page delivers a signed checkout.session.completed to the site and redirects to the success_url.
// Pay Now goes straight to Checkout for a signed-in supplier (a visitor first applies: packages.spec.ts), so these
// tests sign in as a supplier whose listing is an unpublished draft of their own.

const PACKAGE = 'Green Starter'
const PRICE_PENCE = '37500'
const PASSWORD = `Pw-${randomBytes(6).toString('hex')}-payments`
let buyer = ''

/** A supplier account for a draft listing of this spec's own, made by an admin through the REST API. */
async function createBuyer(request: APIRequestContext, baseURL: string): Promise<string> {
  const token = await adminToken(request, baseURL)
  const id = randomBytes(4).toString('hex')
  const [category] = await getCategories(request)
  const listing = await request.post('/api/suppliers?draft=true', {
    headers: { authorization: `JWT ${token}` },
    data: {
      name: `Payments E2E ${id}`,
      slug: `payments-e2e-${id}`,
      description: 'A draft listing of the payments spec.',
      location: 'Testtown',
      category: category.id,
      _status: 'draft',
    },
  })
  expect(listing.ok(), await listing.text()).toBe(true)
  const { doc } = (await listing.json()) as { doc: { id: number } }
  const email = `payments-${id}@supplier.test`
  const created = await request.post('/api/supplier-accounts', {
    headers: { authorization: `JWT ${token}` },
    data: { email, password: PASSWORD, name: 'Payments Tester', supplier: doc.id },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const account = (await created.json()) as { doc: { id: number } }
  const verified = await request.patch(`/api/supplier-accounts/${account.doc.id}`, {
    headers: { authorization: `JWT ${token}` },
    data: { _verified: true },
  })
  expect(verified.ok(), await verified.text()).toBe(true)
  return email
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/account/sign-in')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account$/)
}

type RecordedRequest = { path: string; form: Record<string, string> }

function fakeStripeUrl(baseURL: string): string {
  const file = path.join(process.cwd(), '.data', `e2e-stripe-${new URL(baseURL).port}.json`)
  expect(
    fs.existsSync(file),
    `${file} is missing: run with STRIPE_SECRET_KEY and STRIPE_API_URL unset so the e2e server starts the fake Stripe`,
  ).toBe(true)
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { stripeApiUrl: string }).stripeApiUrl
}

async function controlFake(
  request: APIRequestContext,
  fake: string,
  command: { failNext?: number; reset?: boolean },
): Promise<void> {
  expect((await request.post(`${fake}/__control`, { data: command })).ok()).toBe(true)
}

function ordersFor(
  baseURL: string,
  packageName: string,
): Promise<{ status: string; amount: string; customer_email: string | null }[]> {
  return queryRows(
    baseURL,
    'SELECT status, amount::text AS amount, customer_email FROM orders WHERE package_name = $1 ORDER BY id',
    [packageName],
  )
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

function packageRow(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: 'Local Supplier Packages' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
}

/** Holds the Pay Now server action (a POST to the page) until release(), to observe the processing state. */
async function holdCheckoutAction(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.pathname === '/suppliers',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      await gate
      await route.continue()
    },
  )
  return () => release()
}

/** Clicks Pay Now once the page is interactive (a click before hydration does nothing). */
async function clickPayNow(row: Locator): Promise<void> {
  const processing = row.getByRole('button', { name: 'Processing...' })
  await expect(async () => {
    if (!(await processing.isVisible())) await row.getByRole('button', { name: 'Pay Now' }).click()
    await expect(processing).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

test.describe('Pay Now with Stripe Checkout', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async ({ request, baseURL }) => {
    buyer = await createBuyer(request, baseURL!)
  })

  test.beforeEach(async ({ page, request, baseURL }) => {
    await controlFake(request, fakeStripeUrl(baseURL!), { reset: true })
    await signIn(page, buyer)
  })

  test('goes to the hosted checkout and back: Processing..., the order page saying Payment Successful!, and the order paid', async ({
    page,
    request,
    baseURL,
  }) => {
    const fake = fakeStripeUrl(baseURL!)
    const before = await ordersFor(baseURL!, PACKAGE)
    await page.goto('/suppliers?tab=get-listed')
    const row = packageRow(page, PACKAGE)
    const release = await holdCheckoutAction(page)

    await clickPayNow(row)
    await expect(row.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    await expect(toast(page, 'Processing payment...')).toContainText(
      'Please wait while we redirect you to the payment page.',
    )

    const returned = page.waitForRequest(
      (r) => r.isNavigationRequest() && /\/checkout\/complete\?session_id=cs_test_/.test(r.url()),
    )
    release()
    expect((await returned).redirectedFrom()?.url()).toMatch(new RegExp(`^${fake}/pay/cs_test_`))
    // The page of the order (issue 28) says the spec's words, and sends a signed-in supplier to the account.
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
    await expect(page.getByText('Thank you for your payment. Your listing will be processed shortly.')).toBeVisible()
    await expect(page.getByTestId('order-package')).toHaveText(PACKAGE)
    await expect(page.getByTestId('signed-in-next')).toContainText('Your receipt and your package are in your account')
    await expect(toast(page, 'Error')).toHaveCount(0)

    // The session was created at the CMS price (and retrieved on the return), and the one new order is paid.
    const requests = (await (await request.get(`${fake}/__requests`)).json()) as RecordedRequest[]
    expect(requests.map((r) => r.path)).toEqual([
      '/v1/checkout/sessions',
      expect.stringMatching(/^\/v1\/checkout\/sessions\/cs_test_/),
    ])
    expect(requests[0]?.form['line_items[0][price_data][unit_amount]']).toBe(PRICE_PENCE)
    expect(requests[0]?.form['line_items[0][price_data][product_data][name]']).toBe(PACKAGE)
    await expect
      .poll(async () => (await ordersFor(baseURL!, PACKAGE)).slice(before.length))
      .toEqual([{ status: 'paid', amount: PRICE_PENCE, customer_email: buyer }])
  })

  test('when Stripe fails: the error toast, the button enabled again, no redirect and no order', async ({
    page,
    request,
    baseURL,
  }) => {
    const fake = fakeStripeUrl(baseURL!)
    const before = await ordersFor(baseURL!, PACKAGE)
    // The SDK retries a 5xx once with the same idempotency key, and Stripe replays the stored 500 to it.
    await controlFake(request, fake, { failNext: 1 })
    await page.goto('/suppliers?tab=get-listed')
    const row = packageRow(page, PACKAGE)
    const release = await holdCheckoutAction(page)

    await clickPayNow(row)
    await expect(row.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    release()

    const error = toast(page, 'Could not process payment. Please try again.')
    await expect(error).toBeVisible()
    await expect(error).toContainText('Error')
    // One message: the error replaced 'Processing payment...'.
    await expect(toast(page, 'Processing payment...')).toHaveCount(0)
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
    await expect(row.getByRole('button', { name: 'Pay Now' })).toBeEnabled()
    expect(new URL(page.url()).pathname).toBe('/suppliers')
    expect(new URL(page.url()).host).toBe(new URL(baseURL!).host)
    expect(await ordersFor(baseURL!, PACKAGE)).toEqual(before)

    // The next attempt goes through.
    const returned = page.waitForRequest(
      (r) => r.isNavigationRequest() && /\/checkout\/complete\?session_id=cs_test_/.test(r.url()),
    )
    await row.getByRole('button', { name: 'Pay Now' }).click()
    await returned
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
  })
})
