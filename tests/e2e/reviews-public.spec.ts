import { randomInt, randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext } from './support/test'

import { adminToken, getCategories, jsonLd, queryRows, uniquePhone } from './support/public-screens'

// Reviews on the public site in Chromium: a listing's published reviews on its profile (average, count, newest first,
// the supplier's published response, removals by reason), its card, the JSON-LD, the review pages, the policy page
// and its anchors, and the report form without JavaScript (a report stored, a bad one refused, the hourly limit).
// Reviews are written by the review form (another spec); here they are rows held for staff, whom the admin API publishes.

const POLICY_ANCHORS = [
  'not-genuine',
  'conflict-of-interest',
  'offensive',
  'personal-information',
  'off-topic',
  'advertising',
  'unlawful',
]
const RATINGS = [5, 4, 4, 5, 3, 4, 1] // the last is removed: 6 published, average 25 / 6 = 4.2

const uniqueIp = () => `2001:db8:${randomInt(1, 65535).toString(16)}::${randomInt(1, 65535).toString(16)}`

async function createListing(request: APIRequestContext, headers: Record<string, string>) {
  const stamp = randomUUID().slice(0, 8)
  const [category] = await getCategories(request)
  const created = await request.post('/api/suppliers', {
    headers,
    data: {
      name: `Reviewed Lime ${stamp}`,
      slug: `reviewed-lime-${stamp}`,
      description: 'A listing made by the public reviews spec.',
      location: `Reviewtown ${stamp}`,
      category: category.id,
      contactEmail: `sales-${stamp}@reviews-e2e.test`,
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return ((await created.json()) as { doc: { id: number; name: string; slug: string; location: string } }).doc
}

/** An enquiry to the listing through the public API, and the connection it made (what a review stands on). */
async function connectionTo(request: APIRequestContext, baseURL: string, listing: { id: number; location: string }) {
  const email = `reviewer-${randomUUID().slice(0, 8)}@reviews-e2e.test`
  const sent = await request.post('/api/enquiries', {
    headers: { 'x-forwarded-for': uniqueIp() },
    data: {
      name: 'Robin Reviewer',
      email,
      phone: uniquePhone(),
      city: listing.location,
      supplier: listing.id,
      projectDetails: 'Lime render for a stone cottage, about 80 square metres.',
      consent: true,
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const [row] = await queryRows<{ id: number }>(
    baseURL,
    'select lc.id from lead_connections lc join leads l on l.id = lc.lead_id where l.email = $1 and lc.supplier_id = $2',
    [email, listing.id],
  )
  expect(row, 'the enquiry was routed to the listing').toBeDefined()
  return row.id
}

test('a profile shows its published reviews, their average and responses, and a visitor reports one without JavaScript', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const token = await adminToken(request, baseURL!)
  const headers = { authorization: `JWT ${token}` }
  const listing = await createListing(request, headers)
  const profile = `/suppliers/${listing.slug}`

  // Before any review is published the profile says so (and caches that page).
  await page.goto(profile)
  const section = page.locator('section[aria-labelledby="reviews-heading"]')
  await expect(section.getByText('No reviews yet')).toBeVisible()
  await expect(section.getByRole('link', { name: 'review policy' })).toHaveAttribute('href', '/review-policy')

  // Reviews held for staff (as the review form leaves them), published by an admin one after another.
  const ids: number[] = []
  for (const [index, rating] of RATINGS.entries()) {
    const connection = await connectionTo(request, baseURL!, listing)
    const [row] = await queryRows<{ id: number }>(
      baseURL,
      `insert into reviews (supplier_id, rating, title, body, work_went_ahead, work_date, author_name, connection_id, status)
       values ($1, $2, $3, $4, 'yes', '2026-01-15', $5, $6, 'pending') returning id`,
      [
        listing.id,
        rating,
        `Review number ${index + 1}`,
        `Review ${index + 1}: the lime render was delivered on time and the advice was sound.`,
        `Author${index + 1} R.`,
        connection,
      ],
    )
    ids.push(row.id)
  }
  for (const id of ids) {
    const published = await request.patch(`/api/reviews/${id}`, { headers, data: { status: 'published' } })
    expect(published.ok(), await published.text()).toBe(true)
  }
  const removed = await request.patch(`/api/reviews/${ids[6]}`, {
    headers,
    data: { status: 'removed', moderationReason: 'advertising' },
  })
  expect(removed.ok(), await removed.text()).toBe(true)
  // The supplier's reply to the newest remaining review, published by staff.
  await queryRows(
    baseURL,
    `insert into review_replies (review_id, text, supplier_id, status) values ($1, 'Thank you, it was a pleasure.', $2, 'pending')`,
    [ids[5], listing.id],
  )
  const [reply] = await queryRows<{ id: number }>(baseURL, 'select id from review_replies where review_id = $1', [
    ids[5],
  ])
  const replyPublished = await request.patch(`/api/review-replies/${reply.id}`, {
    headers,
    data: { status: 'published' },
  })
  expect(replyPublished.ok(), await replyPublished.text()).toBe(true)

  // The profile is revalidated by the publications: average, count, the newest five, the response, the removal.
  await expect(async () => {
    await page.goto(profile)
    await expect(section.getByTestId('reviews-summary')).toContainText('4.2 out of 5, 6 reviews', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  const reviews = section.getByTestId('reviews').getByRole('article')
  await expect(reviews).toHaveCount(5)
  await expect(reviews.getByRole('heading')).toHaveText([6, 5, 4, 3, 2].map((n) => `Review number ${n}`))
  await expect(reviews.first()).toContainText('Author6 R.')
  await expect(reviews.first()).toContainText('The work went ahead')
  await expect(reviews.first().getByTestId('review-reply')).toContainText(`Response from ${listing.name}`)
  await expect(reviews.first().getByTestId('review-reply')).toContainText('Thank you, it was a pleasure.')
  await expect(reviews.nth(1).getByTestId('review-reply')).toHaveCount(0)
  await expect(section).not.toContainText('Review number 7')
  const removals = section.getByTestId('reviews-removed')
  await expect(removals).toHaveText('1 review removed by our team: 1 × Advertising or spam.')
  await expect(removals.getByRole('link', { name: 'Advertising or spam' })).toHaveAttribute(
    'href',
    '/review-policy#advertising',
  )

  // Structured data: the LocalBusiness carries the AggregateRating and the page's Review items.
  const business = (await jsonLd(page)).find((item) => item['@type'] === 'LocalBusiness') as Record<string, unknown>
  expect(business.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4.2,
    reviewCount: 6,
    bestRating: 5,
    worstRating: 1,
  })
  const items = business.review as Array<Record<string, unknown>>
  expect(items).toHaveLength(5)
  expect(items[0]).toMatchObject({
    '@type': 'Review',
    author: { '@type': 'Person', name: 'Author6 R.' },
    name: 'Review number 6',
    reviewRating: { '@type': 'Rating', ratingValue: 4 },
  })

  // The card (here in the directory search) shows the rating from three published reviews.
  await page.goto(`/suppliers?q=${encodeURIComponent(listing.name)}`)
  const card = page.getByTestId('supplier-card').filter({ hasText: listing.name })
  await expect(card.getByTestId('rating')).toContainText('4.2 out of 5, 6 reviews')

  // Paging: the profile links to page 2, which has the oldest; nothing past the last page.
  await page.goto(profile)
  await section.getByRole('link', { name: `More reviews of ${listing.name}` }).click()
  await expect(page).toHaveURL(new RegExp(`${profile}/reviews/2$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reviews of ${listing.name} (page 2)`)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article').getByRole('heading')).toHaveText('Review number 1')
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', `${profile}/reviews`)
  await expect(page.locator('link[rel="next"]')).toHaveCount(0)
  await page.getByRole('link', { name: '← Newer reviews' }).click()
  await expect(page.getByRole('article')).toHaveCount(5)
  await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', `${profile}/reviews/2`)
  expect((await request.get(`${profile}/reviews/3`)).status()).toBe(404)
  expect((await request.get(`${profile}/reviews/x`)).status()).toBe(404)

  // The report form, without JavaScript, from its own address.
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
  })
  try {
    const visitor = await noJs.newPage()
    await visitor.goto(profile)
    await visitor
      .getByRole('article')
      .filter({ hasText: 'Review number 6' })
      .getByRole('link', { name: /Report this review/ })
      .click()
    await expect(visitor).toHaveURL(new RegExp(`/report-review/${ids[5]}$`))
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Report a review')
    // Nothing chosen: a message at the field, nothing stored.
    await visitor.getByRole('button', { name: 'Send the report' }).click()
    await expect(visitor.getByText('Please choose why you are reporting this review.')).toBeVisible()
    expect(await queryRows(baseURL, 'select id from review_reports where review_id = $1', [ids[5]])).toEqual([])

    await visitor.getByLabel('Why should our team check this review?').selectOption('offensive')
    await visitor.getByLabel('Details').fill('Calls the installer names.')
    await visitor.getByRole('button', { name: 'Send the report' }).click()
    await expect(visitor.getByRole('status')).toHaveText(
      'Thank you. Our team will check this review against the review policy.',
    )
    expect(
      await queryRows(
        baseURL,
        'select reason, details, reported_by, supplier_id, status from review_reports where review_id = $1',
        [ids[5]],
      ),
    ).toEqual([
      {
        reason: 'offensive',
        details: 'Calls the installer names.',
        reported_by: 'visitor',
        supplier_id: listing.id,
        status: 'open',
      },
    ])

    // Four more reports from the address are taken; the next is over the hourly limit and stores nothing.
    for (const id of ids.slice(0, 4)) {
      await visitor.goto(`/report-review/${id}`)
      await visitor.getByLabel('Why should our team check this review?').selectOption('not-genuine')
      await visitor.getByRole('button', { name: 'Send the report' }).click()
      await expect(visitor.getByRole('status')).toContainText('Thank you.')
    }
    await visitor.goto(`/report-review/${ids[4]}`)
    await visitor.getByLabel('Why should our team check this review?').selectOption('not-genuine')
    await visitor.getByRole('button', { name: 'Send the report' }).click()
    await expect(visitor.getByRole('alert')).toHaveText(/^Too many reports\. Please try again in \d+ minutes?\.$/)
    expect(await queryRows(baseURL, 'select id from review_reports where review_id = $1', [ids[4]])).toEqual([])

    // A removed review cannot be reported.
    expect((await request.get(`/report-review/${ids[6]}`)).status()).toBe(404)
  } finally {
    await noJs.close()
  }
})

test('the review policy page explains each reason under its own anchor, and the footer links to it', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Review Policy' }).click()
  await expect(page).toHaveURL(/\/review-policy$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const anchor of POLICY_ANCHORS) {
    const section = page.locator(`section#${anchor}`)
    await expect(section).toHaveCount(1)
    await expect(section.getByRole('heading', { level: 3 })).not.toBeEmpty()
  }
  // Opened afresh from a link elsewhere (not a same-page hash change): the browser scrolls to the reason.
  await page.goto('about:blank')
  await page.goto('/review-policy#offensive')
  await expect(page.locator('section#offensive')).toBeInViewport()
  const robots = await page.locator('meta[name="robots"]').getAttribute('content')
  expect(robots).toContain('index')
  expect((await page.request.get('/sitemap.xml').then((r) => r.text())).includes('/review-policy')).toBe(true)
})
