import { randomUUID } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from './support/test'

import { REPLY_SENT } from '@/lib/reviews/portal-messages'
import { emailTo, linkIn, runScheduledQueue } from './support/emails'
import { materialsFixture } from './support/materials'
import { adminToken, getCategories, listingWithVerifiedAccount, queryRows, uniquePhone } from './support/public-screens'

// WCAG 2.2 AA in Chromium: axe finds no serious or critical violation on every kind of page (public, signed in, and
// the pages an e-mailed link opens, forms with their messages shown included), and a keyboard-only person (Tab,
// Shift+Tab, Enter, Space, arrows and typing; never a click) sends an enquiry, applies and reaches Checkout, signs
// in, sets a lead's status and replies to a review, every control they reach showing its focus outside the sticky
// header.

const PASSWORD = 'accessibility-e2e-password'
const DAY_MS = 24 * 60 * 60 * 1000
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Axe's serious and critical violations of the page as it is now, one readable line each. */
async function axeProblems(page: Page, where: string): Promise<string[]> {
  // Colours are read once entrance animations (the cards' staggered rise, a toast's slide) have finished.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim())
      return `${where}: ${v.id} (${v.impact}) ${v.help}\n    ${nodes.join('\n    ')}`
    })
}

/** Opens each path and collects axe's findings; fails naming every page and violation at once. */
async function expectAccessible(page: Page, paths: string[]): Promise<void> {
  const problems: string[] = []
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response, path).not.toBeNull()
    await page.waitForLoadState('networkidle')
    problems.push(...(await axeProblems(page, path)))
  }
  // Soft: the journey goes on, so one run names every page's problems.
  expect.soft(problems, problems.join('\n')).toEqual([])
}

async function expectPageAccessible(page: Page, where: string): Promise<void> {
  // After a client-side navigation Next streams the new page's metadata just behind its content: the title comes back
  // a moment later (a page that never gets one fails here, by timing out).
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 10_000 })
  const problems = await axeProblems(page, where)
  expect.soft(problems, problems.join('\n')).toEqual([])
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the page; then checks
 * that its focus shows (an outline or a ring) and that the sticky header does not hide it.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 300 } = {}): Promise<void> {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < limit; presses++) {
    // Found afresh each time: the enquiry form's scripted version replaces the plain one on first use.
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 5_000 })) {
      await expectVisibleFocus(page)
      return
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`${await target.evaluate((el) => el.outerHTML.slice(0, 200))} was not reached by keyboard`)
}

