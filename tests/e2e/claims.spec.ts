import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext, type Page } from './support/test'

import { CLAIM_AWAITING_REVIEW, CLAIM_LINK_SENT } from '@/lib/account/messages'
import { emailTo, emailsAfterRun } from './support/emails'
import { adminToken, getCategories, staffCredentials } from './support/public-screens'

// Claiming a listing in Chromium: the profile's link, the form, the e-mail from the fake Resend, the link, the
// password, signing in; and a claim from another domain that an admin approves in the admin panel.

const PASSWORD = 'claimed-listing-password'

/** A published listing of this spec's own (at its own domain), made through the REST API as an admin. */
async function createListing(request: APIRequestContext, token: string, label: string) {
  const id = randomUUID().slice(0, 8)
  const domain = `${label}-${id}.example`
  const [category] = await getCategories(request)
  const response = await request.post('/api/suppliers', {
    headers: { authorization: `JWT ${token}` },
    data: {
      name: `Claim E2E ${label} ${id}`,
      slug: `claim-e2e-${label}-${id}`,
      description: `A listing made by the claim spec (${id}).`,
      location: 'Leeds',
      category: category.id,
      website: `https://www.${domain}`,
      contactEmail: `hello@${domain}`,
      _status: 'published',
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { doc } = (await response.json()) as { doc: { id: number; name: string; slug: string } }
  return { ...doc, domain }
}

async function sendClaim(page: Page, listing: { name: string; slug: string }, email: string) {
  await page.goto(`/suppliers/${listing.slug}`)
  await expect(page.getByTestId('claim-listing')).toHaveText('Is this your business? Claim this listing')
  await page.getByRole('link', { name: 'Claim this listing' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Claim ${listing.name}` })).toBeVisible()
  await page.getByLabel('Your name').fill('Robin Claimant')
  await page.getByLabel('Work e-mail address').fill(email)
  await page.getByLabel('Phone number').fill('0113 496 0000')
  await page.getByLabel('Your role at the business').fill('Managing director')
  await page.getByRole('button', { name: 'Send my claim' }).click()
}

/** Opens an e-mailed claim link, sets the password, signs in with it and finds the listing in the portal. */
async function setPasswordAndSignIn(page: Page, link: string, email: string, listingName: string) {
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible()
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD)
  await page.getByRole('textbox', { name: 'New password again', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Set the password' }).click()
  await expect(page).toHaveURL(/\/account\/sign-in\?password-set=1$/)
  await expect(page.getByText('Your password is set. Sign in with it to manage your listing.')).toBeVisible()
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { name: 'Your listing' })).toBeVisible()
  await expect(page.getByText(listingName, { exact: true })).toBeVisible()
  await expect(page.getByTestId('listing-status')).toHaveText('Published')
  // The link worked once: opened again it says so instead of failing.
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible()
}

function claimLinkIn(text: string, baseURL: string): string {
  const match = new RegExp(`${baseURL}/account/claim/[A-Za-z0-9_-]+`).exec(text)
  expect(match, text).not.toBeNull()
  return match![0]
}

test('a claim from the listing’s own domain is confirmed by the e-mailed link, then the supplier signs in', async ({
  page,
  request,
  baseURL,
}) => {
  const listing = await createListing(request, await adminToken(request, baseURL!), 'match')
  const email = `robin-${randomUUID().slice(0, 8)}@${listing.domain}`
  await sendClaim(page, listing, email)
  await expect(page.getByRole('status')).toHaveText(CLAIM_LINK_SENT)

  const message = await emailTo(request, baseURL!, email, /^Confirm your claim of /)
  expect(message.subject).toBe(`Confirm your claim of ${listing.name} | EcoBuild Directory`)
  await setPasswordAndSignIn(page, claimLinkIn(message.text, baseURL!), email, listing.name)
})

test('the whole way: claim by the e-mailed link, sign in, change the description, and it goes live only when an admin publishes', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const listing = await createListing(request, await adminToken(request, baseURL!), 'whole')
  const email = `sam-${randomUUID().slice(0, 8)}@${listing.domain}`
  await sendClaim(page, listing, email)
  const message = await emailTo(request, baseURL!, email, /^Confirm your claim of /)
  await setPasswordAndSignIn(page, claimLinkIn(message.text, baseURL!), email, listing.name)

  const profile = `/suppliers/${listing.slug}`
  const showsOldText = (await (await request.get(profile)).text()).includes('A listing made by the claim spec')
  expect(showsOldText).toBe(true)
  const newText = `Described by its own supplier ${Date.now()}.`
  await page.goto('/account/listing')
  await page.getByLabel('Description').fill(newText)
  await page.getByRole('button', { name: 'Send changes for review' }).click()
  await expect(page.getByTestId('listing-status')).toHaveText('Changes pending review')
  expect(await (await request.get(profile)).text()).not.toContain(newText)

  const admin = await browser.newContext()
  try {
    const adminPage = await admin.newPage()
    expect((await adminPage.request.post('/api/users/login', { data: staffCredentials('admin') })).ok()).toBe(true)
    await adminPage.goto(`/admin/collections/suppliers/${listing.id}`)
    await expect(adminPage.locator('#field-description')).toHaveValue(newText)
    await adminPage.getByRole('button', { name: 'Publish changes' }).click()
    const published = Date.now()
    await expect
      .poll(async () => (await request.get(profile)).text(), { timeout: 5_000, intervals: [100, 250, 500] })
      .toContain(newText)
    expect(Date.now() - published).toBeLessThan(5_000)
  } finally {
    await admin.close()
  }
})

test('a claim from another domain waits for an admin, whose approval e-mails the set-password link', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const token = await adminToken(request, baseURL!)
  const listing = await createListing(request, token, 'review')
  const email = `robin-${randomUUID().slice(0, 8)}@not-the-business.example`
  await sendClaim(page, listing, email)
  await expect(page.getByRole('status')).toHaveText(CLAIM_AWAITING_REVIEW)
  expect(await emailsAfterRun(request, baseURL!, email)).toEqual([])

  // The admin sees the claim (who, which listing, domain match or not) and approves it in the admin panel.
  const admin = await browser.newContext()
  try {
    await admin.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
    const staff = await admin.newPage()
    await staff.goto('/admin/collections/listing-claims')
    const row = staff.getByRole('row').filter({ hasText: email })
    await expect(row).toContainText(listing.name)
    await expect(row).toContainText('Awaiting review')
    await row.getByRole('link').first().click()
    await expect(
      staff
        .getByText(email)
        .or(staff.locator(`input[value="${email}"]`))
        .first(),
    ).toBeVisible()
    await staff.locator('#field-status').click()
    await staff.locator('.rs__option', { hasText: 'Approved (set-password link e-mailed)' }).click()
    await staff.getByRole('button', { name: 'Save' }).click()
    await expect(staff.getByText(/updated successfully/i)).toBeVisible()
  } finally {
    await admin.close()
  }

  const message = await emailTo(request, baseURL!, email, /is approved/)
  expect(message.subject).toBe(`Your claim of ${listing.name} is approved | EcoBuild Directory`)
  await setPasswordAndSignIn(page, claimLinkIn(message.text, baseURL!), email, listing.name)
})
