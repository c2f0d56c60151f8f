import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test'

import { formatLongDate } from '@/lib/dates'
import { ecoScoreMeaning } from '@/lib/suppliers/eco-score'
import { adminToken, formField, getBrand, jsonLd, queryRows, uniquePhone } from './support/public-screens'

// Supplier profiles at /suppliers/{slug}, as a visitor sees them, and the enquiry addressed to one supplier.

type ApiCertification = {
  id: string
  name: string
  issuer: string | null
  number: string | null
  verifiedAt: string | null
  expiresAt: string | null
  badgeHidden?: boolean | null
}
type ApiSupplier = {
  id: number
  name: string
  slug: string
  description: string
  location: string
  ecoScore: number
  serviceAreas: { city: string }[]
  certifications: ApiCertification[]
  contactEmail: string | null
  website: string | null
  category: number
}

async function supplierBySlug(request: APIRequestContext, slug: string): Promise<ApiSupplier> {
  const response = await request.get(`/api/suppliers?where[slug][equals]=${encodeURIComponent(slug)}&depth=0&limit=1`)
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: ApiSupplier[] }
  expect(docs, `published supplier ${slug}`).toHaveLength(1)
  return docs[0]
}

/** The names of the supplier's published products (the products collection), in name order, as a visitor reads them. */
async function productNamesOf(request: APIRequestContext, supplierId: number): Promise<string[]> {
  const response = await request.get(
    `/api/products?where[supplier][equals]=${supplierId}&sort=name&depth=0&limit=100&select[name]=true`,
  )
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: { name: string }[] }
  return docs.map((d) => d.name)
}

const isExpired = (c: ApiCertification) => Boolean(c.expiresAt && new Date(c.expiresAt).getTime() < Date.now())

async function enquiryForm(page: Page): Promise<Locator> {
  const section = page.locator('#enquiry')
  await section.scrollIntoViewIfNeeded()
  await expect(formField(section, 'Full Name')).toBeVisible()
  return section
}

