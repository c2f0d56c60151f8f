import { expect, test, type Page } from './support/test'

import { insertStaffUser, type StaffAccount } from '../reliability/staff-accounts'
import { uniquePhone, withDatabase } from './support/public-screens'

// Stored text is shown as text, never run: a lead whose name is a script, in the admin list and edit
// view seen by an admin; an FAQ answer and a supplier description with HTML, saved by an editor, on
// the public city page. Each payload would set window.__xss (or open a dialog) if it ran.

const SCRIPT_NAME = '<script>window.__xss = "lead"</script>'
const IMG_TEXT = '<img src=x onerror="window.__xss = \'img\'">'
const FAQ_ANSWER = `Yes. ${IMG_TEXT} <b>bold?</b> <script>window.__xss = "faq"</script>`
const SUPPLIER_TEXT = `Timber merchants ${IMG_TEXT}<iframe src="javascript:window.__xss='iframe'"></iframe>`

/** Records anything a payload could have done: dialogs, and the flag it would set. */
async function watchForScripts(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return { dialogs }
}

async function expectNothingRan(page: Page, watched: { dialogs: string[] }) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(watched.dialogs).toEqual([])
  // The markup stayed text: no element was made from it.
  expect(await page.locator('img[src="x"], iframe[src^="javascript:"]').count()).toBe(0)
}

/** What a browser sends with a same-origin fetch; Payload ignores the session cookie without it. */
const sameOrigin = (baseURL: string | undefined) => ({ origin: baseURL ?? '' })

async function signIn(page: Page, account: StaffAccount) {
  const response = await page.request.post('/api/users/login', {
    data: { email: account.email, password: account.password },
  })
  expect(response.status(), await response.text()).toBe(200)
}

test('a lead whose name is a script is shown as text in the admin list and edit view', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const email = `xss-${Date.now().toString(36)}@security.test`
  const sent = await request.post('/api/enquiries', {
    data: {
      name: SCRIPT_NAME,
      email,
      phone: uniquePhone(),
      city: 'London',
      projectDetails: `Details ${IMG_TEXT} and more`,
      consent: true,
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const { leadId, admin } = await withDatabase(baseURL, async (client) => {
    const { rows } = await client.query<{ id: number; name: string }>('select id, name from leads where email = $1', [
      email,
    ])
    expect(rows).toHaveLength(1)
    expect(rows[0].name, 'stored exactly as sent').toBe(SCRIPT_NAME)
    return { leadId: rows[0].id, admin: await insertStaffUser(client, 'admin', 'xss-admin') }
  })

  const watched = await watchForScripts(page)
  await signIn(page, admin)
  await page.goto('/admin/collections/leads')
  await expect(page.getByText(SCRIPT_NAME, { exact: true }).first()).toBeVisible({ timeout: 30_000 })
  await expectNothingRan(page, watched)

  await page.goto(`/admin/collections/leads/${leadId}`)
  await expect(page.locator('input[name="name"], #field-name').first()).toHaveValue(SCRIPT_NAME, { timeout: 30_000 })
  await expect(page.locator('textarea').filter({ hasText: IMG_TEXT }).first()).toBeVisible()
  await expectNothingRan(page, watched)
})

test('HTML an editor saves in an FAQ answer and a supplier description shows as text on the public page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const { editor, faq, supplier } = await withDatabase(baseURL, async (client) => {
    const faqs = await client.query<{ id: number; answer: string; question: string }>(
      "select f.id, f.answer, f.question from faqs f join cities c on c.id = f.city_id where c.slug = 'london' order by f.id limit 1",
    )
    const suppliers = await client.query<{ id: number; description: string; name: string }>(
      "select id, description, name from suppliers where lower(location) = 'london' and _status = 'published' order by eco_score desc, id limit 1",
    )
    return {
      editor: await insertStaffUser(client, 'editor', 'xss-editor'),
      faq: faqs.rows[0],
      supplier: suppliers.rows[0],
    }
  })
  expect(faq, 'the seed has a London FAQ').toBeDefined()
  expect(supplier, 'the seed has a published London supplier').toBeDefined()

  const watched = await watchForScripts(page)
  await signIn(page, editor)
  try {
    const savedFaq = await page.request.patch(`/api/faqs/${faq.id}`, {
      data: { answer: FAQ_ANSWER },
      headers: sameOrigin(baseURL),
    })
    expect(savedFaq.status(), await savedFaq.text()).toBe(200)
    const savedSupplier = await page.request.patch(`/api/suppliers/${supplier.id}`, {
      data: { description: SUPPLIER_TEXT },
      headers: sameOrigin(baseURL),
    })
    expect(savedSupplier.status(), await savedSupplier.text()).toBe(200)

    // The editor's save expires the cached page; a visitor (no session) sees the new text.
    await page.context().clearCookies()
    await expect(async () => {
      await page.goto('/london')
      await expect(page.getByText(SUPPLIER_TEXT, { exact: true })).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await expectNothingRan(page, watched)

    const faqRegion = page.getByTestId('faq-accordion')
    await faqRegion.scrollIntoViewIfNeeded()
    await faqRegion.getByRole('button', { name: faq.question }).click()
    await expect(faqRegion.getByText(FAQ_ANSWER, { exact: true })).toBeVisible()
    await expectNothingRan(page, watched)
  } finally {
    await signIn(page, editor)
    await page.request.patch(`/api/faqs/${faq.id}`, { data: { answer: faq.answer }, headers: sameOrigin(baseURL) })
    await page.request.patch(`/api/suppliers/${supplier.id}`, {
      data: { description: supplier.description },
      headers: sameOrigin(baseURL),
    })
  }
})
