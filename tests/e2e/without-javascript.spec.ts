import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from './support/test'

import { ENQUIRY_ERASED } from '@/lib/leads/erasure-token'

import { emailTo, linkIn } from './support/emails'
import {
  formField,
  getCategories,
  getCities,
  getGlobal,
  queryRows,
  routedSuppliersInCity,
  uniquePhone,
} from './support/public-screens'

// What a crawler, a slow phone or a visitor with scripts blocked gets: every page whole in the server HTML.

test.use({ javaScriptEnabled: false })

const NAME_ORDER = new Intl.Collator('en-GB')

const FORM_LABELS = ['Full Name', 'Email', 'Phone Number', 'City', 'Project Details']

/** The header's links: every entry, the dropdowns' city and category links, and the menu button, all in the HTML. */
async function expectWholeHeader(page: Page) {
  const [cities, categories] = await Promise.all([getCities(page.request), getCategories(page.request)])
  const header = page.getByRole('banner')
  const nav = header.getByRole('navigation', { name: 'Main' })
  for (const [name, href] of [
    ['Home', '/'],
    ['Blog', '/blog'],
    ['Retrofit Calculator', '/about#calculator'],
    ['Find Suppliers', '/suppliers'],
    ['Get Listed', '/suppliers?tab=get-listed'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(nav.getByRole('button', { name: 'Cities' })).toBeVisible()
  await expect(nav.getByRole('button', { name: 'Categories' })).toBeVisible()
  for (const city of cities) await expect(header.locator(`#nav-cities a[href="/${city.slug}"]`)).toHaveCount(1)
  for (const category of categories)
    await expect(header.locator(`#nav-categories a[href="/category/${category.slug}"]`)).toHaveCount(1)
  await expect(header.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveCount(1)
  await expect(header.locator('#mobile-menu a[href="/suppliers?tab=get-listed"]')).toHaveCount(1)
}

async function expectForm(page: Page, sectionId: string, city: string) {
  const section = page.locator(`#${sectionId}`)
  await expect(section.getByText('Loading the enquiry form…')).toHaveCount(0)
  for (const label of FORM_LABELS) {
    const field = formField(section, label)
    await expect(field).toBeVisible()
    // The label carries the required-field asterisk.
    const id = await field.getAttribute('id')
    await expect(section.locator(`label[for="${id}"]`)).toHaveText(`${label} *`)
  }
  await expect(formField(section, 'City')).toHaveValue(city)
  await expect(section.getByRole('checkbox')).toBeVisible()
  await expect(section.getByText(/I agree to the Privacy Policy and to my enquiry being sent to/)).toBeVisible()
  await expect(section.getByRole('button', { name: 'Submit Enquiry' })).toBeVisible()
  return section
}

test.describe('without JavaScript: the enquiry form and the header are in the HTML', () => {
  for (const { path, sectionId, city } of [
    { path: '/', sectionId: 'enquiry', city: '' },
    { path: '/london', sectionId: 'enquiry', city: 'London' },
    { path: '/london/category/insulation', sectionId: 'enquiry', city: 'London' },
    { path: '/contact', sectionId: 'contact-form', city: '' },
  ]) {
    test(`${path}: the form with its labels${city ? ' and the city prefilled' : ''}, and every header link`, async ({
      page,
    }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expectForm(page, sectionId, city)
      await expectWholeHeader(page)
    })
  }

  test('/london names the suppliers an enquiry reaches, found on the server', async ({ page, request }) => {
    const london = (await routedSuppliersInCity(request, 'London')).map((s) => s.name).sort(NAME_ORDER.compare)
    expect(london.length).toBeGreaterThan(1)
    await page.goto('/london')
    await expect(page.locator('#enquiry').getByTestId('enquiry-recipients')).toHaveText(
      `Your enquiry will be sent to ${london.length} suppliers: ${london.slice(0, -1).join(', ')} and ${london[london.length - 1]}.`,
    )
  })
})

test.describe('without JavaScript: submitting the contact form', () => {
  test('a good enquiry is stored with its supplier connections and the thank-you text is shown', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = `e2e-nojs-${randomUUID().slice(0, 8)}@nojs.test`
    await page.goto('/contact')
    const section = page.locator('#contact-form')
    await formField(section, 'Full Name').fill('Scriptless Visitor')
    await formField(section, 'Email').fill(email)
    await formField(section, 'Phone Number').fill(uniquePhone())
    await formField(section, 'City').fill('London')
    await formField(section, 'Project Details').fill('Sheep-wool insulation for a Victorian terrace loft.')
    await section.getByRole('checkbox').check()
    await section.getByRole('button', { name: 'Submit Enquiry' }).click()

    await expect(page.getByText('Thank you!', { exact: true })).toBeVisible()
    await expect(
      page.getByText("Your inquiry has been submitted. We'll send you a confirmation email shortly."),
    ).toBeVisible()
    await expect(formField(page.locator('#contact-form'), 'Full Name')).toHaveValue('')

    const leads = await queryRows<{
      id: number
      name: string
      city: string
      consent: boolean
      source_page: string | null
    }>(baseURL, 'select id, name, city, consent, source_page from leads where email = $1', [email])
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      name: 'Scriptless Visitor',
      city: 'London',
      consent: true,
      source_page: '/contact',
    })
    const connections = await queryRows<{ supplier_id: number }>(
      baseURL,
      'select supplier_id from lead_connections where lead_id = $1 order by supplier_id',
      [leads[0].id],
    )
    const london = (await routedSuppliersInCity(request, 'London')).map((s) => s.id).sort((a, b) => a - b)
    expect(connections.map((c) => c.supplier_id)).toEqual(london)
  })

  test('a bad enquiry stores nothing and shows the field messages with the values kept', async ({ page, baseURL }) => {
    const email = `e2e-nojs-bad-${randomUUID().slice(0, 8)}@nojs.test`
    await page.goto('/contact')
    const section = page.locator('#contact-form')
    await formField(section, 'Full Name').fill('A')
    await formField(section, 'Email').fill(email)
    await formField(section, 'Phone Number').fill(uniquePhone())
    await formField(section, 'City').fill('Leeds')
    await formField(section, 'Project Details').fill('Lime plaster for two rooms.')
    // No consent.
    await section.getByRole('button', { name: 'Submit Enquiry' }).click()

    const answered = page.locator('#contact-form')
    await expect(answered.getByText('Name must be at least 2 characters')).toBeVisible()
    await expect(answered.getByText('You must agree to our Privacy Policy')).toBeVisible()
    await expect(formField(answered, 'Full Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(formField(answered, 'Full Name')).toHaveValue('A')
    await expect(formField(answered, 'Email')).toHaveValue(email)
    await expect(formField(answered, 'City')).toHaveValue('Leeds')
    await expect(formField(answered, 'Project Details')).toHaveValue('Lime plaster for two rooms.')
    await expect(answered.getByRole('checkbox')).not.toBeChecked()
    await expect(answered.getByText('Please enter a valid email address')).toHaveCount(0)
    expect(await queryRows(baseURL, 'select id from leads where email = $1', [email])).toHaveLength(0)
  })
})

test.describe('one h1 per page', () => {
  // The server's HTML and the page once its scripts have run.
  test.use({ javaScriptEnabled: true })
  type GetListedGlobal = { heroTitle: string }
  for (const { path, tab } of [
    { path: '/suppliers', tab: 'find' },
    { path: '/suppliers?tab=get-listed', tab: 'get-listed' },
  ] as const) {
    test(`${path} has exactly one h1, the ${tab} hero's`, async ({ page, request }) => {
      const title =
        tab === 'find'
          ? 'Find Sustainable Building Material Suppliers'
          : (await getGlobal<GetListedGlobal>(request, 'get-listed')).heroTitle
      const html = await (await request.get(path)).text()
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1)
      await page.goto(path)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toHaveText(title)
    })
  }
})

test.describe('without JavaScript: not-found pages are in the HTML', () => {
  for (const path of ['/no-such-page', '/paris/category/timber']) {
    test(`${path} answers 404 with the whole not-found screen`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        "Oops! The page you're looking for doesn't exist.",
      )
      await expect(page.getByTestId('not-found-path')).toHaveText(`The page at ${path} could not be found.`)
      const links = page.getByRole('navigation', { name: 'Helpful links' })
      for (const [name, href] of [
        ['Home', '/'],
        ['London', '/london'],
        ['Birmingham', '/birmingham'],
        ['Contact Us', '/contact'],
      ]) {
        await expect(links.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      }
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    })
  }

  test('/category/no-such-material answers 404 with Category Not Found and a link home', async ({ page }) => {
    const response = await page.goto('/category/no-such-material')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category Not Found')
    await expect(page.getByText("The category you're looking for doesn't exist.")).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
  })
})

test.describe("without JavaScript: after sending an enquiry, and the enquirer's page", () => {
  test('the answer keeps a confirmation; the e-mailed page shows the text, links the suppliers and asks before erasing', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = `e2e-nojs-sent-${randomUUID().slice(0, 8)}@nojs.test`
    const details = `Hempcrete walls for a barn conversion (${randomUUID().slice(0, 6)}).`
    await page.goto('/london')
    const section = page.locator('#enquiry')
    await formField(section, 'Full Name').fill('Scriptless Sender')
    await formField(section, 'Email').fill(email)
    await formField(section, 'Phone Number').fill(uniquePhone())
    await formField(section, 'Project Details').fill(details)
    await section.getByRole('checkbox').check()
    await section.getByRole('button', { name: 'Submit Enquiry' }).click()

    const panel = page.locator('#enquiry').getByTestId('enquiry-confirmation')
    await expect(panel).toContainText('Thank you!')
    await expect(panel).toContainText('Your enquiry has been sent')
    const routed = await routedSuppliersInCity(request, 'London')
    for (const supplier of routed) await expect(panel).toContainText(supplier.name)
    await expect(panel).toContainText('What happens next:')
    await expect(panel).toContainText(`An e-mail with a link to your enquiry is on its way to ${email}`)

    // The enquirer's page, from the link in the confirmation e-mail.
    const path = linkIn(await emailTo(request, baseURL!, email, /We have received your enquiry/), '/your-enquiry/')
    await page.goto(path)
    await expect(page.getByTestId('enquiry-text')).toHaveText(details)
    const recipients = page.getByTestId('enquiry-recipients')
    for (const supplier of routed)
      await expect(recipients.getByRole('link', { name: supplier.name, exact: true })).toHaveAttribute(
        'href',
        `/suppliers/${supplier.slug}`,
      )

    // Erasing asks first: the first step erases nothing, 'No, keep it' goes back.
    const stillThere = async () =>
      (await queryRows<{ n: string }>(baseURL, 'select count(*) n from leads where email = $1', [email]))[0].n
    await page.getByRole('link', { name: 'Erase my enquiry' }).click()
    const confirm = page.getByTestId('erase-confirm')
    await expect(confirm).toContainText('Are you sure you want to erase your enquiry? This cannot be undone.')
    expect(await stillThere()).toBe('1')
    await confirm.getByRole('link', { name: 'No, keep it' }).click()
    await expect(page.getByTestId('erase-confirm')).toHaveCount(0)
    await expect(page.getByTestId('enquiry-text')).toHaveText(details)
    expect(await stillThere()).toBe('1')

    await page.getByRole('link', { name: 'Erase my enquiry' }).click()
    await page.getByRole('button', { name: 'Yes, erase my enquiry' }).click()
    await expect(page.getByText(ENQUIRY_ERASED)).toBeVisible()
    expect(await stillThere()).toBe('0')
  })
})

