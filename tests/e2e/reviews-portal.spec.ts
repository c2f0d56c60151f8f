import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test'

import { policyReasonTexts } from '@/lib/reviews/policy'
import { REPLY_SENT, REPLY_TOO_SHORT, REPORT_SENT } from '@/lib/reviews/portal-messages'
import { adminToken, getGlobal, listingWithVerifiedAccount, queryRows } from './support/public-screens'

// A supplier's reviews in the portal, in Chromium: the home counts the reviews without a reply, the reviews page
// shows the listing's own published reviews (never another listing's), a reply is sent and waits for our team, a
// review is reported; without JavaScript a too-short reply gets the field's message and stores nothing.

const PASSWORD = 'reviews-portal-e2e-password'

type Setup = { listingId: number; email: string }

/** A listing of this spec's own with a verified account. */
async function listingWithAccount(request: APIRequestContext, baseURL: string, token: string): Promise<Setup> {
  const { listing, email } = await listingWithVerifiedAccount(request, baseURL, token, {
    name: 'Reviews E2E Lime',
    password: PASSWORD,
  })
  return { listingId: listing.id, email }
}

/** A published review of the listing from a routed lead, as the review form and staff leave it. */
async function publishedReview(baseURL: string, listingId: number, title: string, daysAgo: number): Promise<number> {
  const [lead] = await queryRows<{ id: number }>(
    baseURL,
    `insert into leads (name, email, phone, city, project_details, consent)
     values ('Rowan Reviewer', $1, '07700900456', 'London', 'Lime render for a stone cottage.', true) returning id`,
    [`rowan-${randomUUID().slice(0, 8)}@reviews-e2e.test`],
  )
  const [connection] = await queryRows<{ id: number }>(
    baseURL,
    'insert into lead_connections (lead_id, supplier_id, commission_amount) values ($1, $2, 5000) returning id',
    [lead!.id, listingId],
  )
  const [review] = await queryRows<{ id: number }>(
    baseURL,
    `insert into reviews (supplier_id, connection_id, rating, title, body, work_went_ahead, work_date, author_name,
       status, published_at, moderated_at, created_at)
     values ($1, $2, 4, $3, 'The lime render went on well and they explained how to look after it.', 'yes',
       now() - interval '40 days', 'Rowan R.', 'published', now() - make_interval(days => $4),
       now() - make_interval(days => $4), now() - make_interval(days => $4)) returning id`,
    [listingId, connection!.id, title, daysAgo],
  )
  return review!.id
}

async function signIn(page: Page, email: string) {
  await page.goto('/account/sign-in')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account$/)
}

const reviewCard = (page: Page, title: string): Locator =>
  page.getByTestId('portal-review').filter({ has: page.getByRole('heading', { level: 2, name: title }) })

test('a supplier sees its published reviews, replies (held for our team) and reports one; another listing’s never shows', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = await adminToken(request, baseURL!)
  const own = await listingWithAccount(request, baseURL!, token)
  const other = await listingWithAccount(request, baseURL!, token)
  const stamp = randomUUID().slice(0, 6)
  const newest = `Lovely lime work ${stamp}`
  const older = `Helpful advice ${stamp}`
  const othersTitle = `Another listing’s review ${stamp}`
  const newestId = await publishedReview(baseURL!, own.listingId, newest, 1)
  await publishedReview(baseURL!, own.listingId, older, 5)
  await publishedReview(baseURL!, other.listingId, othersTitle, 1)

  // 1. The portal home counts the reviews waiting for a reply and links to them.
  await signIn(page, own.email)
  await expect(page.getByTestId('unreplied-reviews')).toHaveText('2 reviews without your reply.')
  await page.getByRole('link', { name: 'Open your reviews' }).click()
  await expect(page).toHaveURL(/\/account\/reviews$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your reviews' })).toBeVisible()

  // 2. Its own reviews, newest first; another listing's never.
  await expect(page.getByTestId('portal-review').getByRole('heading', { level: 2 })).toHaveText([newest, older])
  await expect(page.getByText(othersTitle)).toHaveCount(0)
  const card = reviewCard(page, newest)
  await expect(card.getByTestId('review-status')).toHaveText('Published')
  await expect(card.getByTestId('review-rating')).toHaveAccessibleName('Rated 4 out of 5')
  await expect(card).toContainText('by Rowan R.')
  await expect(card).toContainText('Yes, the work went ahead')
  // The supplier has no way to hide, change or delete the review.
  await expect(card.getByRole('button', { name: /delete|hide|remove|edit review/i })).toHaveCount(0)

  // 3. A reply: sent, then waiting for our team with its words and a way to change them.
  await card.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, Rowan. Enjoy the cottage!')
  await card.getByRole('button', { name: 'Send reply' }).click()
  await expect(page).toHaveURL(new RegExp(`/account/reviews\\?review=${newestId}&notice=reply-sent`))
  const replied = reviewCard(page, newest)
  await expect(replied.getByRole('status')).toHaveText(REPLY_SENT)
  await expect(replied.getByTestId('reply-state')).toHaveText('Waiting for our team')
  await expect(replied.getByTestId('reply-text')).toHaveText('Thank you, Rowan. Enjoy the cottage!')
  await expect(replied.getByText('Change your reply')).toBeVisible()
  const replies = await queryRows<{ status: string; text: string }>(
    baseURL,
    'select status, text from review_replies where review_id = $1',
    [newestId],
  )
  expect(replies).toEqual([{ status: 'pending', text: 'Thank you, Rowan. Enjoy the cottage!' }])

  // 4. A report of the review, for our team.
  await replied.getByText('Report this review').click()
  await replied.getByLabel('What is wrong with it?').selectOption({ label: 'Not a genuine experience' })
  await replied.getByLabel('Details').fill('We cannot find this job in our records.')
  await replied.getByRole('button', { name: 'Send report' }).click()
  const reported = reviewCard(page, newest)
  await expect(reported.getByRole('status')).toHaveText(REPORT_SENT)
  await expect(reported.getByTestId('report-state')).toContainText('You reported this review')
  const reports = await queryRows<{ reason: string; reported_by: string; status: string }>(
    baseURL,
    'select reason, reported_by, status from review_reports where review_id = $1',
    [newestId],
  )
  expect(reports).toEqual([{ reason: 'not-genuine', reported_by: 'supplier', status: 'open' }])

  // 5. The home now counts one review without a reply.
  await page.goto('/account')
  await expect(page.getByTestId('unreplied-reviews')).toHaveText('1 review without your reply.')
})

