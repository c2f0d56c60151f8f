import { randomUUID } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'

import { emailTo } from './support/emails'
import { getGlobal, queryRows } from './support/public-screens'

// Issue 28: 'Contact our team' and 'Contact Us for More Information' reach the company itself (a section of /contact
// below the spec's enquiry), not suppliers: its details from Site settings and a message form to the staff address.

const STAFF_EMAIL = 'team@ecobuild-directory.co.uk'

async function sendMessage(page: Page, name: string, email: string, message: string) {
  const section = page.locator('#contact-us')
  await section.getByLabel('Your name').fill(name)
  await section.getByLabel('Your e-mail address').fill(email)
  await section.getByLabel('Your message').fill(message)
  await section.getByRole('button', { name: 'Send message' }).click()
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the company contact form (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, () => {
    test.use({ javaScriptEnabled })

    test('Get Listed’s buttons open it, and a message reaches staff only', async ({ page, request, baseURL }) => {
      await page.goto('/suppliers?tab=get-listed')
      await page.getByRole('link', { name: 'Contact Us for More Information' }).click()
      await expect(page).toHaveURL(/\/contact#contact-us$/)
      const section = page.locator('#contact-us')
      await expect(section.getByRole('heading', { name: 'Contact our team' })).toBeVisible()
      // The spec's enquiry section is still there, above it.
      await expect(page.locator('#contact-form').getByRole('heading', { name: 'Submit Your Enquiry' })).toBeVisible()
      const settings = await getGlobal<{ contactPhone?: string }>(request, 'site-settings')
      if (settings.contactPhone) await expect(section.getByText(settings.contactPhone)).toBeVisible()

      // Bad input: messages beside the fields, nothing stored.
      const email = `prospect-${randomUUID().slice(0, 8)}@test.example`
      await sendMessage(page, '', email, 'Hi')
      await expect(section.getByRole('alert')).toHaveText('Please correct the fields marked below.')
      await expect(section.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true')
      await expect(section.getByText('Please enter your name.')).toBeVisible()
      await expect(section.getByText('Please write at least 10 characters.')).toBeVisible()
      expect(await queryRows(baseURL, 'select id from contact_messages where email = $1', [email])).toHaveLength(0)

      const text = `Which package suits a merchant with two branches? ${randomUUID()}`
      const name = `Priya ${randomUUID().slice(0, 6)}`
      await sendMessage(page, name, email, text)
      await expect(section.getByRole('status')).toContainText('Your message has reached our team')
      expect(await queryRows(baseURL, 'select message from contact_messages where email = $1', [email])).toEqual([
        { message: text },
      ])
      const toStaff = await emailTo(
        request,
        baseURL!,
        STAFF_EMAIL,
        new RegExp(`^Message from ${name} through the contact page`),
      )
      expect(toStaff.replyTo).toEqual([email])
      expect(toStaff.text).toContain(text)
    })
  })
}

test('the packages’ “Contact our team” link goes to the same section', async ({ page }) => {
  await page.goto('/suppliers?tab=get-listed')
  await expect(page.locator('#packages').getByRole('link', { name: 'Contact our team' })).toHaveAttribute(
    'href',
    '/contact#contact-us',
  )
})

test('/contact stays a cacheable page with no cookie, and the section passes axe', async ({ page, request }) => {
  const response = await request.get('/contact')
  expect(response.status()).toBe(200)
  expect(response.headers()['set-cookie']).toBeUndefined()
  expect(response.headers()['cache-control'] ?? '').not.toMatch(/private|no-store/)
  await page.goto('/contact#contact-us')
  const results = await new AxeBuilder({ page }).include('#contact-us').analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})
