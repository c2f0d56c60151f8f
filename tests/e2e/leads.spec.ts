import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from './support/test'

import { emailTo, linkIn } from './support/emails'
import { adminToken, formField, listingWithVerifiedAccount, queryRows, uniquePhone } from './support/public-screens'

// The whole way of a lead in Chromium: an enquiry on /london, the supplier's e-mail link, signing in, the lead viewed
// and quoted; another lead declined as spam, an admin accepting the decline in the admin panel, the month's statement
// showing the voided commission; and the enquirer's erase link, after which the supplier sees the lead withdrawn.

const PASSWORD = 'leads-e2e-password'

async function enquireOnLondon(page: Page): Promise<string> {
  const email = `enquirer-${randomUUID().slice(0, 8)}@leads-e2e.test`
  await page.goto('/london')
  const form = page.locator('#enquiry')
  await formField(form, 'Full Name').fill('Erin Enquirer')
  await formField(form, 'Email').fill(email)
  await formField(form, 'Phone Number').fill(uniquePhone())
  await formField(form, 'City').fill('London')
  await formField(form, 'Project Details').fill('Cross-laminated timber for a two-storey extension.')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Submit Enquiry' }).click()
  await expect(page.getByText('Thank you!', { exact: true })).toBeVisible()
  return email
}

