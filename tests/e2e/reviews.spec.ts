import { randomUUID } from 'node:crypto'

import { expect, test, type Browser, type Page } from './support/test'

import { emailTo, linkIn, runScheduledQueue } from './support/emails'
import {
  adminToken,
  formField,
  jsonLd,
  listingWithVerifiedAccount,
  queryRows,
  staffCredentials,
  uniquePhone,
} from './support/public-screens'

// The whole way of a review in Chromium: an enquiry from a profile, the invitation e-mailed once the clock has moved
// on 14 days, the review form, an admin publishing it in the admin panel, the profile showing it with the average,
// the supplier's reply from the portal, the admin publishing the reply, the reply under the review; and a visitor's
// report of the review reaching the admin's list.

const PASSWORD = 'reviews-e2e-password'
const DAY_MS = 24 * 60 * 60 * 1000

async function enquireFromProfile(page: Page, slug: string): Promise<string> {
  const email = `reviewer-${randomUUID().slice(0, 8)}@reviews-e2e.test`
  await page.goto(`/suppliers/${slug}`)
  const form = page.locator('#enquiry')
  await formField(form, 'Full Name').fill('Rowan Reviewer')
  await formField(form, 'Email').fill(email)
  await formField(form, 'Phone Number').fill(uniquePhone())
  await formField(form, 'City').fill('Bristol')
  await formField(form, 'Project Details').fill('Lime render for a stone cottage, about 80 square metres.')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Submit Enquiry' }).click()
  await expect(page.getByText('Thank you!', { exact: true })).toBeVisible()
  return email
}

/** Signs an admin in (a browser context of its own) and runs `fn` on an admin page. */
async function asAdmin(browser: Browser, fn: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    expect((await page.request.post('/api/users/login', { data: staffCredentials('admin') })).ok()).toBe(true)
    await fn(page)
  } finally {
    await context.close()
  }
}

