import { randomUUID } from 'node:crypto'

import { expect, test, type Locator, type Page } from './support/test'

import { formField, queryRows, routedSuppliersInCity, uniquePhone } from './support/public-screens'

// The enquiry form as a visitor uses it, and what it leaves in the database.

/** Opens the page and starts using the enquiry form, which loads its validation code; returns the section. */
async function openForm(page: Page, url: string, sectionId: string): Promise<Locator> {
  await page.goto(url)
  const section = page.locator(`#${sectionId}`)
  await section.scrollIntoViewIfNeeded()
  await expect(section.locator('form[data-validated]')).toHaveCount(0)
  await formField(section, 'Full Name').focus()
  await expect(section.locator('form[data-validated]')).toHaveCount(1)
  await expect(formField(section, 'Full Name')).toBeFocused()
  await expect(formField(section, 'Full Name')).toBeVisible()
  return section
}

async function fillValid(form: Locator, email: string, { city }: { city?: string } = {}) {
  await formField(form, 'Full Name').fill('Playwright Visitor')
  await formField(form, 'Email').fill(email)
  await formField(form, 'Phone Number').fill(uniquePhone())
  if (city !== undefined) await formField(form, 'City').fill(city)
  await formField(form, 'Project Details').fill('Wood-fibre insulation and a lime render for a 1930s semi.')
  await form.getByRole('checkbox').check()
}

test('bad input shows every validation message and sends nothing', async ({ page }) => {
  const form = await openForm(page, '/contact', 'contact-form')
  let posted = false
  page.on('request', (r) => {
    if (r.method() === 'POST') posted = true
  })
  await form.getByRole('button', { name: 'Submit Enquiry' }).click()
  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    'Please select a city',
    'Please provide some details about your project',
    'You must agree to our Privacy Policy',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible()
  }
  await formField(form, 'Full Name').fill('A')
  await formField(form, 'Email').fill('not-an-email')
  await formField(form, 'Phone Number').fill('123')
  await formField(form, 'City').fill('L')
  await formField(form, 'Project Details').fill('short')
  await form.getByRole('button', { name: 'Submit Enquiry' }).click()
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(formField(form, 'Full Name')).toHaveAttribute('aria-invalid', 'true')
  expect(posted).toBe(false)
})

test('the form shows its labels, the city suggestions and the consent text with the privacy policy link', async ({
  page,
}) => {
  const form = await openForm(page, '/contact', 'contact-form')
  for (const label of ['Full Name', 'Email', 'Phone Number', 'City', 'Project Details']) {
    await expect(form.locator('label', { hasText: label }).first()).toContainText('*')
  }
  const options = await form.locator('datalist option').evaluateAll((els) => els.map((e) => e.getAttribute('value')))
  expect(options).toEqual(expect.arrayContaining(['London', 'Manchester', 'Birmingham', 'Glasgow', 'Leeds']))
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
  await expect(form).toContainText('sent to the matching suppliers in my city and to our team')
})

test('good input: Submitting..., the thank-you toast, a reset form and the lead with its connections in the database', async ({
  page,
  baseURL,
}) => {
  const form = await openForm(page, '/contact', 'contact-form')
  const email = `e2e-${randomUUID().slice(0, 8)}@enquiry.test`
  await fillValid(form, email, { city: 'London' })

  // Hold the server action's request a moment so the submitting state can be seen.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/contact', async (route) => {
    if (route.request().method() === 'POST') await held
    await route.continue()
  })
  const button = form.getByRole('button', { name: /Submit/ })
  await button.click()
  await expect(button).toHaveText('Submitting...')
  await expect(button).toBeDisabled()
  release()

  await expect(page.getByText('Thank you!', { exact: true })).toBeVisible()
  await expect(
    page.getByText("Your inquiry has been submitted. We'll send you a confirmation email shortly."),
  ).toBeVisible()
  await expect(button).toHaveText('Submit Enquiry')
  await expect(button).toBeEnabled()
  await expect(formField(form, 'Full Name')).toHaveValue('')
  await expect(formField(form, 'Email')).toHaveValue('')
  await expect(formField(form, 'City')).toHaveValue('')
  await expect(form.getByRole('checkbox')).not.toBeChecked()

  const leads = await queryRows<{
    id: number
    name: string
    city: string
    source_page: string
    consent: boolean
    consent_text: string
  }>(baseURL, 'select id, name, city, source_page, consent, consent_text from leads where email = $1', [email])
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({ name: 'Playwright Visitor', city: 'London', source_page: '/contact', consent: true })
  expect(leads[0].consent_text).toContain('Privacy Policy')
  const connections = await queryRows<{ n: string }>(
    baseURL,
    'select count(*) n from lead_connections where lead_id = $1',
    [leads[0].id],
  )
  expect(Number(connections[0].n)).toBeGreaterThanOrEqual(4)
})

