import { randomUUID } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'

import { emailTo, runScheduledQueue } from './support/emails'
import { adminToken, formField, listingWithVerifiedAccount, queryRows, uniquePhone } from './support/public-screens'

// A month's commission through Stripe in Chromium: a lead reaches a listing, its connection is moved into last month
// (the clock's stand-in), the owner fills in the billing details in the portal, the daily billing job is made due and
// run as a deployment's cron runs it, the invoice e-mail to the billing address links Stripe's hosted invoice page (the
// fake Stripe's), paying there delivers invoice.paid to the webhook, and the portal's statement shows the invoice paid.

const PASSWORD = 'invoices-e2e-password'

test('a supplier with leads last month is invoiced, pays on the hosted page, and the statement shows it paid', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const token = await adminToken(request, baseURL!)
  const { listing, email: ownerEmail } = await listingWithVerifiedAccount(request, baseURL!, token, {
    name: 'Invoiced Hemp',
    password: PASSWORD,
  })

  // 1. An enquiry from the profile; its connection moved to the 15th of last month.
  await page.goto(`/suppliers/${listing.slug}`)
  const form = page.locator('#enquiry')
  await formField(form, 'Full Name').fill('Ivy Invoice')
  await formField(form, 'Email').fill(`ivy-${randomUUID().slice(0, 8)}@invoices-e2e.test`)
  await formField(form, 'Phone Number').fill(uniquePhone())
  await formField(form, 'City').fill('Leeds')
  await formField(form, 'Project Details').fill('Hempcrete for a single-storey extension.')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Submit Enquiry' }).click()
  await expect(page.getByText('Thank you!', { exact: true })).toBeVisible()
  const now = new Date()
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12))
  const month = lastMonth.toISOString().slice(0, 7)
  await queryRows(baseURL, 'update lead_connections set created_at = $2 where supplier_id = $1', [
    listing.id,
    lastMonth.toISOString(),
  ])

  // 2. The owner fills in the billing details in the portal (a wrong VAT number first).
  const billingEmail = `accounts-${randomUUID().slice(0, 8)}@invoices-e2e.test`
  await page.goto('/account/billing')
  await expect(page).toHaveURL(/\/account\/sign-in\?next=/)
  await page.getByLabel('E-mail address').fill(ownerEmail)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account\/billing$/)
  await page.getByLabel('Name on invoices').fill('Invoiced Hemp Ltd')
  await page.getByLabel('Invoice e-mail address').fill(billingEmail)
  await page.getByLabel('Town or city').fill('Leeds')
  await page.getByLabel('VAT number').fill('FR12')
  await page.getByRole('button', { name: 'Save billing details' }).click()
  await expect(page.getByText('Enter a UK VAT number such as GB123456789.')).toBeVisible()
  await page.getByLabel('Name on invoices').fill('Invoiced Hemp Ltd')
  await page.getByLabel('Invoice e-mail address').fill(billingEmail)
  await page.getByLabel('VAT number').fill('GB123456789')
  await page.getByRole('button', { name: 'Save billing details' }).click()
  await expect(page.getByRole('status')).toHaveText('Your billing details are saved.')
  await expect(page.getByLabel('Invoice e-mail address')).toHaveValue(billingEmail)
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])

  // 3. The daily billing job, due now.
  await runScheduledQueue(request, baseURL!, 'certificates', () =>
    queryRows(
      baseURL,
      `update payload_jobs set wait_until = now() where task_slug = 'commissionInvoices' and completed_at is null`,
    ),
  )
  const [invoice] = await queryRows<{ number: string; total_pence: string; status: string }>(
    baseURL,
    'select number, total_pence, status from commission_invoices where supplier_id = $1 and month = $2',
    [listing.id, month],
  )
  expect(invoice).toMatchObject({ status: 'open' })

  // 4. The invoice e-mail, to the billing address, links Stripe's hosted page; paying there.
  const email = await emailTo(request, baseURL!, billingEmail, new RegExp(`Commission invoice ${invoice.number}`))
  const hosted = /https?:\/\/\S+\/invoice\/in_[0-9a-f]+/.exec(email.text)?.[0]
  expect(hosted, email.text).toBeTruthy()
  await page.goto(hosted!)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Invoice ${invoice.number}`)
  await page.getByRole('button', { name: /^Pay £/ }).click()
  await expect(page.getByText('Status: paid')).toBeVisible()

  // 5. The portal's statement for the month: the invoice, paid.
  await page.goto(`/account/leads/statement?month=${month}`)
  await expect(page.getByTestId('invoice-number')).toHaveText(invoice.number)
  await expect(page.getByTestId('statement-total')).toHaveText(
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(Number(invoice.total_pence) / 100),
  )
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('invoice-status')).toHaveText('Paid', { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
})
