import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'

import { ukDay } from '@/lib/dates'
import { INSIGHTS_EMAIL_LINK_INVALID, INSIGHTS_EMAIL_STOPPED } from '@/lib/insights/monthly-email'
import { addDays, PERIOD_NOT_OFFERED } from '@/lib/insights/periods'
import { emailTo, linkIn, runScheduledQueue } from './support/emails'
import { adminToken, listingWithVerifiedAccount, queryRows } from './support/public-screens'

// Issue 35 in Chromium: a supplier whose counters were filled with SQL opens its insights, reads the last 30 days,
// switches to 90 (no script needed: links), and each chart's table adds up to the figure in the summary; axe finds no
// serious violation; the monthly e-mail's unsubscribe link works without signing in, a forged one is refused, and the
// portal's setting turns the e-mail back on.

const PASSWORD = 'insights-e2e-password'
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

test('a supplier reads its insights for 30 and 90 days, and the monthly e-mail’s unsubscribe link works', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const token = await adminToken(request, baseURL!)
  const { listing, email } = await listingWithVerifiedAccount(request, baseURL!, token, {
    name: 'Insights E2E Hemp',
    password: PASSWORD,
  })
  const today = ukDay(new Date()).iso
  const daysAgo = (n: number) => addDays(today, -n)
  const counters: [number, string, number][] = [
    [1, 'profile_view', 7],
    [5, 'impression', 50],
    [3, 'click_email', 2],
    [0, 'profile_view', 500], // today: not counted until tomorrow
    [40, 'profile_view', 11], // in the last 90 days; in the 30 before the last 30
    [45, 'click_website', 1],
  ]
  for (const [ago, metric, count] of counters)
    await queryRows(
      baseURL,
      'insert into insight_daily_counts (supplier_id, day, metric, product_id, count) values ($1, $2, $3, 0, $4)',
      [listing.id, daysAgo(ago), metric, count],
    )

  // Signing in on the way to the page.
  await page.goto('/account/insights')
  await expect(page).toHaveURL(/\/account\/sign-in\?next=/)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account\/insights$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your insights' })).toBeVisible()

  const figure = (key: string) => page.getByTestId(`figure-${key}`).getByTestId('figure-value')
  await expect(figure('views')).toHaveText('7')
  await expect(figure('impressions')).toHaveText('50')
  await expect(figure('contacts')).toHaveText('2')
  await expect(page.getByTestId('figure-views')).toContainText('down 4 (−36%) on the previous 30 days')
  await page.getByText('Views per day as a table').click()
  await expect(page.getByTestId('chart-table-views').getByTestId('chart-total')).toHaveText('7')
  await expect(page.getByTestId('chart-table-views').getByTestId('chart-cell')).toHaveCount(30)
  // The image is named by its title and described by its description.
  const chart = page.getByTestId('chart-views').getByRole('img')
  await expect(chart).toHaveAccessibleName('Views per day')
  await expect(chart).toHaveAccessibleDescription(/^Views per day, 30 bars from .*: 7 in all, the most 7 /)

  // 90 days: a link, the figures and the weekly chart's table agree.
  await page.getByRole('link', { name: 'Last 90 days' }).click()
  await expect(page).toHaveURL(/\/account\/insights\?days=90$/)
  await expect(page.getByRole('link', { name: 'Last 90 days' })).toHaveAttribute('aria-current', 'page')
  await expect(figure('views')).toHaveText('18')
  await expect(figure('contacts')).toHaveText('3')
  await page.getByText('Views per week as a table').click()
  await page.getByText('Contact clicks per week as a table').click()
  const viewsTable = page.getByTestId('chart-table-views')
  await expect(viewsTable.getByTestId('chart-total')).toHaveText('18')
  const cells = await viewsTable.getByTestId('chart-cell').allTextContents()
  expect(cells.reduce((sum, c) => sum + Number(c.replace(/,/g, '')), 0)).toBe(18)
  await expect(page.getByTestId('chart-table-contacts').getByTestId('chart-total')).toHaveText('3')

  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  // Another listing's figures are not reachable from the address: whatever it names, the page is the session's.
  const [another] = await queryRows<{ id: number }>(
    baseURL,
    `select id from suppliers where id <> $1 and _status = 'published' order by id limit 1`,
    [listing.id],
  )
  await queryRows(
    baseURL,
    `insert into insight_daily_counts (supplier_id, day, metric, product_id, count) values ($1, $2, 'profile_view', 0, 999)
     on conflict (supplier_id, day, metric, product_id) do update set count = 999`,
    [another!.id, daysAgo(1)],
  )
  for (const name of ['supplier', 'supplierId', 'id', 'listing']) {
    await page.goto(`/account/insights?${name}=${another!.id}`)
    await expect(figure('views')).toHaveText('7')
  }

  // A period not offered: the default, said so.
  await page.goto('/account/insights?days=7')
  await expect(page.getByText(PERIOD_NOT_OFFERED)).toBeVisible()
  await expect(figure('views')).toHaveText('7')

  // The monthly e-mail: the listing existed last month, so the daily run sends it last month's summary.
  await queryRows(baseURL, `update suppliers set created_at = now() - interval '40 days' where id = $1`, [listing.id])
  await runScheduledQueue(request, baseURL!, 'certificates', () =>
    queryRows(
      baseURL,
      `update payload_jobs set wait_until = now() where task_slug = 'monthlyInsightsEmail' and completed_at is null`,
    ),
  )
  const summary = await emailTo(request, baseURL!, email, /: views, leads and wins/)
  const unsubscribe = linkIn(summary, '/insights-email/unsubscribe/')

  // Without signing in: a forged link is refused and changes nothing; the real one stops the e-mail.
  const visitor = await browser.newContext()
  const anonymous = await visitor.newPage()
  const forged = unsubscribe.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
  const refused = await anonymous.goto(forged)
  expect(refused?.status()).toBe(404)
  await expect(anonymous.getByText(INSIGHTS_EMAIL_LINK_INVALID)).toBeVisible()
  const optOut = async () =>
    (
      await queryRows<{ insights_email_opt_out: boolean }>(
        baseURL,
        'select insights_email_opt_out from supplier_accounts where email = $1',
        [email],
      )
    )[0]!.insights_email_opt_out
  expect(await optOut()).toBe(false)
  await anonymous.goto(unsubscribe)
  await anonymous.getByRole('button', { name: 'Stop the monthly summary' }).click()
  await expect(anonymous.getByText(INSIGHTS_EMAIL_STOPPED)).toBeVisible()
  expect(await optOut()).toBe(true)
  await visitor.close()

  // The portal's setting turns it back on.
  await page.goto('/account/insights')
  await expect(page.getByTestId('monthly-email-state')).toHaveText(
    'You do not receive the monthly summary of these figures.',
  )
  await page.getByRole('button', { name: 'Send me the monthly summary' }).click()
  await expect(page.getByText('Saved: we will e-mail you a summary')).toBeVisible()
  expect(await optOut()).toBe(false)
})