test('without JavaScript, a too-short reply gets the field’s message and stores nothing; a good one is sent', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = await adminToken(request, baseURL!)
  const own = await listingWithAccount(request, baseURL!, token)
  const title = `Quick delivery ${randomUUID().slice(0, 6)}`
  const reviewId = await publishedReview(baseURL!, own.listingId, title, 2)
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await signIn(page, own.email)
    await page.goto('/account/reviews')
    await reviewCard(page, title).getByRole('textbox', { name: 'Your reply' }).fill('x')
    await reviewCard(page, title).getByRole('button', { name: 'Send reply' }).click()
    const card = reviewCard(page, title)
    await expect(card.getByText(REPLY_TOO_SHORT)).toBeVisible()
    await expect(card.getByRole('textbox', { name: 'Your reply' })).toHaveValue('x')
    expect(await queryRows(baseURL, 'select id from review_replies where review_id = $1', [reviewId])).toEqual([])
    await card.getByRole('textbox', { name: 'Your reply' }).fill('Thank you for the quick feedback.')
    await card.getByRole('button', { name: 'Send reply' }).click()
    await expect(reviewCard(page, title).getByRole('status')).toHaveText(REPLY_SENT)
    await expect(reviewCard(page, title).getByTestId('reply-state')).toHaveText('Waiting for our team')
  } finally {
    await context.close()
  }
})

test('a removed review shows our reason and takes no reply or report; a rejected reply shows why and can be sent again', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = await adminToken(request, baseURL!)
  const own = await listingWithAccount(request, baseURL!, token)
  const stamp = randomUUID().slice(0, 6)
  const removedTitle = `Removed review ${stamp}`
  const answeredTitle = `Answered review ${stamp}`
  const removedId = await publishedReview(baseURL!, own.listingId, removedTitle, 3)
  await queryRows(
    baseURL,
    `update reviews set status = 'removed', moderation_reason = 'personal-information' where id = $1`,
    [removedId],
  )
  const answeredId = await publishedReview(baseURL!, own.listingId, answeredTitle, 4)
  const [account] = await queryRows<{ id: number }>(baseURL, 'select id from supplier_accounts where email = $1', [
    own.email,
  ])
  await queryRows(
    baseURL,
    `insert into review_replies (review_id, text, supplier_id, account_id, status, moderation_reason, moderated_at)
     values ($1, 'Use code GREEN10 for 10% off!', $2, $3, 'rejected', 'advertising', now())`,
    [answeredId, own.listingId, account!.id],
  )
  const policy = await getGlobal<{ reasons?: { reason: string; heading: string; explanation: string }[] }>(
    request,
    'review-policy',
  )
  const heading = Object.fromEntries(policyReasonTexts(policy.reasons).map((r) => [r.reason, r.heading]))

  await signIn(page, own.email)
  await page.goto('/account/reviews')
  const removed = reviewCard(page, removedTitle)
  await expect(removed.getByTestId('review-status')).toHaveText('Removed after publishing')
  await expect(removed.getByTestId('review-removed-reason')).toHaveText(heading['personal-information']!)
  await expect(removed.getByRole('textbox')).toHaveCount(0)
  await expect(removed.getByRole('button')).toHaveCount(0)
  await expect(removed.getByText('Report this review')).toHaveCount(0)

  const answered = reviewCard(page, answeredTitle)
  await expect(answered.getByTestId('reply-state')).toHaveText('Not published by our team')
  await expect(answered.getByTestId('reply-reason')).toHaveText(heading.advertising!)
  const reply = answered.getByRole('textbox', { name: 'Your reply' })
  await expect(reply).toHaveValue('Use code GREEN10 for 10% off!')
  await reply.fill('Thank you, Rowan. We are glad the render went on well.')
  await answered.getByRole('button', { name: 'Send it again' }).click()
  const sent = reviewCard(page, answeredTitle)
  await expect(sent.getByRole('status')).toHaveText(REPLY_SENT)
  await expect(sent.getByTestId('reply-state')).toHaveText('Waiting for our team')
  await expect(sent.getByTestId('reply-reason')).toHaveCount(0)
  expect(
    await queryRows(baseURL, 'select status, moderation_reason, text from review_replies where review_id = $1', [
      answeredId,
    ]),
  ).toEqual([
    { status: 'pending', moderation_reason: null, text: 'Thank you, Rowan. We are glad the render went on well.' },
  ])
})
