import { expect, test } from './support/test'

import { adminToken } from './support/public-screens'

// The date picker reads and shows times in the browser's zone; UTC keeps the typed time unambiguous.
test.use({ timezoneId: 'UTC' })

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A time as Payload's day-and-time picker writes it, e.g. 'Nov 24, 2026 1:05 AM' (UTC). */
function pickerText(date: Date): string {
  const hours = date.getUTCHours()
  const minutes = String(date.getUTCMinutes()).padStart(2, '0')
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()} ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      },
    ],
  },
})

test('a post scheduled in the admin appears on /blog at its time, with no one saving it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The in-server job runner drains the queue once a minute, so the post appears within about two minutes.
  test.setTimeout(240_000)
  const token = await adminToken(request, baseURL ?? '')
  const auth = { Authorization: `JWT ${token}` }
  const categories = await request.get('/api/post-categories?where[name][equals]=Energy Efficiency&depth=0', {
    headers: auth,
  })
  const category = ((await categories.json()) as { docs: { id: number }[] }).docs[0]
  expect(category, 'the seeded blog category').toBeDefined()

  const title = `Scheduled heat pump guide ${Date.now()}`
  const created = await request.post('/api/posts?draft=true', {
    headers: auth,
    data: {
      title,
      excerpt: 'A draft that publishes itself at the time an editor chose.',
      publishedAt: new Date().toISOString(),
      author: 'Scheduling Test',
      category: category!.id,
      content: paragraph('Written now, published later.'),
      _status: 'draft',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const post = ((await created.json()) as { doc: { id: number; slug: string } }).doc
  expect(await (await request.get('/blog')).text()).not.toContain(title)

  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL ?? '' }])
  await page.goto(`/admin/collections/posts/${post.id}`)
  await expect(page.getByRole('button', { name: 'Publish changes' })).toBeVisible({ timeout: 30_000 })
  // The publish button's menu (the chevron beside it) holds Schedule Publish.
  await page.locator('#action-save-popup .popup-button').click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish')
  // Choose the type explicitly: the drawer may open on Unpublish.
  await drawer.getByText('Publish', { exact: true }).click()
  await expect(drawer.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
  // The next whole minute at least 40 s away (the picker refuses a past time).
  const at = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000)
  const input = drawer.locator('.date-time-picker input').first()
  await input.fill(pickerText(at))
  // Closing the calendar by clicking beside it (Escape would close the whole drawer).
  await drawer.locator('.schedule-publish__drawer-header').click()
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Scheduled successfully')).toBeVisible()

  // Nobody saves the post again: the job runner publishes it, and its hook expires the cached blog pages.
  await expect
    .poll(async () => (await (await request.get('/blog')).text()).includes(title), {
      timeout: 200_000,
      intervals: [2_000],
      message: 'the scheduled post is listed on /blog',
    })
    .toBe(true)
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
  expect((await request.get(`/blog/${post.slug}`)).status()).toBe(200)

  // Leave the blog (and its cached page) as the other specs expect it.
  expect((await request.delete(`/api/posts/${post.id}`, { headers: auth })).status()).toBe(200)
  await expect.poll(async () => (await (await request.get('/blog')).text()).includes(title)).toBe(false)
})
