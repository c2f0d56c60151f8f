import { expect, test, type Page } from '@playwright/test'

import { adminToken, withDatabase } from './support/public-screens'

const figure = async (page: Page, id: string) => (await page.getByTestId(id).textContent())?.trim() ?? ''
const pence = (money: string) => Math.round(Number(money.replace(/[£,]/g, '')) * 100)

test('the admin home shows the business figures of the database, and refreshes them on every visit', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await adminToken(request, baseURL ?? '')
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL ?? '' }])
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'The business at a glance' })).toBeVisible({ timeout: 30_000 })
  const enquiries = Number(await figure(page, 'enquiries-this-week'))
  const revenue = pence(await figure(page, 'revenue-this-month'))
  const paid = Number(await figure(page, 'orders-paid-this-month'))

  const stamp = `dashboard-e2e-${Date.now()}`
  const ids = await withDatabase(baseURL, async (db) => {
    const leads = await db.query<{ id: number }>(
      `INSERT INTO leads (name, email, phone, city, project_details, consent)
       VALUES ('Dashboard', $1, '07700900000', 'Leeds', 'Figures', true), ('Dashboard', $1, '07700900000', 'York', 'Figures', true)
       RETURNING id`,
      [`${stamp}@test.example`],
    )
    const order = await db.query<{ id: number }>(
      `INSERT INTO orders (package_name, amount, status, stripe_session_id, paid_at)
       VALUES ('Local Starter', 12345, 'paid', $1, now()) RETURNING id`,
      [stamp],
    )
    return { leads: leads.rows.map((r) => r.id), order: order.rows[0]!.id }
  })
  try {
    await page.reload()
    await expect(page.getByTestId('enquiries-this-week')).toHaveText(String(enquiries + 2))
    expect(Number(await figure(page, 'orders-paid-this-month'))).toBe(paid + 1)
    expect(pence(await figure(page, 'revenue-this-month'))).toBe(revenue + 12345)
    await expect(page.getByTestId('routed-by-city').getByRole('rowheader', { name: 'York' })).toBeVisible()
  } finally {
    await withDatabase(baseURL, async (db) => {
      await db.query('DELETE FROM leads WHERE id = ANY($1)', [ids.leads])
      await db.query('DELETE FROM orders WHERE id = $1', [ids.order])
    })
  }
})
