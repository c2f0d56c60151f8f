import { randomUUID } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'

import { emailTo, linkIn } from './support/emails'
import { adminToken, queryRows } from './support/public-screens'

/** axe (WCAG 2.2 AA) finds no serious or critical problem on the page as it stands. */
async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

// Issue 28: the blog's newsletter box subscribes (double opt-in: a link e-mailed, a button on its page), says so on the
// page with and without JavaScript; newsletters carry an unsubscribe link and the one-click List-Unsubscribe headers.

const ANSWER = /Almost done: we have e-mailed you a link to confirm your subscription\./

async function subscribe(page: Page, email: string) {
  await page.goto('/blog')
  const box = page.locator('#newsletter')
  // The spec's field as it was: an e-mail input labelled for screen readers, and the Subscribe button.
  const input = box.getByLabel('Email address')
  await expect(input).toHaveAttribute('type', 'email')
  await expect(input).toHaveAttribute('placeholder', 'Your email address')
  await input.fill(email)
  await box.getByRole('button', { name: 'Subscribe' }).click()
  return box
}

const statusOf = async (baseURL: string | undefined, email: string) =>
  (
    await queryRows<{ status: string }>(baseURL, 'select status from newsletter_subscribers where email = $1', [email])
  )[0]?.status

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the newsletter box (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, () => {
    test.use({ javaScriptEnabled })

    test('a bad address is refused beside the field and nothing is stored', async ({ page, baseURL }) => {
      const box = await subscribe(page, 'not-an-address')
      await expect(box.getByRole('alert')).toHaveText('Please enter a valid e-mail address.')
      await expect(box.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true')
      expect(await statusOf(baseURL, 'not-an-address')).toBeUndefined()
    })

    test('Subscribe says so, e-mails a link, and its page’s button confirms', async ({ page, request, baseURL }) => {
      const email = `reader-${randomUUID().slice(0, 8)}@test.example`
      const box = await subscribe(page, email)
      await expect(box.getByRole('status')).toHaveText(ANSWER)
      expect(await statusOf(baseURL, email)).toBe('pending')

      const mail = await emailTo(request, baseURL!, email, /^Confirm your subscription to our newsletter/)
      await page.goto(linkIn(mail, '/newsletter/confirm/'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription')
      // axe runs in the page, so it checks the page where scripts run.
      if (javaScriptEnabled) await expectNoSeriousAxeViolations(page)
      // Opening the link (as a mail scanner would) confirms nothing.
      expect(await statusOf(baseURL, email)).toBe('pending')
      await page.getByRole('button', { name: 'Confirm my subscription' }).click()
      await expect(page.getByRole('status')).toContainText('your subscription is confirmed')
      expect(await statusOf(baseURL, email)).toBe('confirmed')

      // Signing up again answers the same, and changes nothing.
      const again = await subscribe(page, email)
      await expect(again.getByRole('status')).toHaveText(ANSWER)
      expect(await statusOf(baseURL, email)).toBe('confirmed')
    })
  })
}

test('a newsletter carries the one-click headers; its link and a one-click POST unsubscribe without signing in', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const emails = [0, 1].map(() => `reader-${randomUUID().slice(0, 8)}@test.example`)
  for (const email of emails) {
    await subscribe(page, email)
    await page.goto(
      linkIn(await emailTo(request, baseURL!, email, /^Confirm your subscription/), '/newsletter/confirm/'),
    )
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(page.getByRole('status')).toContainText('confirmed')
  }
  const token = await adminToken(request, baseURL!)
  const subject = `Winter retrofit ${randomUUID().slice(0, 6)}`
  const created = await request.post('/api/newsletters', {
    headers: { authorization: `JWT ${token}` },
    data: { subject, body: 'Lime, hemp and wood fibre.\n\nHow to keep a solid wall breathing.', status: 'sent' },
  })
  expect(created.status(), await created.text()).toBe(201)

  const [first, second] = await Promise.all(emails.map((e) => emailTo(request, baseURL!, e, new RegExp(`^${subject}`))))
  for (const mail of [first, second]) {
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\/[^>]+>$/)
  }

  // The first reader uses the link in the e-mail, in a fresh browser without JavaScript: a page that asks, then a button.
  const plain = await browser.newContext({ javaScriptEnabled: false })
  const plainPage = await plain.newPage()
  // (axe runs in the page: the same link is checked first where scripts run; opening it changes nothing.)
  await page.goto(linkIn(first, '/newsletter/unsubscribe/'))
  await expectNoSeriousAxeViolations(page)
  await plainPage.goto(linkIn(first, '/newsletter/unsubscribe/'))
  expect(await statusOf(baseURL, emails[0])).toBe('confirmed')
  await plainPage.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(plainPage.getByRole('status')).toContainText('You are unsubscribed')
  expect(await statusOf(baseURL, emails[0])).toBe('unsubscribed')
  await plain.close()

  // The second reader's mail client uses the header: one POST, no cookie, no sign-in.
  const oneClick = new URL(second.headers['List-Unsubscribe'].slice(1, -1))
  const posted = await request.post(oneClick.pathname, {
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: '' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(posted.status()).toBe(200)
  expect(await statusOf(baseURL, emails[1])).toBe('unsubscribed')
})