/** Opens a document in the admin, sets its status, and saves. */
async function setStatusInAdmin(page: Page, path: string, status: string): Promise<void> {
  await page.goto(path)
  // The select's control itself: the field's box also holds its (long) description, where a click opens nothing.
  await page.locator('#field-status .rs__control').click()
  await page.locator('.rs__option', { hasText: status }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
}

test('the whole way of a review: invited after 14 days, written, published, answered by the supplier, reported', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const token = await adminToken(request, baseURL!)
  const { listing, email: ownerEmail } = await listingWithVerifiedAccount(request, baseURL!, token, {
    name: 'Reviewed Lime',
    password: PASSWORD,
  })

  // 1. An enquiry from the profile reaches the listing; fourteen days on (the clock moved), the invitation goes out.
  const enquirer = await enquireFromProfile(page, listing.slug)
  const [lead] = await queryRows<{ id: number }>(baseURL, 'select id from leads where email = $1', [enquirer])
  const fifteenDaysAgo = new Date(Date.now() - 15 * DAY_MS).toISOString()
  await queryRows(baseURL, 'update leads set created_at = $2 where id = $1', [lead.id, fifteenDaysAgo])
  await queryRows(baseURL, 'update lead_connections set created_at = $2 where lead_id = $1', [lead.id, fifteenDaysAgo])
  await runScheduledQueue(request, baseURL!, 'reviews', () =>
    queryRows(
      baseURL,
      `update payload_jobs set wait_until = now() where task_slug = 'sendReviewInvitations' and completed_at is null`,
    ),
  )
  const invitation = await emailTo(request, baseURL!, enquirer, new RegExp(`How was ${listing.name}\\?`))
  const reviewLink = linkIn(invitation, '/review/')

  // 2. The review form: a message per wrong field, then the review, held for staff.
  await page.goto(reviewLink)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Review ${listing.name}`)
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible()
  const form = page.locator('form')
  await form.getByLabel('Your rating').selectOption('4')
  await form.getByLabel('Title').fill('Honest advice on lime render')
  await form
    .getByLabel('Your review')
    .fill('They came out to look at the walls, explained why lime suits them and finished on time.')
  await form.getByLabel('Did the work go ahead with this supplier?').selectOption('yes')
  await form.getByLabel('Date of the work').fill(new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10))
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(page.getByRole('status')).toContainText('Thank you for your review')
  // The link has done its work: opened again, it says so.
  await page.goto(reviewLink)
  await expect(page.getByTestId('review-link-problem')).toContainText('already been used')

  // A link we did not sign, or a broken one, opens no form and never a server error.
  await page.goto('/review/42.7.4102444800.not-a-signature-not-a-signature-not-a-sig')
  await expect(page.getByTestId('review-link-problem')).toContainText('This review link is not valid')
  expect((await request.get('/review/%E0%A4%A')).status()).toBe(400)

  // Held for staff: the profile does not show it yet.
  await page.goto(`/suppliers/${listing.slug}`)
  await expect(page.getByText('Honest advice on lime render')).toHaveCount(0)

  // 3. An admin publishes it in the admin panel; the profile shows it and the average within seconds.
  const [review] = await queryRows<{ id: number }>(baseURL, 'select id from reviews where supplier_id = $1', [
    listing.id,
  ])
  await asAdmin(browser, (admin) => setStatusInAdmin(admin, `/admin/collections/reviews/${review.id}`, 'Published'))
  await expect(async () => {
    await page.goto(`/suppliers/${listing.slug}`)
    await expect(page.getByRole('heading', { name: 'Honest advice on lime render' })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  const reviews = page.locator('section', { has: page.locator('#reviews-heading') })
  await expect(reviews.getByTestId('rating')).toContainText('4.0 out of 5, 1 review')
  await expect(reviews).toContainText('Rowan R.')
  const data = await jsonLd(page)
  const business = data.find((d) => d['@type'] === 'LocalBusiness')
  expect(business?.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 })

  // 4. The supplier answers from the portal; the reply waits for staff.
  const supplier = await browser.newContext()
  try {
    const portal = await supplier.newPage()
    await portal.goto('/account/reviews')
    await expect(portal).toHaveURL(/\/account\/sign-in\?next=/)
    await portal.getByLabel('E-mail address').fill(ownerEmail)
    await portal.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
    await portal.getByRole('button', { name: 'Sign in' }).click()
    await expect(portal).toHaveURL(/\/account\/reviews$/)
    const card = portal.getByTestId('portal-review').filter({ hasText: 'Honest advice on lime render' })
    await card
      .getByRole('textbox', { name: 'Your reply' })
      .fill('Thank you, Rowan: it was a pleasure to work on your cottage.')
    await card.getByRole('button', { name: 'Send reply' }).click()
    await expect(portal.getByText('Your reply will appear under the review once our team has checked it')).toBeVisible()
    await portal.reload()
    await expect(
      portal
        .getByTestId('portal-review')
        .filter({ hasText: 'Honest advice on lime render' })
        .getByTestId('reply-state'),
    ).toHaveText('Waiting for our team')
  } finally {
    await supplier.close()
  }
  await page.goto(`/suppliers/${listing.slug}`)
  await expect(page.getByText('it was a pleasure to work on your cottage')).toHaveCount(0)

  // 5. The admin publishes the reply; it shows under the review.
  const [reply] = await queryRows<{ id: number }>(baseURL, 'select id from review_replies where review_id = $1', [
    review.id,
  ])
  await asAdmin(browser, (admin) =>
    setStatusInAdmin(admin, `/admin/collections/review-replies/${reply.id}`, 'Published'),
  )
  await expect(async () => {
    await page.goto(`/suppliers/${listing.slug}`)
    await expect(page.getByText('it was a pleasure to work on your cottage')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  const reviewCard = reviews.locator('article', { hasText: 'Honest advice on lime render' })
  await expect(reviewCard.getByTestId('review-reply')).toContainText('it was a pleasure to work on your cottage')
  await expect(reviewCard.getByTestId('review-reply')).toContainText(`Response from ${listing.name}`)

  // 6. A visitor reports the review; the report waits in the admin's list.
  await reviewCard.getByRole('link', { name: /Report this review/ }).click()
  await page.getByLabel('Why should our team check this review?').selectOption('conflict-of-interest')
  await page.getByLabel('Details').fill('The reviewer is the owner’s brother.')
  await page.getByRole('button', { name: 'Send the report' }).click()
  await expect(page.getByRole('status')).toContainText('Our team will check this review')
  await asAdmin(browser, async (admin) => {
    await admin.goto('/admin/collections/review-reports')
    const row = admin.getByRole('row').filter({ hasText: 'Honest advice on lime render' })
    await expect(row).toBeVisible()
    await row.getByRole('link').first().click()
    await expect(admin.getByText('The reviewer is the owner’s brother.').first()).toBeVisible()
  })
})
