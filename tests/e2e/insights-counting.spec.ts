import { expect, test, type Browser, type BrowserContext, type Page } from './support/test'

import { PRIVACY_PATH, productPath, profilePath } from '@/lib/routes'
import {
  adminToken,
  getCategories,
  listingWithVerifiedAccount,
  queryRows,
  withDatabase,
} from './support/public-screens'

// Issue 35, counting without tracking, end to end: the page script reports views, impressions and a contact click
// after load by sendBeacon, the endpoint collapses a visitor's repeats, and no public page sets a cookie. The counters
// are read by SQL (the supplier's insights page builds on them: extend this spec there).

// Headless Chromium names itself HeadlessChrome, which the bot rules do not count: these visitors use a browser's name.
const browserAgent = (version: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`

type Listing = {
  supplierId: number
  supplierSlug: string
  productId: number
  productSlug: string
  website: string
  /** Every published product of the supplier: its profile lists them all. */
  productIds: number[]
}

/** The supplier's counters summed over every day, by metric (`metric:productId` for a product's). */
async function totals(baseURL: string | undefined, supplierId: number): Promise<Record<string, number>> {
  return withDatabase(baseURL, async (client) => {
    const { rows } = await client.query<{ metric: string; product_id: number; total: string }>(
      `SELECT metric, product_id, sum(count) AS total FROM insight_daily_counts WHERE supplier_id = $1
       GROUP BY metric, product_id`,
      [supplierId],
    )
    return Object.fromEntries(
      rows.map((r) => [r.product_id ? `${r.metric}:${r.product_id}` : r.metric, Number(r.total)]),
    )
  })
}

const added = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(
    Object.keys(after)
      .filter((k) => after[k] !== (before[k] ?? 0))
      .map((k) => [k, after[k] - (before[k] ?? 0)]),
  )

/** A visitor: its own context, browser name and address (the server reads X-Forwarded-For without a proxy). */
async function visitor(browser: Browser, version: number, address: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    userAgent: browserAgent(version),
    extraHTTPHeaders: { 'x-forwarded-for': address },
  })
  // The seeded websites are fictitious (.example): the new tab gets a stand-in page.
  await context.route(/^https?:\/\/[^/]*\.example\//, (route) => route.fulfill({ status: 200, body: 'stand-in' }))
  return context
}

/** Opens `path` and waits for the script's beacon after the load event; the endpoint answers 204. */
async function visitAndBeacon(page: Page, path: string): Promise<void> {
  const beacon = page.waitForResponse((r) => r.url().endsWith('/api/insights') && r.request().method() === 'POST')
  await page.goto(path)
  expect((await beacon).status()).toBe(204)
}

test.describe('counting without tracking (issue 35)', () => {
  let listing: Listing

  test.beforeAll(async ({ baseURL }) => {
    listing = await withDatabase(baseURL, async (client) => {
      const { rows } = await client.query<Omit<Listing, 'productIds'>>(
        `SELECT s.id AS "supplierId", s.slug AS "supplierSlug", p.id AS "productId", p.slug AS "productSlug",
                s.website AS website
         FROM suppliers s JOIN products p ON p.supplier_id = s.id AND p._status = 'published'
         WHERE s._status = 'published' AND s.website IS NOT NULL ORDER BY s.id, p.id LIMIT 1`,
      )
      expect(rows, 'a seeded supplier with a website and a product').toHaveLength(1)
      const products = await client.query<{ id: number }>(
        `SELECT id FROM products WHERE supplier_id = $1 AND _status = 'published' ORDER BY id`,
        [rows[0].supplierId],
      )
      return { ...rows[0], productIds: products.rows.map((r) => r.id) }
    })
  })

  test('two visitors’ profile and product views count 2 each, a repeat none, a Website click 1; no cookie is set', async ({
    browser,
    baseURL,
  }) => {
    const before = await totals(baseURL, listing.supplierId)
    const first = await visitor(browser, 131, '198.51.100.21')
    const second = await visitor(browser, 130, '198.51.100.22')
    const cookiesSet: string[] = []
    try {
      for (const context of [first, second]) {
        const page = await context.newPage()
        page.on('response', async (r) => {
          if (!r.url().startsWith(baseURL!)) return
          const setCookie = await r.headerValue('set-cookie')
          if (setCookie) cookiesSet.push(`${r.url()}: ${setCookie}`)
        })
        await visitAndBeacon(page, profilePath(listing.supplierSlug))
        await visitAndBeacon(page, productPath(listing.productSlug))
      }
      // The first visitor comes back to both: a beacon is sent, and nothing more is counted.
      const again = await first.newPage()
      await visitAndBeacon(again, profilePath(listing.supplierSlug))
      await visitAndBeacon(again, productPath(listing.productSlug))

      await expect
        .poll(async () => added(await totals(baseURL, listing.supplierId), before))
        .toEqual({
          profile_view: 2,
          [`product_view:${listing.productId}`]: 2,
          // The profile lists its products: each visitor saw each product's card once.
          ...Object.fromEntries(listing.productIds.map((id) => [`impression:${id}`, 2])),
        })

      // A click on the profile's Website link is counted at once, whatever the new tab does.
      const page = await first.newPage()
      await visitAndBeacon(page, profilePath(listing.supplierSlug))
      const click = page.waitForResponse((r) => r.url().endsWith('/api/insights'))
      const tab = first.waitForEvent('page')
      await page
        .getByRole('link', { name: new RegExp(listing.website.replace(/^https?:\/\/|\/$/g, '').replace(/\./g, '\\.')) })
        .click()
      expect((await click).status()).toBe(204)
      await (await tab).close()
      await expect.poll(async () => added(await totals(baseURL, listing.supplierId), before).click_website).toBe(1)

      // Public pages set no cookie, for these visitors or on any page they saw.
      for (const path of ['/', '/london', PRIVACY_PATH]) await page.goto(path)
      expect(await first.cookies()).toEqual([])
      expect(await second.cookies()).toEqual([])
      expect(cookiesSet).toEqual([])
    } finally {
      await first.close()
      await second.close()
    }
  })

  test('the next day the supplier’s insights show those visits: 2 profile and 2 product views, 1 Website click', async ({
    browser,
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const PASSWORD = 'insights-counting-e2e'
    const token = await adminToken(request, baseURL!)
    const headers = { authorization: `JWT ${token}` }
    const { listing, email } = await listingWithVerifiedAccount(request, baseURL!, token, {
      name: 'Counted Clay',
      password: PASSWORD,
    })
    const website = `https://counted-clay-${listing.id}.example/`
    const patched = await request.patch(`/api/suppliers/${listing.id}`, { headers, data: { website } })
    expect(patched.ok(), await patched.text()).toBe(true)
    const [{ id: category }] = await getCategories(request)
    const created = await request.post('/api/products', {
      headers,
      data: {
        supplier: listing.id,
        name: `Counted clay plaster ${listing.id}`,
        slug: `counted-clay-plaster-${listing.id}`,
        category,
        _status: 'published',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const product = ((await created.json()) as { doc: { id: number; slug: string; name: string } }).doc

    // Two visitors see the profile and the product; the first comes back to both; the first clicks 'Website'.
    const first = await visitor(browser, 131, '198.51.100.31')
    const second = await visitor(browser, 130, '198.51.100.32')
    try {
      for (const context of [first, second, first]) {
        const tab = await context.newPage()
        await visitAndBeacon(tab, profilePath(listing.slug))
        await visitAndBeacon(tab, productPath(product.slug))
        await tab.close()
      }
      const tab = await first.newPage()
      await visitAndBeacon(tab, profilePath(listing.slug))
      const click = tab.waitForResponse((r) => r.url().endsWith('/api/insights'))
      const opened = first.waitForEvent('page')
      await tab.getByRole('link', { name: new RegExp(`counted-clay-${listing.id}\\.example`) }).click()
      expect((await click).status()).toBe(204)
      await (await opened).close()
      await expect
        .poll(async () => totals(baseURL, listing.id))
        .toMatchObject({ profile_view: 2, [`product_view:${product.id}`]: 2, click_website: 1 })
    } finally {
      await first.close()
      await second.close()
    }

    // The next day (the clock: today's counts become yesterday's; a period ends with yesterday).
    await queryRows(baseURL, 'update insight_daily_counts set day = day - 1 where supplier_id = $1', [listing.id])

    await page.goto('/account/sign-in')
    await page.getByLabel('E-mail address').fill(email)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/account$/)
    await page.goto('/account/insights')
    const figure = (key: string) => page.getByTestId(`figure-${key}`).getByTestId('figure-value')
    await expect(figure('views')).toHaveText('4')
    await expect(figure('contacts')).toHaveText('1')
    await expect(page.getByTestId('figure-breakdown')).toContainText('Views: 2 of your profile and 2 of your products.')
    await expect(page.getByTestId('figure-breakdown')).toContainText('Contact clicks: 1 on your website')
    await expect(
      page.getByTestId('insights-products').getByRole('row').filter({ hasText: product.name }).getByRole('cell'),
    ).toHaveText('2')
    // The charts' tables say the same.
    await page.getByText('Views per day as a table').click()
    await page.getByText('Contact clicks per day as a table').click()
    await expect(page.getByTestId('chart-table-views').getByTestId('chart-total')).toHaveText('4')
    await expect(page.getByTestId('chart-table-contacts').getByTestId('chart-total')).toHaveText('1')
  })

  test('the privacy policy says what is counted and how', async ({ page }) => {
    await page.goto(PRIVACY_PATH)
    const section = page.getByTestId('visit-counting')
    await expect(section.getByRole('heading', { name: 'How we count visits for suppliers' })).toBeVisible()
    await expect(section).toContainText('We set no cookie')
    await expect(section).toContainText('a random key that changes every day')
  })
})
