import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test'

import { describeRetrofitProject, type RetrofitType } from '@/lib/site/calculator'
import { formField, getCategories, queryRows, suppliersWhere, uniquePhone } from './support/public-screens'

// 'Get quotes for this' from the retrofit calculator, and the recipients the form shows before consent.

const NAME_ORDER = new Intl.Collator('en-GB')

/**
 * Whom an enquiry from a city (optionally of one material) reaches: at most 5 of the published suppliers serving it
 * (of that material: its category, or a published product's), the highest Eco-Scores first and then the oldest
 * listing (the site setting's default cap), by name.
 */
async function expectedRecipients(
  request: APIRequestContext,
  city: string,
  categoryId?: number,
): Promise<{ id: number; name: string }[]> {
  const serving = await suppliersWhere(request, `where[cityKeys.key][equals]=${encodeURIComponent(city.toLowerCase())}`)
  let ofMaterial = serving
  if (categoryId) {
    // The public API reads only published products.
    const response = await request.get(`/api/products?where[category][equals]=${categoryId}&limit=1000&depth=0`)
    expect(response.ok()).toBe(true)
    const products = ((await response.json()) as { docs: Array<{ supplier: number }> }).docs
    const viaProducts = new Set(products.map((p) => p.supplier))
    ofMaterial = serving.filter((s) => s.category === categoryId || viaProducts.has(s.id))
  }
  return ofMaterial
    .sort((a, b) => b.ecoScore - a.ecoScore || a.id - b.id)
    .slice(0, 5)
    .map((s) => ({ id: s.id, name: s.name }))
    .sort((a, b) => NAME_ORDER.compare(a.name, b.name))
}

function sentence(names: string[]): string {
  const list = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
  return `Your enquiry will be sent to ${names.length} ${names.length === 1 ? 'supplier' : 'suppliers'}: ${list}.`
}

async function calculate(page: Page, size: string, label: string): Promise<void> {
  const calculator = page.locator('#calculator')
  await calculator.getByLabel('Home size (square feet)').fill(size)
  await calculator.getByLabel('Retrofit type').selectOption({ label })
  await calculator.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.getByTestId('calculator-results')).toBeVisible()
}

async function submit(page: Page, form: Locator, city: string): Promise<string> {
  const email = `e2e-quotes-${randomUUID().slice(0, 8)}@quotes.test`
  await formField(form, 'Full Name').fill('Retrofit Visitor')
  await formField(form, 'Email').fill(email)
  await formField(form, 'Phone Number').fill(uniquePhone())
  await formField(form, 'City').fill(city)
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Submit Enquiry' }).click()
  await expect(page.getByText('Thank you!', { exact: true })).toBeVisible()
  return email
}

type LeadRow = {
  id: number
  category_id: number | null
  supplier_id: number | null
  project_details: string
  source_page: string
}

async function leadWithConnections(
  baseURL: string | undefined,
  email: string,
): Promise<{ lead: LeadRow; suppliers: number[] }> {
  const leads = await queryRows<LeadRow>(
    baseURL,
    'select id, category_id, supplier_id, project_details, source_page from leads where email = $1',
    [email],
  )
  expect(leads).toHaveLength(1)
  const connections = await queryRows<{ supplier_id: number }>(
    baseURL,
    'select supplier_id from lead_connections where lead_id = $1 order by supplier_id',
    [leads[0].id],
  )
  return { lead: leads[0], suppliers: connections.map((c) => c.supplier_id) }
}

const CASES: ReadonlyArray<{
  label: string
  type: RetrofitType
  size: string
  city: string
  category: 'insulation' | 'solar' | null
}> = [
  { label: 'Insulation Upgrade', type: 'insulation', size: '1000', city: 'London', category: 'insulation' },
  { label: 'Solar Panel Installation', type: 'solar', size: '1200', city: 'Glasgow', category: 'solar' },
  { label: 'Heat Pump System', type: 'heatPump', size: '1500', city: 'London', category: null },
]

