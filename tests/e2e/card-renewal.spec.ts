import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'

import { runScheduledQueue } from './support/emails'
import { adminToken, listingWithVerifiedAccount, queryRows } from './support/public-screens'

// A card on file and automatic renewal in Chromium: a supplier with a package running adds a card in /account/billing
// through Stripe Checkout in setup mode (the fake Stripe's hosted page), switches automatic renewal on, the package's
// end is moved near (the clock's stand-in) and the hourly renewal job made due and run as a deployment's cron runs
// it: the package is charged off-session and extended, and the receipt is listed on /account/billing.

const PASSWORD = 'card-renewal-e2e-password'

test('a supplier adds a card, switches on renewal, and the package renews near its end with a receipt', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const token = await adminToken(request, baseURL!)
  const { listing, email } = await listingWithVerifiedAccount(request, baseURL!, token, {
    name: 'Renewing Cork',
    password: PASSWORD,
  })
  // The listing's package, paid a year ago (the cheapest seeded package), ending in 30 days.
  const [entitlement] = await queryRows<{ id: number; package_id: number }>(
    baseURL,
    `with p as (select id, name, price, tier, badge_label from packages order by price, id limit 1),
          o as (insert into orders (package_id, package_name, amount, currency, status, supplier_id, paid_at,
                                    created_at, updated_at)
                select id, name, price * 100, 'gbp', 'paid', $1, now() - interval '335 days', now(), now() from p
                returning id, package_id)
     insert into entitlements (supplier_id, order_id, package_id, tier, badge_label, featured_in_category,
                               featured_in_city, starts_at, ends_at, status, created_at, updated_at)
     select $1, o.id, o.package_id, p.tier::text::enum_entitlements_tier, coalesce(p.badge_label, p.name), false, false,
            now() - interval '335 days', now() + interval '30 days', 'active', now(), now()
     from o join p on p.id = o.package_id
     returning id, package_id`,
    [listing.id],
  )

  // 1. The former address of the billing details leads to the billing page (after signing in).
  await page.goto('/account/leads/billing')
  await expect(page).toHaveURL(/\/account\/sign-in\?next=/)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account\/billing$/)
  await expect(page.getByTestId('card-on-file')).toHaveText(/No card on file/)
  await expect(page.getByTestId('renewal-status')).toHaveText('Off')

  // 2. Renewal needs a card first.
  await page.getByRole('button', { name: 'Switch on automatic renewal' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Add a card first: automatic renewal charges the card on file.' }),
  ).toBeVisible()

  // 3. Add a card through the (fake) Stripe Checkout in setup mode: back on the billing page with the card.
  // Stripe's return is cross-site (Payload takes no session cookie on it): the card page says so and links back.
  await page.getByRole('button', { name: 'Add a card' }).click()
  await expect(page).toHaveURL(/\/account\/billing\/card\?session_id=cs_test_/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your card is saved')
  await page.getByRole('link', { name: 'Back to billing' }).click()
  await expect(page).toHaveURL(/\/account\/billing\?notice=card-added$/)
  await expect(page.getByRole('status')).toHaveText('Your card is saved: it is now the card on file.')
  await expect(page.getByTestId('card-on-file')).toHaveText(/^Visa ending \d{4}, expires 12\/\d{4}$/)
  const last4 = /ending (\d{4})/.exec((await page.getByTestId('card-on-file').textContent()) ?? '')?.[1]

  // 4. Renewal on.
  await page.getByRole('button', { name: 'Switch on automatic renewal' }).click()
  await expect(page.getByRole('status')).toHaveText('Automatic renewal is on.')
  await expect(page.getByTestId('renewal-status')).toHaveText('On')
  await expect(page.getByTestId('billing-receipt')).toHaveCount(1)
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])

  // 5. The seller is VAT-registered (prices include VAT) when the renewal is charged; the settings go back after.
  const headers = { authorization: `JWT ${token}` }
  const settingsBefore = (await (await request.get('/api/globals/site-settings?depth=0', { headers })).json()) as {
    vatTreatment: string
    seller: Record<string, unknown> | null
  }
  const saveSettings = async (data: Record<string, unknown>) => {
    const answer = await request.post('/api/globals/site-settings', { headers, data })
    expect(answer.ok(), await answer.text()).toBe(true)
  }
  let oldEnd: Date
  try {
    await saveSettings({
      vatTreatment: 'included',
      seller: {
        ...settingsBefore.seller,
        legalName: 'EcoBuild Directory Ltd',
        address: '1 Green Street\nLondon\nEC1A 1AA',
        vatRegistered: true,
        vatNumber: 'GB123456789',
        vatRate: 20,
      },
    })
    // The clock: the package ends in two days; the hourly renewal job, due now.
    ;[{ ends_at: oldEnd }] = await queryRows<{ ends_at: Date }>(
      baseURL,
      `update entitlements set ends_at = now() + interval '2 days' where id = $1 returning ends_at`,
      [entitlement.id],
    )
    await runScheduledQueue(request, baseURL!, 'entitlements', () =>
      queryRows(
        baseURL,
        `update payload_jobs set wait_until = now() where task_slug = 'packageRenewals' and completed_at is null`,
      ),
    )
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ n: number }>(
              baseURL,
              `select count(*)::int as n from orders where supplier_id = $1 and status = 'paid'`,
              [listing.id],
            )
          )[0].n,
        { timeout: 20_000 },
      )
      .toBe(2)
  } finally {
    await saveSettings({ vatTreatment: settingsBefore.vatTreatment, seller: settingsBefore.seller })
  }

  // 6. Charged off-session to that card, the package runs on from its end, and the receipt is listed.
  // (The server's own runner may have claimed the due job at a ten-minute mark: wait for whichever ran it.)
  const renewal = () =>
    queryRows<{ starts_at: Date }>(baseURL, 'select starts_at from entitlements where supplier_id = $1 and id <> $2', [
      listing.id,
      entitlement.id,
    ])
  await expect.poll(async () => (await renewal()).length, { timeout: 20_000 }).toBe(1)
  const [renewed] = await renewal()
  expect(new Date(renewed.starts_at).getTime()).toBe(new Date(oldEnd).getTime())
  await page.goto('/account/billing')
  await expect(page.getByTestId('billing-receipt')).toHaveCount(2)
  // The newest receipt, the renewal's, is a full VAT invoice (the settings it was charged under stay on it).
  const receipt = page.getByTestId('billing-receipt').first()
  await receipt.click()
  await expect(page).toHaveURL(/\/account\/receipts\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'VAT invoice' })).toBeVisible()
  await expect(page.getByTestId('receipt').getByTestId('receipt-seller')).toContainText('VAT number: GB123456789')
  expect(last4).toMatch(/^\d{4}$/)
})
