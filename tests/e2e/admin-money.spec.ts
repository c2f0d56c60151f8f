import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './support/test'

import { adminToken, listingWithVerifiedAccount, queryRows } from './support/public-screens'

// Staff's view of money in the admin (issue 34): pounds, never pence; the orders list names the business and the
// e-mail; a paid order's amount is read-only; an unpaid commission invoice is written off with a reason.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

function fakeStripeUrl(baseURL: string): string {
  const file = path.join(process.cwd(), '.data', `e2e-stripe-${new URL(baseURL).port}.json`)
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { stripeApiUrl: string }).stripeApiUrl
}

async function signInAsAdmin(page: Page, request: APIRequestContext, baseURL: string): Promise<string> {
  const token = await adminToken(request, baseURL)
  await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL }])
  return token
}

/** axe on one part of the admin (ours), at WCAG 2.2 AA. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(WCAG).analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test("the orders list names the business and e-mail in pounds, and a paid order's amount is read-only", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = await signInAsAdmin(page, request, baseURL!)
  const stamp = randomBytes(3).toString('hex')
  const { listing, email } = await listingWithVerifiedAccount(request, baseURL!, token, {
    name: `Money Mill ${stamp}`,
    password: 'admin-money-e2e-password',
  })
  const [account] = await queryRows<{ id: number }>(baseURL, 'select id from supplier_accounts where email = $1', [
    email,
  ])
  const [paid] = await queryRows<{ id: number }>(
    baseURL,
    `insert into orders (package_name, amount, currency, status, stripe_session_id, paid_at, supplier_id, account_id)
     values ($1, 37550, 'gbp', 'paid', $2, now(), $3, $4) returning id`,
    [`Money Starter ${stamp}`, `cs_money_${stamp}`, listing.id, account!.id],
  )
  // A new supplier's order before its listing exists: the application names the business.
  await queryRows(
    baseURL,
    `insert into orders (package_name, amount, currency, status, application_business_name, application_email)
     values ($1, 99900, 'gbp', 'pending', $2, $3)`,
    [`Money Starter ${stamp}`, `Applicant Lime ${stamp}`, `lime-${stamp}@admin-money.test`],
  )

  await page.goto(`/admin/collections/orders?search=${encodeURIComponent(`Money Starter ${stamp}`)}`)
  const table = page.locator('.table table')
  await expect(table.getByRole('columnheader', { name: 'Business' })).toBeVisible({ timeout: 30_000 })
  await expect(table.getByRole('columnheader', { name: 'E-mail' })).toBeVisible()
  const paidRow = table.getByRole('row').filter({ hasText: listing.name })
  await expect(paidRow).toContainText(email)
  await expect(paidRow).toContainText('£375.50')
  const applicationRow = table.getByRole('row').filter({ hasText: `Applicant Lime ${stamp}` })
  await expect(applicationRow).toContainText(`lime-${stamp}@admin-money.test`)
  await expect(applicationRow).toContainText('£999.00')
  await expect(table).not.toContainText('37550')

  // Searching by the listing's name finds the order too.
  await page.goto(`/admin/collections/orders?search=${encodeURIComponent(listing.name)}`)
  await expect(page.locator('.table table').getByRole('row').filter({ hasText: '£375.50' })).toBeVisible({
    timeout: 30_000,
  })

  await page.goto(`/admin/collections/orders/${paid!.id}`)
  const amount = page.getByRole('textbox', { name: /^Amount\s*\*?$/ })
  await expect(amount).toHaveValue('£375.50', { timeout: 30_000 })
  await expect(amount).not.toBeEditable()
  await expect(page.getByLabel('Amount (pence)')).toHaveCount(0)
  expect(await axeViolations(page, '.money-field')).toEqual([])
})

test('a commission invoice shows pounds and Stripe’s page, and staff write it off with a reason', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = await signInAsAdmin(page, request, baseURL!)
  const stamp = randomBytes(3).toString('hex')
  const { listing } = await listingWithVerifiedAccount(request, baseURL!, token, {
    name: `Unpaid Mill ${stamp}`,
    password: 'admin-money-e2e-password',
  })

  // An open invoice in (the fake) Stripe, recorded as the monthly job records one.
  const fake = fakeStripeUrl(baseURL!)
  const stripe = (pathname: string, form: Record<string, string> = {}) =>
    request
      .post(`${fake}${pathname}`, { form, headers: { authorization: 'Bearer sk_test_e2e_fake_stripe' } })
      .then(async (r) => {
        expect(r.ok(), await r.text()).toBe(true)
        return (await r.json()) as { id: string; number: string; hosted_invoice_url: string }
      })
  const customer = await stripe('/v1/customers', { name: listing.name })
  const draft = await stripe('/v1/invoices', {
    customer: customer.id,
    collection_method: 'send_invoice',
    days_until_due: '14',
  })
  await stripe('/v1/invoiceitems', { customer: customer.id, invoice: draft.id, amount: '5000', currency: 'gbp' })
  const invoice = await stripe(`/v1/invoices/${draft.id}/finalize`)
  const [row] = await queryRows<{ id: number }>(
    baseURL,
    `insert into commission_invoices (supplier_id, month, stripe_invoice_id, number, status, total_pence,
                                      hosted_invoice_url, due_date)
     values ($1, '2026-01', $2, $3, 'open', 5000, $4, now() + interval '14 days') returning id`,
    [listing.id, invoice.id, invoice.number, invoice.hosted_invoice_url],
  )
  await queryRows(
    baseURL,
    `insert into commission_invoices_lines (_order, _parent_id, id, connection, amount) values (1, $1, $2, 1, 5000)`,
    [row!.id, `line-${stamp}`],
  )

  await page.goto(`/admin/collections/commission-invoices/${row!.id}`)
  await expect(page.getByRole('textbox', { name: /^Total\s*\*?$/ })).toHaveValue('£50.00', { timeout: 30_000 })
  await expect(page.getByRole('link', { name: /Hosted invoice page/ })).toHaveAttribute(
    'href',
    invoice.hosted_invoice_url,
  )
  const writeOff = page.getByRole('button', { name: 'Write off', exact: true })
  await expect(writeOff).toBeDisabled()
  expect(await axeViolations(page, '.money-field')).toEqual([])

  // Too short a reason: the endpoint's message, nothing voided.
  await page.getByLabel('Reason for writing it off').fill('no')
  await writeOff.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Give the reason' })).toBeVisible()
  expect(
    (
      await queryRows<{ status: string }>(baseURL, 'select status from commission_invoices where id = $1', [row!.id])
    )[0],
  ).toEqual({ status: 'open' })

  await page.getByLabel('Reason for writing it off').fill('The supplier closed down; nothing to collect.')
  await writeOff.click()
  await expect(page.getByRole('status').filter({ hasText: 'Written off' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Write off', exact: true })).toHaveCount(0)
  const [after] = await queryRows<{ status: string; write_off_reason: string }>(
    baseURL,
    'select status, write_off_reason from commission_invoices where id = $1',
    [row!.id],
  )
  expect(after).toEqual({ status: 'void', write_off_reason: 'The supplier closed down; nothing to collect.' })

  // Void: no write-off offered any more.
  await page.reload()
  await expect(page.getByRole('textbox', { name: /^Total\s*\*?$/ })).toHaveValue('£50.00', { timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Write off', exact: true })).toHaveCount(0)
})
