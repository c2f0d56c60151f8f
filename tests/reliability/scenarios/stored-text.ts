import type { Page } from '@playwright/test'

import { launchChromium } from '../browser'
import { postEnquiry } from '../enquiries'
import { addressFor, runScenario, sleep, type ScenarioResult, type SuiteContext } from '../kit'
import { insertStaffUser } from '../staff-accounts'

// Stored text shown escaped, checked in Chromium on the production build: a lead whose name is a
// script in the admin list and edit view (as an admin), and HTML an editor saved in an FAQ answer and
// a supplier description on the public city page. Each payload would set window.__xss if it ran.

const SCRIPT_NAME = '<script>window.__xss = "lead"</script>'
const IMG = '<img src=x onerror="window.__xss = \'img\'">'

async function ranSomething(page: Page, dialogs: string[]): Promise<string | null> {
  const flag = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)
  if (flag !== undefined) return `window.__xss = ${String(flag)}`
  if (dialogs.length) return `dialog: ${dialogs.join(', ')}`
  if (await page.locator('img[src="x"], iframe[src^="javascript:"]').count())
    return 'an element was made from stored text'
  return null
}

export function storedText(ctx: SuiteContext, run: string, addressBase: number): Promise<ScenarioResult> {
  return runScenario(
    'Stored text is shown escaped (Chromium)',
    'a script as a lead name in the admin list and edit view; HTML in an FAQ answer and a supplier description saved by an editor, on /london',
    ctx,
    async (s) => {
      const email = `xss-${run}@reliability.test`
      const sent = await postEnquiry(
        ctx.app.url,
        {
          name: SCRIPT_NAME,
          email,
          phone: '07700 900321',
          city: 'London',
          projectDetails: `Details ${IMG} and more`,
          consent: true,
        },
        addressFor(addressBase),
      )
      s.check(sent.status === 201, `the enquiry answered ${sent.status}`)
      const lead = await ctx.db.query<{ id: number; name: string }>('select id, name from leads where email = $1', [
        email,
      ])
      s.check(lead.rows[0]?.name === SCRIPT_NAME, 'the name was not stored exactly as sent')
      const admin = await insertStaffUser(ctx.db, 'admin', 'suite-admin')
      const editor = await insertStaffUser(ctx.db, 'editor', 'suite-xss-editor')

      const browser = await launchChromium()
      try {
        const context = await browser.newContext({ baseURL: ctx.app.url })
        const page = await context.newPage()
        const dialogs: string[] = []
        page.on('dialog', (d) => {
          dialogs.push(d.message())
          void d.dismiss()
        })
        const signedIn = await page.request.post('/api/users/login', {
          data: { email: admin.email, password: admin.password },
        })
        s.check(signedIn.ok(), `admin sign-in answered ${signedIn.status()}`)
        await page.goto('/admin/collections/leads')
        const listed = await page
          .getByText(SCRIPT_NAME, { exact: true })
          .first()
          .waitFor({ timeout: 30_000 })
          .then(
            () => true,
            () => false,
          )
        s.check(listed, 'the admin list does not show the name as text')
        s.check((await ranSomething(page, dialogs)) === null, `admin list: ${await ranSomething(page, dialogs)}`)
        await page.goto(`/admin/collections/leads/${lead.rows[0]?.id}`)
        const field = page.locator('input[name="name"], #field-name').first()
        const shown = await field.waitFor({ timeout: 30_000 }).then(
          async () => (await field.inputValue()) === SCRIPT_NAME,
          () => false,
        )
        s.check(shown, 'the edit view does not show the name as text')
        s.check((await ranSomething(page, dialogs)) === null, `admin edit view: ${await ranSomething(page, dialogs)}`)

        // The editor saves HTML through the REST API (as the admin form does).
        const token = (await (
          await fetch(`${ctx.app.url}/api/users/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: editor.email, password: editor.password }),
          })
        ).json()) as { token?: string }
        const faq = await ctx.db.query<{ id: number; question: string }>(
          "select f.id, f.question from faqs f join cities c on c.id = f.city_id where c.slug = 'london' order by f.id limit 1",
        )
        const supplier = await ctx.db.query<{ id: number }>(
          "select id from suppliers where lower(location) = 'london' and _status = 'published' order by id limit 1",
        )
        const faqAnswer = `Yes. ${IMG} <b>bold?</b> <script>window.__xss = "faq"</script> ${run}`
        const description = `Timber merchants ${IMG}<iframe src="javascript:window.__xss='iframe'"></iframe> ${run}`
        const patch = async (path: string, body: unknown) => {
          const response = await fetch(`${ctx.app.url}/api/${path}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', authorization: `JWT ${token.token ?? ''}` },
            body: JSON.stringify(body),
          })
          await response.arrayBuffer()
          return response.status
        }
        s.check(
          (await patch(`faqs/${faq.rows[0].id}`, { answer: faqAnswer })) === 200,
          'the editor could not save the FAQ',
        )
        s.check(
          (await patch(`suppliers/${supplier.rows[0].id}`, { description })) === 200,
          'the editor could not save the supplier',
        )

        const visitor = await browser.newPage({ baseURL: ctx.app.url })
        const visitorDialogs: string[] = []
        visitor.on('dialog', (d) => {
          visitorDialogs.push(d.message())
          void d.dismiss()
        })
        let seen = false
        for (let attempt = 0; attempt < 15 && !seen; attempt += 1) {
          await visitor.goto('/london')
          seen = await visitor.getByText(description, { exact: true }).isVisible()
          if (!seen) await sleep(1_000)
        }
        s.check(seen, "the supplier's new description is not shown as text on /london")
        const accordion = visitor.getByTestId('faq-accordion')
        await accordion.getByRole('button', { name: faq.rows[0].question }).click()
        const faqShown = await accordion
          .getByText(faqAnswer, { exact: true })
          .waitFor({ timeout: 10_000 })
          .then(
            () => true,
            () => false,
          )
        s.check(faqShown, 'the FAQ answer is not shown as text on /london')
        s.check(
          (await ranSomething(visitor, visitorDialogs)) === null,
          `/london: ${await ranSomething(visitor, visitorDialogs)}`,
        )
        s.figure(
          'admin list and edit view with a script as a lead name',
          listed && shown ? 'shown as text, nothing ran' : 'FAILED',
        )
        s.figure(
          'public city page with editor HTML in an FAQ and a supplier description',
          seen && faqShown ? 'shown as text, nothing ran' : 'FAILED',
        )
      } finally {
        await browser.close()
      }
    },
  )
}
