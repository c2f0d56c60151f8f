import { expect, test, type APIRequestContext, type Page } from './support/test'

import { adminToken, queryRows, staffCredentials } from './support/public-screens'

// A supplier changes its listing in the portal; the public profile keeps the published text until an admin publishes
// the draft in the admin panel, and a rejection with its reason reaches the portal.
const LIMIT_MS = 5_000
const PASSWORD = 'listing-edit-e2e-password'

type Listing = { id: number; name: string; slug: string; description: string }

async function createListingWithAccount(request: APIRequestContext, baseURL: string, tag: string) {
  const token = await adminToken(request, baseURL)
  const headers = { Authorization: `JWT ${token}` }
  const stamp = `${Date.now().toString(36)}-${tag}`
  const categories = await request.get('/api/categories?limit=1&depth=0', { headers })
  const category = ((await categories.json()) as { docs: { id: number }[] }).docs[0].id
  const created = await request.post('/api/suppliers', {
    headers,
    data: {
      name: `Listing Edit E2E ${stamp}`,
      slug: `listing-edit-e2e-${stamp}`,
      description: `The published text of ${stamp}.`,
      location: 'London',
      category,
      website: 'https://oak-boards.example',
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const listing = ((await created.json()) as { doc: Listing }).doc
  const email = `listing-edit-${stamp}@supplier.test`
  const account = await request.post('/api/supplier-accounts', {
    headers,
    data: { email, password: PASSWORD, name: 'Listing Editor', supplier: listing.id },
  })
  expect(account.ok(), await account.text()).toBe(true)
  // As a verified claim leaves it: the verification e-mail's link is another test's subject.
  await queryRows(
    baseURL,
    'update supplier_accounts set _verified = true, _verificationtoken = null where email = $1',
    [email],
  )
  return { listing, email, headers }
}

async function signIn(page: Page, email: string) {
  await page.goto('/account/sign-in')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account$/)
}

async function changeDescription(page: Page, text: string) {
  await page.goto('/account/listing')
  await page.getByLabel('Description').fill(text)
  await page.getByRole('button', { name: 'Send changes for review' }).click()
  await expect(page).toHaveURL(/\/account\?saved=1$/)
  await expect(page.getByTestId('listing-status')).toHaveText('Changes pending review')
}

test('a supplier’s change stays off the public page until an admin publishes it in the admin panel', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { listing, email } = await createListingWithAccount(request, baseURL!, 'pub')
  const profile = `/suppliers/${listing.slug}`
  const newText = `Changed by the supplier ${Date.now()}.`
  await signIn(page, email)
  await changeDescription(page, newText)

  const before = await request.get(profile)
  const html = await before.text()
  expect(html).toContain(listing.description)
  expect(html).not.toContain(newText)

  // The admin compares and publishes in the admin panel.
  const admin = await browser.newContext()
  try {
    const adminPage = await admin.newPage()
    const login = await adminPage.request.post('/api/users/login', { data: staffCredentials('admin') })
    expect(login.ok()).toBe(true)
    // The list says which listings wait for review.
    await adminPage.goto('/admin/collections/suppliers?limit=100&sort=-updatedAt')
    await expect(adminPage.getByRole('row').filter({ hasText: listing.name })).toContainText('Changes pending review')
    await adminPage.goto(`/admin/collections/suppliers/${listing.id}`)
    await expect(adminPage.getByText('Changes pending review').first()).toBeVisible()
    await expect(adminPage.locator('#field-description')).toHaveValue(newText)
    await adminPage.getByRole('button', { name: 'Publish changes' }).click()
    const published = Date.now()
    await expect
      .poll(async () => (await request.get(profile)).text(), { timeout: LIMIT_MS, intervals: [100, 250, 500] })
      .toContain(newText)
    expect(Date.now() - published).toBeLessThan(LIMIT_MS)
  } finally {
    await admin.close()
  }
  await page.goto('/account')
  await expect(page.getByTestId('listing-status')).toHaveText('Published')
})

test('an admin’s rejection and its reason show in the supplier’s portal', async ({ page, request, baseURL }) => {
  const { listing, email, headers } = await createListingWithAccount(request, baseURL!, 'rej')
  await signIn(page, email)
  await changeDescription(page, 'A description the team will not publish.')
  const reason = 'Please describe your products, not your competitors.'
  const rejected = await request.patch(`/api/suppliers/${listing.id}?draft=true`, {
    headers,
    data: { reviewStatus: 'rejected', rejectionReason: reason },
  })
  expect(rejected.ok(), await rejected.text()).toBe(true)
  await page.goto('/account')
  await expect(page.getByTestId('listing-status')).toHaveText('Changes rejected')
  await expect(page.getByTestId('rejection-reason')).toHaveText(reason)
  expect(await (await request.get(`/suppliers/${listing.slug}`)).text()).toContain(listing.description)
})

test('the listing form works without JavaScript: a bad field gets its message, a good save goes for review', async ({
  browser,
  request,
  baseURL,
}) => {
  const { listing, email, headers } = await createListingWithAccount(request, baseURL!, 'nojs')
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await signIn(page, email)
    await page.goto('/account/listing')
    await page.getByLabel('Description').fill('Sent without scripts.')
    await page.getByLabel('Phone').fill('not a phone')
    await page.getByRole('button', { name: 'Send changes for review' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked below.')
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible()
    await expect(page.getByLabel('Description')).toHaveValue('Sent without scripts.')
    const versions = await queryRows<{ count: string }>(
      baseURL,
      'select count(*) from _suppliers_v where parent_id = $1',
      [listing.id],
    )
    expect(Number(versions[0].count)).toBe(1)
    await page.getByLabel('Phone').fill('0113 496 0000')
    await page.getByRole('button', { name: 'Send changes for review' }).click()
    await expect(page).toHaveURL(/\/account\?saved=1$/)
    await expect(page.getByTestId('listing-status')).toHaveText('Changes pending review')
    // The server's HTML carried the listing's other values, so the save kept them.
    const draft = await request.get(`/api/suppliers/${listing.id}?draft=true&depth=0`, { headers })
    expect(await draft.json()).toMatchObject({
      description: 'Sent without scripts.',
      phone: '0113 496 0000',
      website: 'https://oak-boards.example',
    })
  } finally {
    await context.close()
  }
})