test('the whole way of a lead: viewed, quoted, a spam decline accepted and voided, and an erased enquiry withdrawn', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const token = await adminToken(request, baseURL!)
  // An Eco-Score earned from evidence that puts it among London's five best (the seeded four and it), so routing
  // chooses it.
  const { listing, email: ownerEmail } = await listingWithVerifiedAccount(request, baseURL!, token, {
    name: 'Leads E2E Timber',
    password: PASSWORD,
    location: 'London',
    earnedScore: 6,
  })

  // 1. An enquiry on /london reaches the listing; its e-mail links to the lead in the portal.
  const enquirer = await enquireOnLondon(page)
  const notification = await emailTo(request, baseURL!, listing.contactEmail, /New enquiry from London: Erin Enquirer/)
  const leadLink = linkIn(notification, '/account/leads/')

  // 2. The link asks the supplier to sign in, then opens the lead, which is now 'Viewed'.
  await page.goto(leadLink)
  await expect(page).toHaveURL(/\/account\/sign-in\?next=/)
  await page.getByLabel('E-mail address').fill(ownerEmail)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${leadLink}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry from Erin Enquirer' })).toBeVisible()
  await expect(page.getByTestId('lead-status')).toHaveText('Viewed')
  await expect(page.getByText(enquirer)).toBeVisible()
  // The status menu shows where the lead stands, and offers only the moves from there.
  await expect(page.getByLabel('Status').locator('option:checked')).toHaveText('Viewed (current status)')
  await expect(page.getByLabel('Status').locator('option:not([disabled])')).toHaveText([
    'Contacted',
    'Quoted',
    'Won',
    'Lost',
  ])

  // 3. Marked 'Quoted': the menu now says so and offers won or lost; a quoted lead can no longer be declined.
  await page.getByLabel('Status').selectOption('quoted')
  await page.getByRole('button', { name: 'Save status' }).click()
  await expect(page.getByText('Status saved.', { exact: true })).toBeVisible()
  await expect(page.getByTestId('lead-status')).toHaveText('Quoted')
  await expect(page.getByTestId('lead-history')).toContainText('Marked quoted')
  await expect(page.getByLabel('Status').locator('option:checked')).toHaveText('Quoted (current status)')
  await expect(page.getByLabel('Status').locator('option:not([disabled])')).toHaveText(['Won', 'Lost'])
  await expect(page.getByRole('heading', { name: 'Decline this lead' })).toHaveCount(0)

  // 4. Another lead, declined as spam from the inbox.
  await enquireOnLondon(page)
  await page.goto('/account/leads')
  const newest = page.getByTestId('lead-row').first()
  await expect(newest.getByTestId('lead-status')).toHaveText('New')
  const spamPath = (await newest.getByRole('link').getAttribute('href')) ?? ''
  expect(spamPath).toMatch(/^\/account\/leads\/\d+$/)
  await page.goto(spamPath)
  await expect(page.getByTestId('lead-status')).toHaveText('Viewed')
  const spamId = Number(spamPath.split('/').pop())
  // Without a reason or an explanation, each field says what is missing and nothing is declined.
  await page.getByRole('button', { name: 'Decline lead' }).click()
  await expect(page.getByLabel('Reason')).toHaveAccessibleDescription('Please choose a reason for declining the lead.')
  await expect(page.getByLabel('Why are you declining it?')).toHaveAccessibleDescription(
    /^Please say why you are declining this lead: our team reads it\./,
  )
  await expect(page.getByTestId('lead-status')).toHaveText('Viewed')
  await page.getByLabel('Reason').selectOption({ label: 'Spam or fake' })
  await page.getByLabel('Why are you declining it?').fill('The phone number is not in service and the name is made up.')
  await page.getByRole('button', { name: 'Decline lead' }).click()
  // A second step asks for confirmation, showing what was chosen.
  await expect(page.getByTestId('decline-confirm')).toContainText('Decline this lead as Spam or fake?')
  await expect(page.getByTestId('lead-status')).toHaveText('Viewed')
  await page.getByRole('button', { name: 'Yes, decline this lead' }).click()
  await expect(
    page.getByText('Lead declined. Our team will review it: if they accept, its commission is voided.', {
      exact: true,
    }),
  ).toBeVisible()
  await expect(page.getByTestId('decline-outcome')).toHaveText('Spam or fake · Waiting for staff')
  await expect(page.getByTestId('decline-note')).toHaveText(
    'The phone number is not in service and the name is made up.',
  )
  await expect(page.getByTestId('lead-status')).toHaveText('Declined: Spam or fake')
  await expect(page.getByLabel('Status')).toHaveCount(0)

  // 5. An admin accepts the decline in the admin panel.
  const admin = await browser.newContext()
  try {
    await admin.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
    const staff = await admin.newPage()
    await staff.goto(`/admin/collections/lead-connections/${spamId}`)
    await staff.locator('#field-declineReview').click()
    await staff.locator('.rs__option', { hasText: 'Accepted: commission voided' }).click()
    await staff.getByRole('button', { name: 'Save' }).click()
    await expect(staff.getByText(/updated successfully/i)).toBeVisible()
  } finally {
    await admin.close()
  }
  const decision = await emailTo(request, baseURL!, listing.contactEmail, /was accepted/)
  expect(decision.text).toContain('is voided')

  // 6. The month's statement shows the voided commission and owes only the other lead's.
  await page.goto('/account/leads/statement')
  await expect(page.getByTestId('statement-summary')).toContainText('2 leads, 1 voided')
  await expect(page.getByTestId('statement-total')).toHaveText('£50.00')
  await expect(page.getByTestId('statement-line').filter({ hasText: 'Decline accepted: Spam or fake' })).toHaveCount(1)
  // Each line names the lead as its page does, and links that page.
  const lines = page.getByTestId('statement-line').getByRole('link', { name: 'Enquiry from Erin Enquirer' })
  await expect(lines).toHaveCount(2)
  expect(await lines.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([leadLink, spamPath])
  await lines.first().click()
  await expect(page).toHaveURL(new RegExp(`${leadLink}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry from Erin Enquirer' })).toBeVisible()

  // 6b. Without JavaScript: a third lead declined in two steps, the confirmation a page of its own.
  await enquireOnLondon(page)
  const plain = await browser.newContext({ javaScriptEnabled: false })
  try {
    await plain.addCookies(await page.context().cookies())
    const noJs = await plain.newPage()
    await noJs.goto('/account/leads')
    const third = (await noJs.getByTestId('lead-row').first().getByRole('link').getAttribute('href')) ?? ''
    await noJs.goto(third)
    await noJs.getByLabel('Reason').selectOption({ label: 'Out of our area' })
    await noJs.getByRole('button', { name: 'Decline lead' }).click()
    await expect(noJs.getByLabel('Why are you declining it?')).toHaveAccessibleDescription(
      /^Please say why you are declining this lead/,
    )
    await noJs.getByLabel('Why are you declining it?').fill('The site is in Aberdeen; we deliver within the M25.')
    await noJs.getByRole('button', { name: 'Decline lead' }).click()
    await expect(noJs.getByTestId('decline-confirm')).toContainText('Decline this lead as Out of our area?')
    await expect(noJs.getByTestId('lead-status')).toHaveText('Viewed')
    await noJs.getByRole('button', { name: 'Yes, decline this lead' }).click()
    // The enquiry named no site, so routing could not know the area: the commission is voided at once.
    await expect(
      noJs.getByText(
        'Lead declined. Its commission is voided: the enquiry did not say what you declined it for, so it could not be routed by it.',
        { exact: true },
      ),
    ).toBeVisible()
    await expect(noJs.getByTestId('lead-status')).toHaveText('Declined: Out of our area')
  } finally {
    await plain.close()
  }

  // 7. The enquirer's erase link: the lead is anonymised, and the supplier sees it withdrawn.
  const confirmation = await emailTo(request, baseURL!, enquirer, /We have received your enquiry/)
  const erasePath = linkIn(confirmation, '/your-enquiry/')
  const visitor = await browser.newContext({ javaScriptEnabled: false })
  try {
    const own = await visitor.newPage()
    const response = await own.goto(erasePath)
    expect(response?.headers()['cache-control']).toContain('no-store')
    await expect(own.getByTestId('enquiry-recipients')).toContainText(listing.name)
    await own.getByRole('link', { name: 'Erase my enquiry' }).click()
    await own.getByRole('button', { name: 'Yes, erase my enquiry' }).click()
    await expect(
      own.getByText('Your enquiry has been erased. We have told the suppliers who received it that you withdrew it.'),
    ).toBeVisible()
    await own.goto(erasePath)
    await expect(own.getByTestId('enquiry-gone')).toBeVisible()
  } finally {
    await visitor.close()
  }
  const rows = await queryRows<{ name: string; email: string; anonymised_because: string }>(
    baseURL,
    "select name, email, anonymised_because from leads where email like 'erased-%' and id = (select lead_id from lead_connections where id = $1)",
    [Number(leadLink.split('/').pop())],
  )
  expect(rows).toEqual([expect.objectContaining({ name: 'Erased enquirer', anonymised_because: 'erased' })])
  await emailTo(request, baseURL!, listing.contactEmail, /An enquiry was withdrawn/)
  await page.goto(leadLink)
  await expect(page.getByTestId('lead-status')).toHaveText('Withdrawn')
  await expect(page.getByTestId('lead-withdrawn')).toBeVisible()
  await expect(page.getByText(enquirer)).toHaveCount(0)

  // Another listing's lead is not found from this account.
  const [other] = await queryRows<{ id: number }>(
    baseURL,
    'select id from lead_connections where supplier_id <> $1 order by id desc limit 1',
    [listing.id],
  )
  const refused = await page.goto(`/account/leads/${other.id}`)
  expect(refused?.status()).toBe(404)
})