/** A form control by its label's words (the required marker after them is decorative). */
function labelled(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`))
}

/** The focused control shows a focus indicator and is not hidden under the sticky header (WCAG 2.4.7, 2.4.11). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement
      const style = getComputedStyle(el)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      const ring = style.boxShadow !== 'none' && style.boxShadow !== ''
      const box = el.getBoundingClientRect()
      const header = document.querySelector('header')?.getBoundingClientRect()
      return {
        html: el.outerHTML.slice(0, 160),
        shown: outline || ring,
        underHeader: header ? box.bottom <= header.bottom : false,
      }
    })
  // The page scrolls the focused control into view smoothly (scroll-behavior: smooth): judged once it has come to rest.
  await expect.poll(async () => (await focused()).underHeader, { timeout: 3_000 }).toBe(false)
  const focus = await focused()
  expect(focus.shown, `no focus indicator on ${focus.html}`).toBe(true)
  expect(focus.underHeader, `${focus.html} is hidden under the sticky header`).toBe(false)
}

/** Types into the focused control (a keyboard user's typing; the field is empty). */
async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text)
}

async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/account/sign-in')
  await tabTo(page, page.getByLabel('E-mail address'))
  await type(page, email)
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }))
  await type(page, PASSWORD)
  await tabTo(page, page.getByRole('button', { name: 'Sign in' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/account$/)
}

/** A lead of the listing, stored as routing leaves it; its connection's id (the lead page's). */
async function leadFor(baseURL: string, listingId: number): Promise<number> {
  const [lead] = await queryRows<{ id: number }>(
    baseURL,
    `insert into leads (name, email, phone, city, project_details, consent)
     values ('Kit Keyboard', $1, $2, 'Leeds', 'Wood fibre insulation for a loft.', true) returning id`,
    [`kit-${randomUUID().slice(0, 8)}@a11y-e2e.test`, uniquePhone()],
  )
  const [connection] = await queryRows<{ id: number }>(
    baseURL,
    'insert into lead_connections (lead_id, supplier_id, commission_amount) values ($1, $2, 5000) returning id',
    [lead!.id, listingId],
  )
  return connection!.id
}

/** A published review of the listing (as the review form and staff leave it). */
async function publishedReviewFor(baseURL: string, listingId: number, title: string): Promise<number> {
  const connection = await leadFor(baseURL, listingId)
  const [review] = await queryRows<{ id: number }>(
    baseURL,
    `insert into reviews (supplier_id, connection_id, rating, title, body, work_went_ahead, work_date, author_name,
       status, published_at, moderated_at, created_at)
     values ($1, $2, 5, $3, 'Helpful from the first call, and the insulation arrived on the day they said.', 'yes',
       now() - interval '30 days', 'Kit K.', 'published', now() - interval '2 days', now() - interval '2 days',
       now() - interval '2 days') returning id`,
    [listingId, connection, title],
  )
  return review!.id
}

/** Sends the enquiry form of the page by keyboard only; the enquirer's e-mail address. */
async function enquireByKeyboard(page: Page, path: string): Promise<string> {
  const email = `keys-${randomUUID().slice(0, 8)}@a11y-e2e.test`
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const form = page.locator('#enquiry')
  const fields: [string, string][] = [
    ['Full Name', 'Kim Keys'],
    ['Email', email],
    ['Phone Number', uniquePhone()],
  ]
  for (const [label, value] of fields) {
    await tabTo(page, form.getByRole('textbox', { name: label, exact: true }))
    await type(page, value)
  }
  await tabTo(page, form.getByRole('combobox', { name: 'City', exact: true }))
  await type(page, 'London')
  await tabTo(page, form.getByRole('textbox', { name: 'Project Details', exact: true }))
  await type(page, 'Hemp-lime walls for a small extension, about 40 square metres.')
  await tabTo(page, form.getByRole('checkbox'))
  await page.keyboard.press('Space')
  await expect(form.getByRole('checkbox')).toBeChecked()
  await tabTo(page, form.getByRole('button', { name: 'Submit Enquiry' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Thank you!', { exact: true })).toBeVisible()
  return email
}

test('every public page kind has no serious or critical accessibility violation', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const materials = await materialsFixture(request, baseURL!)
  const [board, otherBoard] = materials.comparable
  const [category] = await getCategories(request)
  const suppliers = (await (await request.get('/api/suppliers?limit=1&depth=0&sort=-ecoScore')).json()) as {
    docs: { slug: string }[]
  }
  const posts = (await (await request.get('/api/posts?limit=1&depth=0')).json()) as { docs: { slug: string }[] }
  const profile = suppliers.docs[0]!.slug
  const blogCategory = /href="(\/blog\/category\/[a-z0-9-]+)(?:#[^"]*)?"/.exec(
    await (await request.get('/blog')).text(),
  )?.[1]
  expect(blogCategory, 'a blog category link on /blog').toBeTruthy()
  await expectAccessible(page, [
    '/',
    '/london',
    `/category/${category!.slug}`,
    `/london/category/${category!.slug}`,
    '/suppliers',
    '/suppliers?tab=get-listed',
    `/suppliers/${profile}`,
    '/blog',
    blogCategory!,
    `/blog/${posts.docs[0]!.slug}`,
    '/about',
    '/contact',
    '/suppliers/apply?package=Green%20Starter',
    '/terms',
    '/privacy-policy',
    '/review-policy',
    '/eco-score',
    '/account/sign-in',
    '/account/forgot-password',
    `/account/claim?listing=${profile}`,
    // The newsletter's e-mailed links with a token that is not one (the live pages: newsletter.spec.ts).
    '/newsletter/confirm/not-a-real-token',
    '/newsletter/unsubscribe/not-a-real-token',
    '/materials',
    `/materials?type=${materials.type.slug}&sort=gwp`,
    `/materials/${board.slug}`,
    `/materials/compare?product=${board.slug}&product=${otherBoard.slug}&product=${materials.otherStandard.slug}`,
    '/no-such-page-a11y',
  ])

  // Forms with their messages shown: each message is tied to its field, and the page stays accessible.
  await page.goto('/suppliers/apply?package=Green%20Starter')
  await page.getByRole('button', { name: 'Continue to payment' }).press('Enter')
  await expect(page.getByText('Please agree to the terms to continue.')).toBeVisible()
  await expectPageAccessible(page, 'the application with its messages')
  const business = page.getByLabel('Your name')
  await expect(business).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await business.getAttribute('aria-describedby')) ?? ''
  expect(describedBy).not.toBe('')
  await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toHaveText(/\S/)
})

test('a skip link or an in-page link never leaves its target under the sticky header', async ({ page }) => {
  await page.goto('/london')
  await page.waitForLoadState('networkidle')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
  const gap = await page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect()
    const main = document.getElementById('main')!.getBoundingClientRect()
    return main.top - header.bottom
  })
  expect(gap, 'the top of the main content is hidden under the sticky header').toBeGreaterThanOrEqual(-1)

  // An in-page anchor lands just below the header: not under it, and not a screenful further down either (one offset,
  // the page's scroll padding; a section's own scroll margin would add to it).
  await page.goto('/london#suppliers')
  const below = () =>
    page.evaluate(() => {
      const header = document.querySelector('header')!.getBoundingClientRect()
      return Math.round(document.getElementById('suppliers')!.getBoundingClientRect().top - header.bottom)
    })
  await expect.poll(below).toBeLessThanOrEqual(24)
  expect(await below()).toBeGreaterThanOrEqual(0)
})

test('signed-in pages: the portal, its leads, a lead, the statement, reviews and the listing form', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const token = await adminToken(request, baseURL!)
  const { listing, email } = await listingWithVerifiedAccount(request, baseURL!, token, {
    name: 'A11y Portal Hemp',
    password: PASSWORD,
  })
  const lead = await leadFor(baseURL!, listing.id)
  await publishedReviewFor(baseURL!, listing.id, `Kind and quick ${randomUUID().slice(0, 6)}`)

  // Keyboard only: sign in, set the lead's status, reply to the review.
  await signInByKeyboard(page, email)
  await expectPageAccessible(page, '/account')

  await page.goto(`/account/leads/${lead}`)
  await expectPageAccessible(page, `/account/leads/${lead}`)
  const status = page.getByRole('combobox', { name: 'Status' })
  await tabTo(page, status)
  const before = await status.inputValue()
  await page.keyboard.press('ArrowDown')
  const chosen = await status.evaluate((el: HTMLSelectElement) => ({
    value: el.value,
    label: el.selectedOptions[0]?.textContent ?? '',
  }))
  expect(chosen.value).not.toBe(before)
  await tabTo(page, page.getByRole('button', { name: 'Save status' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('lead-status')).toHaveText(chosen.label)
  await expectPageAccessible(page, `/account/leads/${lead} after saving its status`)

  await page.goto('/account/reviews')
  await expectPageAccessible(page, '/account/reviews')
  await tabTo(page, page.getByRole('textbox', { name: 'Your reply' }))
  await type(page, 'Thank you, Kit. We are glad the boards arrived on time.')
  await tabTo(page, page.getByRole('button', { name: 'Send reply' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: REPLY_SENT })).toBeVisible()
  await expectPageAccessible(page, '/account/reviews after a reply')

  await expectAccessible(page, ['/account/leads', '/account/leads/statement', '/account/billing', '/account/listing'])

  // The listing form with a message shown.
  await page.getByLabel('Phone').fill('not a phone')
  await page.getByRole('button', { name: 'Send changes for review' }).press('Enter')
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible()
  await expectPageAccessible(page, '/account/listing with a message')
})

test('by keyboard only, a visitor sends an enquiry; the toast, the enquirer’s page and the review form are accessible', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const token = await adminToken(request, baseURL!)
  const { listing } = await listingWithVerifiedAccount(request, baseURL!, token, {
    name: 'A11y Reviewed Clay',
    password: PASSWORD,
  })
  const enquirer = await enquireByKeyboard(page, `/suppliers/${listing.slug}`)
  // The success toast, while it shows.
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible()
  await expectPageAccessible(page, 'the profile with its success toast')

  // The enquirer's page from the confirmation e-mail.
  const confirmation = await emailTo(request, baseURL!, enquirer, /We have received your enquiry/)
  await expectAccessible(page, [linkIn(confirmation, '/your-enquiry/')])

  // The review form from the invitation, fourteen days on (the clock moved as reviews.spec.ts does).
  const [lead] = await queryRows<{ id: number }>(baseURL, 'select id from leads where email = $1', [enquirer])
  const fifteenDaysAgo = new Date(Date.now() - 15 * DAY_MS).toISOString()
  await queryRows(baseURL, 'update leads set created_at = $2 where id = $1', [lead!.id, fifteenDaysAgo])
  await queryRows(baseURL, 'update lead_connections set created_at = $2 where lead_id = $1', [lead!.id, fifteenDaysAgo])
  await runScheduledQueue(request, baseURL!, 'reviews', () =>
    queryRows(
      baseURL,
      `update payload_jobs set wait_until = now() where task_slug = 'sendReviewInvitations' and completed_at is null`,
    ),
  )
  const invitation = await emailTo(request, baseURL!, enquirer, new RegExp(`How was ${listing.name}\\?`))
  const reviewLink = linkIn(invitation, '/review/')
  await expectAccessible(page, [reviewLink])
  await tabTo(page, page.getByRole('button', { name: 'Send my review' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible()
  await expectPageAccessible(page, 'the review form with its messages')
})

test('by keyboard only, a new supplier applies and reaches Checkout; set-password, receipt and claim pages are accessible', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const id = randomUUID().slice(0, 8)
  const email = `owner-${id}@keyboard-panels.example`
  const [category] = await getCategories(request)

  await page.goto('/suppliers?tab=get-listed')
  await page.waitForLoadState('networkidle')
  await tabTo(page, page.locator('button[data-package="Green Starter"]'))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/suppliers\/apply\?package=Green(%20|\+)Starter$/)
  await page.waitForLoadState('networkidle')
  const answers: [string, string][] = [
    ['Business name', `Keyboard Panels ${id}`],
    ['Your name', 'Kai Keys'],
    ['Work e-mail', email],
    ['Phone', '0113 496 0001'],
    ['City', 'Leeds'],
  ]
  for (const [label, value] of answers) {
    await tabTo(page, labelled(page, label))
    await type(page, value)
  }
  await tabTo(page, labelled(page, 'Category'))
  await type(page, category!.name)
  await expect(labelled(page, 'Category').locator('option:checked')).toHaveText(category!.name)
  await tabTo(page, labelled(page, 'Website'))
  await type(page, `keyboard-panels-${id}.example`)
  await tabTo(page, page.getByRole('checkbox', { name: /I agree to the terms/ }))
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }))
  await page.keyboard.press('Enter')
  // Checkout sends the buyer back to their order's page; wait for it, or that navigation interrupts the next one.
  await expect(page).toHaveURL(/\/checkout\/complete\?session_id=cs_test_/)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()

  // The set-password page the paid order's e-mail links to; then the portal's receipt.
  const welcome = await emailTo(request, baseURL!, email, /^Set your password and complete your listing/)
  const setPassword = linkIn(welcome, '/account/reset-password')
  await expectAccessible(page, [setPassword])
  await tabTo(page, page.getByRole('textbox', { name: 'New password', exact: true }))
  await type(page, PASSWORD)
  await tabTo(page, page.getByRole('textbox', { name: 'New password again', exact: true }))
  await type(page, PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/account\/sign-in\?password-set=1$/)
  await signInByKeyboard(page, email)
  const receipt = await page.getByTestId('receipts').getByRole('link').first().getAttribute('href')
  expect(receipt).toMatch(/^\/account\/receipts\/\d+$/)
  await expectAccessible(page, [receipt!])

  // The claim's set-password page (a link e-mailed to an address at the listing's own domain).
  const token = await adminToken(request, baseURL!)
  const domain = `claim-a11y-${id}.example`
  const created = await request.post('/api/suppliers', {
    headers: { authorization: `JWT ${token}` },
    data: {
      name: `Claimable Clay ${id}`,
      slug: `claimable-clay-${id}`,
      description: 'A listing made by the accessibility spec.',
      location: 'Leeds',
      category: category!.id,
      website: `https://www.${domain}`,
      contactEmail: `hello@${domain}`,
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const claimant = `robin-${id}@${domain}`
  await page.context().clearCookies()
  await page.goto(`/account/claim?listing=claimable-clay-${id}`)
  await page.getByLabel('Your name').fill('Robin Claimant')
  await page.getByLabel('Work e-mail address').fill(claimant)
  await page.getByLabel('Phone number').fill('0113 496 0002')
  await page.getByLabel('Your role at the business').fill('Director')
  await page.getByRole('button', { name: 'Send my claim' }).press('Enter')
  await expect(page.getByRole('status')).toBeVisible()
  await expectPageAccessible(page, 'the claim form once sent')
  const message = await emailTo(request, baseURL!, claimant, /^Confirm your claim of /)
  const claimLink = new RegExp(`${baseURL}(/account/claim/[A-Za-z0-9_-]+)`).exec(message.text)?.[1]
  expect(claimLink, message.text).toBeTruthy()
  await expectAccessible(page, [claimLink!])
})
