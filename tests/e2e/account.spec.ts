import { randomBytes } from 'node:crypto'

import { expect, test, type APIRequestContext, type Page } from './support/test'

import { SIGN_IN_FAILED } from '@/lib/account/messages'
import { emailTo, linkIn } from './support/emails'
import { staffToken, suppliersWhere } from './support/public-screens'

// The supplier portal's doors: signing in and out, the forgotten password, what a signed-out visitor gets, and
// that a supplier's session opens neither the admin panel nor a cached page.

type Account = { email: string; password: string; listingName: string }

/** A supplier account for a seeded, published listing, made by an admin through the REST API. */
async function createAccount(request: APIRequestContext, baseURL: string): Promise<Account> {
  const [listing] = await suppliersWhere(request, 'where[location][equals]=London')
  const token = await staffToken(request, baseURL, 'admin')
  const account = {
    email: `portal-${randomBytes(4).toString('hex')}@supplier.test`,
    password: `Pw-${randomBytes(6).toString('hex')}-portal`,
    listingName: listing.name,
  }
  const created = await request.post('/api/supplier-accounts', {
    headers: { authorization: `JWT ${token}` },
    data: { email: account.email, password: account.password, name: 'Portal Tester', supplier: listing.id },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  // Staff-made accounts confirm their address by the e-mailed link; this one is confirmed by its admin at once.
  const verified = await request.patch(`/api/supplier-accounts/${doc.id}`, {
    headers: { authorization: `JWT ${token}` },
    data: { _verified: true },
  })
  expect(verified.ok(), await verified.text()).toBe(true)
  return account
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/account/sign-in')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a signed-out visitor is sent to sign in, and the portal pages are neither cached nor indexed', async ({
  page,
}) => {
  const response = await page.goto('/account')
  await expect(page).toHaveURL(/\/account\/sign-in\?next=%2Faccount$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Supplier sign in' })).toBeVisible()
  expect(response?.headers()['cache-control'] ?? '').toMatch(/no-store/)
  expect(response?.headers()['cache-control'] ?? '').toMatch(/private/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // The site's own header and footer frame the portal.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('a supplier signs in (a wrong password is refused with a message), sees its listing, and signs out', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, baseURL ?? '')
  await signIn(page, account.email, 'not-the-password')
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(SIGN_IN_FAILED)
  await expect(page.getByLabel('E-mail address')).toHaveValue(account.email)

  await signIn(page, account.email, account.password)
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your supplier account' })).toBeVisible()
  await expect(page.getByText(account.listingName, { exact: true })).toBeVisible()
  await expect(page.getByTestId('listing-status')).toHaveText('Published')
  const home = await page.request.get('/account')
  expect(home.headers()['cache-control']).toMatch(/no-store/)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByText('You are signed out.')).toBeVisible()
  await page.goto('/account')
  await expect(page).toHaveURL(/\/account\/sign-in/)
})

test("a supplier's session opens neither the admin panel nor its API", async ({ page, request, baseURL }) => {
  const account = await createAccount(request, baseURL ?? '')
  await signIn(page, account.email, account.password)
  await expect(page).toHaveURL(/\/account$/)
  await page.goto('/admin')
  await expect(page).not.toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: 'Suppliers' })).toHaveCount(0)
  const me = await page.request.get('/api/users/me')
  expect(((await me.json()) as { user: unknown }).user).toBeNull()
  const leads = await page.request.get('/api/leads')
  expect(leads.status()).toBe(403)
})

test('a forgotten password: the e-mailed link sets a new one, and the used link then says so clearly', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, baseURL ?? '')
  await page.goto('/account/forgot-password')
  await page.getByLabel('E-mail address').fill(account.email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByRole('status')).toContainText('If an account uses that address')

  const email = await emailTo(request, baseURL ?? '', account.email, /Reset your password/)
  const link = linkIn(email, '/account/reset-password')
  await page.goto(link)
  const newPassword = `Pw-${randomBytes(6).toString('hex')}-new`
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short')
  await page.getByLabel('New password again').fill('short')
  await page.getByRole('button', { name: 'Save the password' }).click()
  await expect(page.getByText('Please use at least 10 characters.')).toBeVisible()
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword)
  await page.getByLabel('New password again').fill(newPassword)
  await page.getByRole('button', { name: 'Save the password' }).click()
  await expect(page.getByText('Your password is set.')).toBeVisible()

  await signIn(page, account.email, account.password)
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(SIGN_IN_FAILED)
  await signIn(page, account.email, newPassword)
  await expect(page).toHaveURL(/\/account$/)

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible()
})

test('the sign-in and reset forms answer empty or malformed input with the field messages, without JavaScript too', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/account/sign-in')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Please enter your e-mail address.')).toBeVisible()
  await expect(page.getByText('Please enter your password.')).toBeVisible()
  await page.goto('/account/forgot-password')
  await page.getByLabel('E-mail address').fill('not an address')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible()
  await expect(page.getByLabel('E-mail address')).toHaveValue('not an address')
  await page.goto('/account/reset-password?token=not-a-token')
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible()
  await context.close()
})
