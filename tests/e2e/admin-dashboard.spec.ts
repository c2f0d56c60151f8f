import { expect, test, type Page } from './support/test'

import { adminToken, listingWithVerifiedAccount, queryRows, withDatabase } from './support/public-screens'

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

test("staff see a new supplier's first listing waiting, and open Payload's comparison of a changed one from the admin home", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = await adminToken(request, baseURL ?? '')
  const password = 'waiting-e2e-password'
  const stamp = Date.now().toString(36)
  // A supplier's first listing, never published (as a paid application leaves it), and a published one.
  const draft = await request.post('/api/suppliers?draft=true', {
    headers: { authorization: `JWT ${token}` },
    data: {
      name: `Waiting First ${stamp}`,
      slug: `waiting-first-${stamp}`,
      description: '',
      location: 'Leeds',
      _status: 'draft',
    },
  })
  expect(draft.ok(), await draft.text()).toBe(true)
  const first = ((await draft.json()) as { doc: { id: number; name: string } }).doc
  const firstAccount = `first-${stamp}@waiting.test`
  const made = await request.post('/api/supplier-accounts', {
    headers: { authorization: `JWT ${token}` },
    data: { email: firstAccount, password, name: 'First Owner', supplier: first.id },
  })
  expect(made.ok(), await made.text()).toBe(true)
  await queryRows(
    baseURL,
    'update supplier_accounts set _verified = true, _verificationtoken = null where email = $1',
    [firstAccount],
  )
  const changed = await listingWithVerifiedAccount(request, baseURL!, token, { name: 'Waiting Changed', password })

  // Each account sends its listing for review through the API, as the portal's form does.
  for (const [email, id, description] of [
    [firstAccount, first.id, 'Our first listing: lime plaster from Leeds.'],
    [changed.email, changed.listing.id, 'Changed by the supplier: reclaimed larch cladding.'],
  ] as const) {
    const login = await request.post('/api/supplier-accounts/login', { data: { email, password } })
    expect(login.ok(), await login.text()).toBe(true)
    const jwt = ((await login.json()) as { token: string }).token
    const saved = await request.patch(`/api/suppliers/${id}?draft=true`, {
      headers: { authorization: `JWT ${jwt}` },
      data: { description },
    })
    expect(saved.ok(), await saved.text()).toBe(true)
  }

  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL ?? '' }])
  await page.goto('/admin')
  const waiting = page.getByTestId('listing-awaiting-review')
  await expect(waiting.filter({ hasText: first.name })).toContainText('(new listing, never published)', {
    timeout: 30_000,
  })
  await expect(
    waiting.filter({ hasText: first.name }).getByRole('link', { name: `See what ${first.name} sent` }),
  ).toBeVisible()

  // The changed listing's link opens Payload's comparison of the draft with the published version.
  await waiting
    .filter({ hasText: changed.listing.name })
    .getByRole('link', { name: `Compare ${changed.listing.name} with what is published` })
    .click()
  await expect(page).toHaveURL(
    new RegExp(`/admin/collections/suppliers/${changed.listing.id}/versions/\\d+\\?versionFrom=\\d+$`),
  )
  await expect(page.getByText('Changed by the supplier: reclaimed larch cladding.').first()).toBeVisible({
    timeout: 30_000,
  })
})
