import { randomUUID } from 'node:crypto'

import { expect, test, type Locator } from './support/test'

import { formField, queryRows, uniquePhone } from './support/public-screens'

// Enquiries routed by material and site (issue 32), through the fake postcodes.io the e2e server starts: from /leeds, an
// insulation enquiry for a site at LS6 2AA names before consent exactly the suppliers it then reaches (the seeded
// insulation suppliers whose delivery area covers LS6, not the Leeds builders' merchant), and the same without
// JavaScript. Who is named is read from the page and compared with the database, so added seed data changes nothing.

const INSULATION = 'Eco Insulation'
const NAME_ORDER = new Intl.Collator('en-GB')

async function fillEnquirer(section: Locator, email: string): Promise<void> {
  await formField(section, 'Full Name').fill('Leeds Homeowner')
  await formField(section, 'Email').fill(email)
  await formField(section, 'Phone Number').fill(uniquePhone())
  await formField(section, 'Project Details').fill('Loft and wall insulation for a back-to-back terrace in Headingley.')
}

/** The lead an e-mail address sent, and the names of the suppliers it reached (sorted). */
async function storedLead(baseURL: string | undefined, email: string) {
  const leads = await queryRows<{
    id: number
    site_postcode: string | null
    category: string | null
    lat: number | null
  }>(
    baseURL,
    `select l.id, l.site_postcode, c.name as category, l.site_latitude::float8 as lat
     from leads l left join categories c on c.id = l.category_id where l.email = $1`,
    [email],
  )
  const reached = leads.length
    ? await queryRows<{ name: string }>(
        baseURL,
        'select s.name from lead_connections lc join suppliers s on s.id = lc.supplier_id where lc.lead_id = $1',
        [leads[0].id],
      )
    : []
  return { leads, names: reached.map((r) => r.name).sort(NAME_ORDER.compare) }
}

/** The sentence above the consent checkbox naming these suppliers (sorted as the form sorts them). */
function sentence(names: string[]): string {
  const list = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
  return `Your enquiry will be sent to ${names.length} ${names.length === 1 ? 'supplier' : 'suppliers'}: ${list}.`
}

test('an insulation enquiry for LS6 2AA names before consent exactly the suppliers it reaches', async ({
  page,
  baseURL,
}) => {
  await page.goto('/leeds')
  const section = page.locator('#enquiry')
  await section.scrollIntoViewIfNeeded()
  const recipients = section.getByTestId('enquiry-recipients')
  // The city rule first: the page's own city.
  await expect(recipients).toContainText('Aire Valley Building Supplies')
  await section.getByRole('combobox', { name: 'Material' }).selectOption({ label: INSULATION })
  await section.getByRole('textbox', { name: 'Site postcode' }).fill('LS6 2AA')
  await expect(recipients).toContainText('Pennine Wool and Fibre Insulation')
  await expect(recipients).not.toContainText('Aire Valley Building Supplies')
  const named = (await recipients.textContent()) ?? ''

  const email = `e2e-route-${randomUUID().slice(0, 8)}@routing.test`
  await fillEnquirer(section, email)
  await section.getByRole('checkbox').check()
  await section.getByRole('button', { name: 'Submit Enquiry' }).click()
  await expect(page.getByText('Thank you!', { exact: true })).toBeVisible()

  const stored = await storedLead(baseURL, email)
  expect(stored.leads).toHaveLength(1)
  expect(stored.leads[0]).toMatchObject({ site_postcode: 'LS6 2AA', category: INSULATION })
  expect(stored.leads[0].lat).not.toBeNull()
  expect(stored.names.length).toBeGreaterThan(0)
  expect(named).toBe(sentence(stored.names))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the material and the site postcode are sent and routed; a bad postcode stores nothing', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/leeds')
    let section = page.locator('#enquiry')
    const bad = `e2e-route-nojs-bad-${randomUUID().slice(0, 8)}@routing.test`
    await fillEnquirer(section, bad)
    await section.getByRole('combobox', { name: 'Material' }).selectOption({ label: INSULATION })
    await section.getByRole('textbox', { name: 'Site postcode' }).fill('LS6 2A')
    await section.getByRole('checkbox').check()
    await section.getByRole('button', { name: 'Submit Enquiry' }).click()
    section = page.locator('#enquiry')
    await expect(section.getByText('Enter a UK postcode, like LS6 2AA, or leave Site postcode empty')).toBeVisible()
    await expect(section.getByRole('textbox', { name: 'Site postcode' })).toHaveValue('LS6 2A')
    await expect(section.getByRole('combobox', { name: 'Material' })).toHaveValue(/\d+/)
    expect((await storedLead(baseURL, bad)).leads).toHaveLength(0)

    const email = `e2e-route-nojs-${randomUUID().slice(0, 8)}@routing.test`
    await fillEnquirer(section, email)
    await section.getByRole('textbox', { name: 'Site postcode' }).fill('ls6 2aa')
    await section.getByRole('checkbox').check()
    await section.getByRole('button', { name: 'Submit Enquiry' }).click()
    await expect(page.getByText('Thank you!', { exact: true })).toBeVisible()
    const stored = await storedLead(baseURL, email)
    expect(stored.leads[0]).toMatchObject({ site_postcode: 'LS6 2AA', category: INSULATION })
    expect(stored.names).toContain('Pennine Wool and Fibre Insulation')
    expect(stored.names).not.toContain('Aire Valley Building Supplies')
    // The confirmation names whom it went to: the same suppliers.
    const confirmation = (await page.getByText(/^Your enquiry went to /).textContent()) ?? ''
    for (const name of stored.names) expect(confirmation).toContain(name)
  })
})
