import { randomUUID } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from './support/test'

import { ukDay } from '@/lib/dates'
import { addDays } from '@/lib/leads/quote-rules'
import { emailsAfterRun, emailTo, linkIn, runScheduledQueue } from './support/emails'
import { adminToken, formField, listingWithVerifiedAccount, queryRows, uniquePhone } from './support/public-screens'

// Issue 33's journey in Chromium: an enquiry reaches two suppliers; one writes, the enquirer answers (without
// JavaScript); both quote from the portal; the enquirer compares the quotes on their page and accepts one (without
// JavaScript); the winner sees 'Won', the other 'Lost', each e-mailed once; after the delivery date the review
// invitation goes to the winner only.

const PASSWORD = 'quotes-e2e-password'
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function signedInAt(browser: Browser, ownerEmail: string, link: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(link)
  await page.getByLabel('E-mail address').fill(ownerEmail)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${link}$`))
  return page
}

async function sendQuote(page: Page, q: { description: string; quantity: string; price: string; delivery: string }) {
  const form = page.getByTestId('quote-form')
  await form.getByLabel('Line 1: description').fill(q.description)
  await form.getByLabel('Line 1: quantity').fill(q.quantity)
  await form.getByLabel('Line 1: unit', { exact: true }).fill('m²')
  await form.getByLabel('Line 1: unit price (£)').fill(q.price)
  await form.getByLabel('Delivery cost (£)').fill(q.delivery)
  await form.getByLabel('VAT').selectOption('excluded')
  await form.getByLabel('Earliest delivery date').fill(addDays(ukDay(new Date()).iso, 2))
  await form.getByLabel('Valid until').fill(addDays(ukDay(new Date()).iso, 30))
  await form.getByRole('button', { name: 'Send the quote' }).click()
  await expect(page.getByText('Quote sent. The enquirer can see it on their page.', { exact: true })).toBeVisible()
  await expect(page.getByTestId('lead-status')).toHaveText('Quoted')
}

test('quotes in the platform: a message and its answer, two quotes compared, one accepted once, the winner invited', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const token = await adminToken(request, baseURL!)
  const town = `Quoteford ${randomUUID().slice(0, 6)}`
  const alpha = await listingWithVerifiedAccount(request, baseURL!, token, {
    name: 'Quotes Alpha',
    password: PASSWORD,
    location: town,
    // The comparison shows each supplier's Eco-Score: earned from real evidence (issue 31).
    earnedScore: 6,
  })
  const beta = await listingWithVerifiedAccount(request, baseURL!, token, {
    name: 'Quotes Beta',
    password: PASSWORD,
    location: town,
  })

  // 1. The enquiry, from the London page's form, for the town where both listings are.
  const enquirer = `enquirer-${randomUUID().slice(0, 8)}@quotes-e2e.test`
  await page.goto('/london')
  const form = page.locator('#enquiry')
  await formField(form, 'Full Name').fill('Quinn Quoter')
  await formField(form, 'Email').fill(enquirer)
  await formField(form, 'Phone Number').fill(uniquePhone())
  await formField(form, 'City').fill(town)
  await formField(form, 'Project Details').fill('Wood-fibre boards for a 40 m² loft.')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Submit Enquiry' }).click()
  await expect(page.getByText('Thank you!', { exact: true })).toBeVisible()
  const confirmation = await emailTo(request, baseURL!, enquirer, /We have received your enquiry/)
  const enquiryPage = linkIn(confirmation, '/your-enquiry/')

  // 2. Alpha writes first from its lead page.
  const alphaLead = linkIn(
    await emailTo(request, baseURL!, alpha.listing.contactEmail, /New enquiry/),
    '/account/leads/',
  )
  const alphaPage = await signedInAt(browser, alpha.email, alphaLead)
  await alphaPage.getByLabel(/Your message to Quinn Quoter/).fill('Which thickness do you need: 60 or 100 mm?')
  await alphaPage.getByRole('button', { name: 'Send the message' }).click()
  await expect(alphaPage.getByText('Message sent.', { exact: true })).toBeVisible()
  await expect(alphaPage.getByTestId('lead-status')).toHaveText('Contacted')

  // 3. The enquirer, without JavaScript, follows the e-mail's link (which carries no words of the message) and answers.
  const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
  const told = await emailTo(request, baseURL!, enquirer, new RegExp(`New message from ${alpha.listing.name}`))
  expect(told.text).not.toContain('Which thickness')
  await noScript.goto(linkIn(told, '/your-enquiry/'))
  const withAlpha = noScript.getByTestId(/^conversation-\d+$/).filter({ hasText: 'Which thickness' })
  await expect(withAlpha.getByTestId('message-body')).toHaveText(['Which thickness do you need: 60 or 100 mm?'])
  await withAlpha.getByLabel(/Your message to Quotes Alpha/).fill('100 mm, please.')
  await withAlpha.getByRole('button', { name: 'Send the message' }).click()
  await expect(noScript.getByText('Message sent.', { exact: true })).toBeVisible()
  await emailTo(request, baseURL!, alpha.listing.contactEmail, /New message from The enquirer/)
  await alphaPage.reload()
  await expect(alphaPage.getByTestId('message-body')).toHaveText([
    'Which thickness do you need: 60 or 100 mm?',
    '100 mm, please.',
  ])

  // 4. Both quote: Alpha £20.00 × 40 + £30 delivery + VAT = £996.00; Beta £18.50 × 40 + £60 + VAT = £960.00.
  await sendQuote(alphaPage, { description: 'Wood-fibre board 100 mm', quantity: '40', price: '20', delivery: '30' })
  await expect(alphaPage.getByTestId('quote-total')).toHaveText('£996.00')
  const betaLead = linkIn(await emailTo(request, baseURL!, beta.listing.contactEmail, /New enquiry/), '/account/leads/')
  const betaPage = await signedInAt(browser, beta.email, betaLead)
  await sendQuote(betaPage, { description: 'Wood-fibre board 100 mm', quantity: '40', price: '18.50', delivery: '60' })

  // 5. The enquirer compares them side by side and accepts Alpha's, in two steps, without JavaScript.
  await noScript.goto(enquiryPage)
  const table = noScript.getByTestId('quote-table')
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('£996.00')
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('£960.00')
  await expect(table.getByRole('row', { name: /^State/ })).toContainText('Sent a quote')
  await expect(table.getByRole('row', { name: /^Eco-Score/ })).toContainText('6/10')
  // Axe runs a script: it checks the same page in the context with JavaScript.
  await page.goto(enquiryPage)
  await expect(page.getByTestId('quote-table')).toBeVisible()
  const violations = (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await noScript
    .getByRole('article', { name: `The quote of ${alpha.listing.name}` })
    .getByRole('link', { name: 'Accept this quote' })
    .click()
  await expect(noScript.getByTestId('accept-confirm')).toContainText(
    `Accept the quote of ${alpha.listing.name} for £996.00?`,
  )
  await noScript.getByRole('button', { name: 'Yes, accept this quote' }).click()
  await expect(noScript.getByTestId('enquiry-notice')).toHaveText(
    'You accepted the quote. We have told the supplier, and the others that you chose another.',
  )
  await expect(noScript.getByTestId('enquiry-outcome')).toHaveText('You accepted a quote: your choice is final.')
  await expect(noScript.getByRole('link', { name: 'Accept this quote' })).toHaveCount(0)

  // 6. The winner sees 'Won', the other 'Lost'; each is e-mailed once.
  await alphaPage.reload()
  await expect(alphaPage.getByTestId('lead-status')).toHaveText('Won')
  await betaPage.reload()
  await expect(betaPage.getByTestId('lead-status')).toHaveText('Lost')
  await expect(betaPage.getByTestId('quote-form')).toHaveCount(0)
  await emailTo(request, baseURL!, alpha.listing.contactEmail, /Your quote was accepted/)
  await emailTo(request, baseURL!, beta.listing.contactEmail, /An enquiry went another way/)
  const alphaMail = await emailsAfterRun(request, baseURL!, alpha.listing.contactEmail)
  const betaMail = await emailsAfterRun(request, baseURL!, beta.listing.contactEmail)
  expect(alphaMail.filter((e) => /Your quote was accepted/.test(e.subject))).toHaveLength(1)
  expect(alphaMail.filter((e) => /went another way/.test(e.subject))).toHaveLength(0)
  expect(betaMail.filter((e) => /went another way/.test(e.subject))).toHaveLength(1)

  // 7. Before the delivery date no one is invited to review; once it has passed, only the winner.
  const makeDue = () =>
    queryRows(
      baseURL,
      `update payload_jobs set wait_until = now() where task_slug = 'sendReviewInvitations' and completed_at is null`,
    )
  await runScheduledQueue(request, baseURL!, 'reviews', makeDue)
  expect((await emailsAfterRun(request, baseURL!, enquirer)).filter((e) => /^How was/.test(e.subject))).toEqual([])
  const yesterday = addDays(ukDay(new Date()).iso, -1)
  await queryRows(baseURL, `update quotes set earliest_delivery = $2 where status = 'accepted' and supplier_id = $1`, [
    alpha.listing.id,
    yesterday,
  ])
  await runScheduledQueue(request, baseURL!, 'reviews', makeDue)
  await emailTo(request, baseURL!, enquirer, new RegExp(`How was ${alpha.listing.name}\\?`))
  const invitations = (await emailsAfterRun(request, baseURL!, enquirer)).filter((e) => /^How was/.test(e.subject))
  expect(invitations.map((e) => e.subject)).toEqual([expect.stringContaining(alpha.listing.name)])
})