test.describe('quotes from the retrofit calculator', () => {
  for (const c of CASES) {
    test(`${c.label}: 'Get quotes for this' opens the form prefilled, and the lead carries ${c.category ?? 'no'} category`, async ({
      page,
      request,
      baseURL,
    }) => {
      const categoryId = c.category
        ? (await getCategories(request)).find((cat) => cat.slug === c.category)?.id
        : undefined
      if (c.category) expect(categoryId).toBeDefined()
      const recipients = await expectedRecipients(request, c.city, categoryId)
      expect(recipients.length).toBeGreaterThan(0)

      await page.goto('/about')
      const section = page.locator('#enquiry')
      // The form is in the page's HTML; its validation code is loaded only when needed.
      await expect(formField(section, 'Full Name')).toHaveCount(1)
      await expect(section.locator('form[data-validated]')).toHaveCount(0)

      await calculate(page, c.size, c.label)
      await page.getByRole('button', { name: 'Get quotes for this' }).click()
      await expect(formField(section, 'Full Name')).toBeFocused()
      await expect(section).toBeInViewport()
      const details = describeRetrofitProject(c.type, Number(c.size))
      await expect(formField(section, 'Project Details')).toHaveValue(details)

      await formField(section, 'City').fill(c.city)
      await expect(section.getByTestId('enquiry-recipients')).toHaveText(sentence(recipients.map((r) => r.name)))
      const email = await submit(page, section, c.city)

      const { lead, suppliers } = await leadWithConnections(baseURL, email)
      expect(lead).toMatchObject({
        category_id: categoryId ?? null,
        supplier_id: null,
        project_details: details,
        source_page: '/about',
      })
      expect(suppliers).toEqual(recipients.map((r) => r.id).sort((a, b) => a - b))
    })
  }

  test('a second calculation replaces the prefill and its category', async ({ page, request, baseURL }) => {
    await page.goto('/about')
    await calculate(page, '900', 'Insulation Upgrade')
    await page.getByRole('button', { name: 'Get quotes for this' }).click()
    const section = page.locator('#enquiry')
    await expect(formField(section, 'Project Details')).toHaveValue(describeRetrofitProject('insulation', 900))

    await calculate(page, '1100', 'Heat Pump System')
    await page.getByRole('button', { name: 'Get quotes for this' }).click()
    await expect(formField(section, 'Project Details')).toHaveValue(describeRetrofitProject('heatPump', 1100))
    // The second prefill has been applied in full (it ends by moving the focus) before the visitor types on.
    await expect(formField(section, 'Full Name')).toBeFocused()
    await formField(section, 'City').fill('London')
    await expect(formField(section, 'City')).toHaveValue('London')
    await expect(section.getByTestId('enquiry-recipients')).toHaveText(
      sentence((await expectedRecipients(request, 'London')).map((r) => r.name)),
    )
    const email = await submit(page, section, 'London')
    expect((await leadWithConnections(baseURL, email)).lead.category_id).toBeNull()
  })
})

test.describe('recipients shown before consent', () => {
  test('the form names the suppliers an enquiry from London reaches, above the consent checkbox', async ({
    page,
    request,
  }) => {
    const london = await expectedRecipients(request, 'London')
    expect(london.length).toBeGreaterThan(1)
    await page.goto('/contact')
    const form = page.locator('#contact-form')
    await form.scrollIntoViewIfNeeded()
    const recipients = form.getByTestId('enquiry-recipients')
    await expect(recipients).toHaveText('Enter your city to see which suppliers will receive your enquiry.')

    await formField(form, 'City').fill('London')
    await expect(recipients).toHaveText(sentence(london.map((r) => r.name)))
    const checkbox = form.getByRole('checkbox')
    const [line, box] = await Promise.all([recipients.boundingBox(), checkbox.boundingBox()])
    expect((line?.y ?? 0) + (line?.height ?? 0)).toBeLessThanOrEqual(box?.y ?? 0)
    // The checkbox's description is the list of recipients.
    await expect(checkbox).toHaveAccessibleDescription(sentence(london.map((r) => r.name)))

    // A city with no suppliers yet.
    await formField(form, 'City').fill('Bristol')
    await expect(recipients).toHaveText('No suppliers in Bristol yet: our team will find suppliers for you.')
    await formField(form, 'City').fill('leeds ')
    const leeds = await expectedRecipients(request, 'Leeds')
    await expect(recipients).toHaveText(sentence(leeds.map((r) => r.name)))
  })

  test('the recipients endpoint answers with the same suppliers routing uses', async ({ request }) => {
    const london = await expectedRecipients(request, 'London')
    const response = await request.get('/api/enquiries/recipients?city=%20london%20')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(await response.json()).toEqual({ count: london.length, names: london.map((r) => r.name) })

    expect(await (await request.get('/api/enquiries/recipients?city=Bristol')).json()).toEqual({ count: 0, names: [] })
    expect((await request.get('/api/enquiries/recipients?city=London&category=abc')).status()).toBe(400)

    const insulation = (await getCategories(request)).find((c) => c.slug === 'insulation')
    const londonInsulation = await expectedRecipients(request, 'London', insulation?.id)
    expect(
      await (await request.get(`/api/enquiries/recipients?city=London&category=${insulation?.id}`)).json(),
    ).toEqual({ count: londonInsulation.length, names: londonInsulation.map((r) => r.name) })
  })
})