test.describe('supplier profiles', () => {
  test('a profile shows the description, products, service areas, eco-score with its meaning, contact and website', async ({
    page,
    request,
  }) => {
    const supplier = await supplierBySlug(request, 'thameside-timber-merchants')
    const brand = await getBrand(request)
    const response = await page.goto(`/suppliers/${supplier.slug}`)
    expect(response?.status()).toBe(200)

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(supplier.name)
    await expect(page).toHaveTitle(new RegExp(`^${supplier.name}: .* in ${supplier.location} \\| ${brand}$`))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/suppliers/${supplier.slug}$`),
    )
    await expect(page.getByRole('heading', { name: `About ${supplier.name}` })).toBeVisible()
    await expect(page.getByText(supplier.description)).toBeVisible()
    const products = await productNamesOf(request, supplier.id)
    expect(products.length).toBeGreaterThan(0)
    // Each published product is a card under Products, named by its heading and linking to its page.
    const cards = page.getByRole('region', { name: 'Products' }).getByTestId('product-cards')
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(products)
    await expect(page.getByTestId('service-areas').getByRole('listitem')).toHaveText([
      supplier.location,
      ...supplier.serviceAreas.map((a) => a.city),
    ])

    const eco = page.getByTestId('eco-score')
    await expect(eco).toContainText(`${supplier.ecoScore}/10`)
    await expect(eco).toContainText(ecoScoreMeaning(supplier.ecoScore))

    const email = page.getByRole('link', { name: supplier.contactEmail ?? '' })
    await expect(email).toHaveAttribute('href', `mailto:${supplier.contactEmail}`)
    const website = page
      .getByRole('link', { name: /opens in a new tab/ })
      .filter({ hasText: supplier.website?.replace(/^https?:\/\//, '') ?? '' })
    await expect(website).toHaveAttribute('href', supplier.website ?? '')
    await expect(website).toHaveAttribute('target', '_blank')
  })

  test('each current certification shows its issuer, certificate number, verified date and expiry', async ({
    page,
    request,
  }) => {
    const supplier = await supplierBySlug(request, 'thameside-timber-merchants')
    const current = supplier.certifications.filter((c) => !isExpired(c))
    expect(current.length).toBeGreaterThan(0)
    await page.goto(`/suppliers/${supplier.slug}`)
    const cards = page.getByTestId('certification')
    await expect(cards).toHaveCount(current.length)
    for (const cert of current) {
      const card = cards.filter({ has: page.getByRole('heading', { name: cert.name, exact: true }) })
      await expect(card).toContainText(`Issuer:${cert.issuer}`)
      await expect(card).toContainText(`Certificate number:${cert.number}`)
      await expect(card).toContainText(`Verified:${formatLongDate(cert.verifiedAt ?? '')}`)
      await expect(card).toContainText(`Expires:${formatLongDate(cert.expiresAt ?? '')}`)
    }
  })

  test('an expired certificate is not shown on the profile or the card', async ({ page, request }) => {
    const supplier = await supplierBySlug(request, 'aire-valley-building-supplies')
    const expired = supplier.certifications.filter(isExpired)
    expect(expired.length, 'the seed has an expired certificate').toBeGreaterThan(0)
    // The flag the daily check keeps is set for it too (on save in the seed).
    expect(expired.every((c) => c.badgeHidden === true)).toBe(true)

    await page.goto(`/suppliers/${supplier.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(supplier.name)
    for (const cert of expired) {
      await expect(page.getByText(cert.name)).toHaveCount(0)
      if (cert.number) await expect(page.getByText(cert.number)).toHaveCount(0)
    }
    await expect(page.getByText('No current certifications are listed for this supplier.')).toBeVisible()

    await page.goto(`/${supplier.location.toLowerCase()}`)
    const card = page.getByTestId('supplier-card').filter({ has: page.getByRole('heading', { name: supplier.name }) })
    await expect(card).toBeVisible()
    for (const cert of expired) await expect(card.getByText(cert.name)).toHaveCount(0)
  })

  test('structured data describe the supplier as a LocalBusiness, and the sitemap lists the profile', async ({
    page,
    request,
  }) => {
    const supplier = await supplierBySlug(request, 'capital-natural-insulation')
    await page.goto(`/suppliers/${supplier.slug}`)
    const business = (await jsonLd(page)).find((d) => d['@type'] === 'LocalBusiness')
    expect(business).toMatchObject({
      name: supplier.name,
      description: supplier.description,
      email: supplier.contactEmail,
      address: { addressLocality: supplier.location },
      areaServed: [supplier.location, ...supplier.serviceAreas.map((a) => a.city)].map((name) => ({
        '@type': 'City',
        name,
      })),
    })
    expect(String(business?.url)).toMatch(new RegExp(`/suppliers/${supplier.slug}$`))
    expect((await jsonLd(page)).map((d) => d['@type'])).toEqual(
      expect.arrayContaining(['WebSite', 'Organization', 'BreadcrumbList']),
    )

    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.ok()).toBe(true)
    expect(await sitemap.text()).toContain(`/suppliers/${supplier.slug}</loc>`)
  })

  test('an unknown slug and an unpublished supplier answer with the not-found page', async ({
    page,
    request,
    baseURL,
  }) => {
    const unknown = await page.goto('/suppliers/no-such-supplier-anywhere')
    expect(unknown?.status()).toBe(404)
    await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible()

    const token = await adminToken(request, baseURL ?? '')
    const known = await supplierBySlug(request, 'thameside-timber-merchants')
    const slug = `draft-profile-${randomUUID().slice(0, 8)}`
    const created = await request.post('/api/suppliers?draft=true', {
      headers: { Authorization: `JWT ${token}` },
      data: {
        name: `Draft Profile ${slug}`,
        slug,
        description: 'Not live yet.',
        location: 'London',
        category: known.category,
        _status: 'draft',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      const draft = await page.goto(`/suppliers/${slug}`)
      expect(draft?.status()).toBe(404)
    } finally {
      await request.delete(`/api/suppliers/${doc.id}`, { headers: { Authorization: `JWT ${token}` } })
    }
  })

  test('every supplier card links to its profile by its name and a View profile link', async ({ page }) => {
    await page.goto('/london')
    const cards = page.locator('#suppliers').getByTestId('supplier-card')
    await expect(cards.first()).toBeVisible()
    const count = await cards.count()
    for (let i = 0; i < count; i += 1) {
      const card = cards.nth(i)
      const nameLink = card.getByRole('heading', { level: 3 }).getByRole('link')
      const href = await nameLink.getAttribute('href')
      expect(href).toMatch(/^\/suppliers\/[a-z0-9-]+$/)
      await expect(card.getByRole('link', { name: /^View profile/ })).toHaveAttribute('href', href ?? '')
    }
    const first = cards.first()
    const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? ''
    await first.getByRole('link', { name: /^View profile/ }).click()
    await expect(page).toHaveURL(/\/suppliers\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  })

  test('the enquiry form of a profile is addressed to that supplier, and the lead connects to it only', async ({
    page,
    request,
    baseURL,
  }) => {
    const supplier = await supplierBySlug(request, 'greenwich-living-roofs')
    await page.goto(`/suppliers/${supplier.slug}`)
    const form = await enquiryForm(page)
    await expect(form.getByTestId('enquiry-recipients')).toHaveText(
      `Your enquiry will be sent to 1 supplier: ${supplier.name}.`,
    )
    await expect(form).toContainText(`sent to ${supplier.name} and to our team`)

    const email = `e2e-profile-${randomUUID().slice(0, 8)}@profiles.test`
    await formField(form, 'Full Name').fill('Profile Visitor')
    await formField(form, 'Email').fill(email)
    await formField(form, 'Phone Number').fill(uniquePhone())
    // Another city with suppliers of its own: the addressed supplier alone still receives it.
    await formField(form, 'City').fill('Manchester')
    await formField(form, 'Project Details').fill('A sedum roof for a garden studio, about 20 square metres.')
    await expect(form.getByTestId('enquiry-recipients')).toHaveText(
      `Your enquiry will be sent to 1 supplier: ${supplier.name}.`,
    )
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Submit Enquiry' }).click()
    await expect(page.getByText('Thank you!', { exact: true })).toBeVisible()

    const leads = await queryRows<{ id: number; supplier_id: number | null; city: string; source_page: string }>(
      baseURL,
      'select id, supplier_id, city, source_page from leads where email = $1',
      [email],
    )
    expect(leads).toEqual([
      {
        id: expect.any(Number),
        supplier_id: supplier.id,
        city: 'Manchester',
        source_page: `/suppliers/${supplier.slug}`,
      },
    ])
    const connections = await queryRows<{ supplier_id: number }>(
      baseURL,
      'select supplier_id from lead_connections where lead_id = $1',
      [leads[0].id],
    )
    expect(connections).toEqual([{ supplier_id: supplier.id }])
  })
})

test.describe('certificates about to expire', () => {
  test('the admin dashboard lists certificates expiring within 60 days, and the recently expired ones', async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    const token = await adminToken(request, baseURL ?? '')
    const response = await request.get('/api/suppliers?depth=0&limit=200', {
      headers: { Authorization: `JWT ${token}` },
    })
    const { docs } = (await response.json()) as { docs: ApiSupplier[] }
    const now = Date.now()
    const DAY = 24 * 60 * 60 * 1000
    const listed = docs.flatMap((s) =>
      s.certifications
        .filter(
          (c) =>
            c.expiresAt &&
            new Date(c.expiresAt).getTime() <= now + 60 * DAY &&
            new Date(c.expiresAt).getTime() >= now - 90 * DAY,
        )
        .map((c) => ({ supplier: s.name, cert: c })),
    )
    expect(
      listed.some((l) => !isExpired(l.cert)),
      'the seed has a certificate expiring soon',
    ).toBe(true)

    await context.addCookies([{ name: 'payload-token', value: token, url: baseURL ?? '' }])
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Certificates expiring within 60 days' })).toBeVisible()
    const rows = page.getByTestId('expiring-certificate')
    await expect(rows).toHaveCount(listed.length)
    for (const { supplier, cert } of listed) {
      const row = rows.filter({ hasText: supplier }).filter({ hasText: cert.name })
      await expect(row).toContainText(formatLongDate(cert.expiresAt ?? ''))
      await expect(row).toContainText(isExpired(cert) ? 'Expired: badge hidden' : /Expires (today|in \d+ days?)/)
    }
  })
})
