import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './support/test'

import { BASE_COMMISSION_PENCE, DEFAULT_LEAD_BONUS_PENCE, formatPence } from '@/lib/leads/commission'
import { COMMISSION_HEADING, commissionSummary, commissionTerms } from '@/lib/leads/commission-terms'
import { WELCOME_RESENT } from '@/lib/packages/welcome-rules'
import { emailsAfterRun, emailTo } from './support/emails'
import { getCategories, queryRows } from './support/public-screens'

// Issue 28: 'After paying' (the page Checkout returns to fulfils at once, without waiting for Stripe's event, shows
// the order and sends the set-password e-mail again) and 'Money said before it is taken' (the per-lead commission on
// Get Listed, beside the application's terms and in the terms, from the constants routing charges with).

const PACKAGE = 'Green Starter'

function fakeStripeUrl(baseURL: string): string {
  const file = path.join(process.cwd(), '.data', `e2e-stripe-${new URL(baseURL).port}.json`)
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { stripeApiUrl: string }).stripeApiUrl
}

async function holdWebhooks(request: APIRequestContext, baseURL: string, hold: boolean): Promise<void> {
  expect((await request.post(`${fakeStripeUrl(baseURL)}/__control`, { data: { holdWebhooks: hold } })).ok()).toBe(true)
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('after paying', () => {
  test.describe.configure({ mode: 'serial' })

  test.afterEach(async ({ request, baseURL }) => {
    await holdWebhooks(request, baseURL!, false)
  })

  test('a new supplier who has paid sees the order at once, before Stripe’s delayed event, and can have the e-mail sent again', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const id = randomUUID().slice(0, 8)
    const email = `returner-${id}@returned-timber.example`
    const [category] = await getCategories(request)
    // Stripe's checkout.session.completed is delayed: only the return can fulfil the order.
    await holdWebhooks(request, baseURL!, true)

    await page.goto(`/suppliers/apply?package=${encodeURIComponent(PACKAGE)}`)
    await page.getByLabel('Business name').fill(`Returned Timber ${id}`)
    await page.getByLabel('Your name').fill('Rhea Returner')
    await page.getByLabel('Work e-mail').fill(email)
    await page.getByLabel('Phone').fill('0113 496 0000')
    await page.getByLabel('City').fill('Leeds')
    await page.getByLabel('Category').selectOption({ label: category.name })
    await page.getByLabel('I agree to the terms and conditions and the privacy policy.').check()
    const returned = page.waitForResponse(
      (r) => r.request().isNavigationRequest() && /\/checkout\/complete\?session_id=cs_test_/.test(r.url()),
    )
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    const response = await returned
    expect(response.status()).toBe(200)
    // For one person: never cached, never indexed.
    expect(response.headers()['cache-control']).toMatch(/no-store/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    const [order] = await queryRows<{ id: number; status: string }>(
      baseURL!,
      'SELECT id, status FROM orders WHERE application_email = $1',
      [email],
    )
    // Paid and delivered by the return itself: the event has not arrived.
    expect(order.status).toBe('paid')
    const [account] = await queryRows<{ id: number }>(baseURL!, 'SELECT id FROM supplier_accounts WHERE email = $1', [
      email,
    ])
    expect(account).toBeTruthy()

    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
    await expect(page.getByText('Thank you for your payment. Your listing will be processed shortly.')).toBeVisible()
    await expect(page.getByTestId('order-reference')).toHaveText(`EBD-${String(order.id).padStart(6, '0')}`)
    await expect(page.getByTestId('order-package')).toHaveText(PACKAGE)
    await expect(page.getByTestId('order-amount')).toHaveText('£375.00')
    await expect(page.getByTestId('order-summary')).toContainText('A 12-month listing from the day you pay.')
    await expect(page.getByTestId('check-inbox')).toContainText('Check your inbox for the link to set your password.')
    await expectNoSeriousAxeViolations(page)

    const first = await emailTo(request, baseURL!, email, /^Set your password and complete your listing/)
    await page.getByRole('button', { name: 'Send the e-mail again' }).click()
    await expect(page.getByRole('status').filter({ hasText: WELCOME_RESENT })).toBeVisible()
    await expect
      .poll(
        async () =>
          (await emailsAfterRun(request, baseURL!, email)).filter((e) => /^Set your password/.test(e.subject)).length,
      )
      .toBe(2)
    const sent = (await emailsAfterRun(request, baseURL!, email)).filter((e) => /^Set your password/.test(e.subject))
    expect(sent.at(-1)!.text).not.toBe(first.text)

    // The delayed event then arrives and changes nothing.
    await holdWebhooks(request, baseURL!, false)
    const counts = await queryRows<{ entitlements: string; accounts: string }>(
      baseURL!,
      `SELECT (SELECT count(*) FROM entitlements WHERE order_id = $1)::text AS entitlements,
              (SELECT count(*) FROM supplier_accounts WHERE email = $2)::text AS accounts`,
      [order.id, email],
    )
    expect(counts).toEqual([{ entitlements: '1', accounts: '1' }])
  })

  test('an altered or unknown session id answers 404 with a clear message and shows no order', async ({ request }) => {
    for (const sessionId of ['cs_test_0000000000000000nothere', '../../etc', 'cs_test_<b>x</b>', '']) {
      const response = await request.get(`/checkout/complete?session_id=${encodeURIComponent(sessionId)}`)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(html).toContain('Payment not found')
      expect(html).toContain('We could not find a payment for this link.')
      expect(html).not.toContain('Order reference')
    }
  })
})

test.describe('the per-lead commission, said before payment', () => {
  const base = formatPence(BASE_COMMISSION_PENCE)
  const bonus = formatPence(DEFAULT_LEAD_BONUS_PENCE)

  test('Get Listed states it beside the package terms', async ({ page }) => {
    await page.goto('/suppliers?tab=get-listed')
    const note = page.getByTestId('commission-terms').first()
    await expect(note).toBeVisible()
    await expect(note).toHaveText(`${COMMISSION_HEADING}: ${commissionSummary()}`)
    await expect(note).toContainText(base)
    await expect(note).toContainText(bonus)
  })

  test('the application states it beside the terms, and its consent line links the terms and the privacy policy', async ({
    page,
  }) => {
    await page.goto(`/suppliers/apply?package=${encodeURIComponent(PACKAGE)}`)
    const summary = page.locator('section[aria-labelledby="package-summary"]')
    await expect(summary.getByTestId('commission-terms')).toHaveText(`${COMMISSION_HEADING}: ${commissionSummary()}`)
    const consent = page.locator('label').filter({ hasText: 'I agree to the terms and conditions' })
    await expect(consent.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms')
    await expect(consent.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy')
    await expect(
      page.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy.' }),
    ).toBeVisible()
    await consent.getByRole('link', { name: 'privacy policy' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the terms of service state it in their own section', async ({ page }) => {
    await page.goto('/terms')
    const section = page.getByRole('region', { name: COMMISSION_HEADING })
    await expect(section).toBeVisible()
    for (const line of commissionTerms()) await expect(section).toContainText(line)
    await expect(section).toContainText(`${base}`)
  })
})