test.describe('without JavaScript: the blog filter', () => {
  test('the chips are links to server-rendered filtered lists; ?category= goes there; an unknown one is 404', async ({
    page,
  }) => {
    await page.goto('/blog')
    const chips = page.getByRole('navigation', { name: 'Filter articles by category' })
    const total = await page.getByTestId('blog-card').count()
    expect(total).toBeGreaterThan(1)
    const names = (await chips.getByRole('link').allTextContents()).slice(1)
    expect(names.length).toBeGreaterThan(1)
    const name = names[names.length - 1]
    const expected = await page.getByTestId('blog-card').filter({ hasText: name }).count()
    expect(expected).toBeLessThan(total)

    await chips.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(/\/blog\/category\/[a-z0-9-]+#articles$/)
    await expect(page.getByTestId('article-count')).toHaveText(`Showing ${expected} of ${total} articles`)
    await expect(page.getByTestId('blog-card')).toHaveCount(expected)
    await expect(chips.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
    const filteredPath = new URL(page.url()).pathname

    // A shared link of the old filter opens the same list; the list itself is cached like /blog.
    const old = await page.goto(`/blog?category=${encodeURIComponent(name)}`)
    expect(old?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(filteredPath)
    await expect(page.getByTestId('blog-card')).toHaveCount(expected)
    const again = await page.request.get(filteredPath)
    expect(again.headers()['cache-control']).toMatch(/s-maxage/)
    expect(again.headers()['set-cookie']).toBeUndefined()

    const unknown = await page.goto('/blog/category/no-such-category')
    expect(unknown?.status()).toBe(404)
  })
})