test('after sending, the toast comes and goes and the page keeps a confirmation: who received it, what next, the e-mail', async ({
  page,
  request,
}) => {
  const form = await openForm(page, '/london', 'enquiry')
  const email = `e2e-sent-${randomUUID().slice(0, 8)}@enquiry.test`
  await fillValid(form, email)
  await form.getByRole('button', { name: 'Submit Enquiry' }).click()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Thank you!' })
  await expect(toast).toBeVisible()
  const panel = form.getByTestId('enquiry-confirmation')
  await expect(panel).toContainText('Your enquiry has been sent')
  const names = (await routedSuppliersInCity(request, 'London')).map((s) => s.name)
  expect(names.length).toBeGreaterThan(1)
  for (const name of names) await expect(panel.getByTestId('enquiry-confirmation-received')).toContainText(name)
  await expect(panel).toContainText('What happens next:')
  await expect(panel).toContainText(`An e-mail with a link to your enquiry is on its way to ${email}`)
  // The toast leaves; the confirmation stays until the visitor leaves the page.
  await expect(toast).toHaveCount(0, { timeout: 20_000 })
  await expect(panel).toBeVisible()
  await expect(panel).toContainText(email)
})

test('a city page prefills the city, and keeps it after a successful enquiry', async ({ page, baseURL }) => {
  const form = await openForm(page, '/london', 'enquiry')
  await expect(formField(form, 'City')).toHaveValue('London')
  const email = `e2e-city-${randomUUID().slice(0, 8)}@enquiry.test`
  await fillValid(form, email)
  await form.getByRole('button', { name: 'Submit Enquiry' }).click()
  await expect(page.getByText('Thank you!', { exact: true })).toBeVisible()
  await expect(formField(form, 'Full Name')).toHaveValue('')
  await expect(formField(form, 'City')).toHaveValue('London')
  const leads = await queryRows<{ city: string; source_page: string }>(
    baseURL,
    'select city, source_page from leads where email = $1',
    [email],
  )
  expect(leads).toEqual([{ city: 'London', source_page: '/london' }])
})

test('a failed submission shows the error toast and keeps the values', async ({ page, baseURL }) => {
  const form = await openForm(page, '/contact', 'contact-form')
  const email = `e2e-fail-${randomUUID().slice(0, 8)}@enquiry.test`
  await fillValid(form, email, { city: 'Leeds' })
  await page.route('**/contact', async (route) =>
    route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
  )
  await form.getByRole('button', { name: 'Submit Enquiry' }).click()
  await expect(page.getByText('Error', { exact: true })).toBeVisible()
  await expect(page.getByText('There was a problem submitting your inquiry. Please try again.')).toBeVisible()
  await expect(formField(form, 'Full Name')).toHaveValue('Playwright Visitor')
  await expect(formField(form, 'Email')).toHaveValue(email)
  await expect(formField(form, 'City')).toHaveValue('Leeds')
  await expect(form.getByRole('checkbox')).toBeChecked()
  await expect(form.getByRole('button', { name: 'Submit Enquiry' })).toBeEnabled()
  expect(await queryRows(baseURL, 'select 1 from leads where email = $1', [email])).toHaveLength(0)
})
