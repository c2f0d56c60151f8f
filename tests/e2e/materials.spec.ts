import { expect, test } from './support/test'

import { formatLongDate, ukDay } from '@/lib/dates'
import { jsonLd } from './support/public-screens'
import { materialsFixture, type MaterialsFixture } from './support/materials'

// The public side of issue 30 in Chromium: a product page with its figures per declared unit, 'Verified EPD', its
// place among comparable products and its lower-carbon alternatives; the comparison page, like for like and not;
// /materials' filters and compare checkboxes without JavaScript; and an EPD whose valid-until date passes (the
// project's e2e clock: the data's dates move back, as reviews.spec.ts moves a lead's) showing 'EPD expired on …' and
// leaving the percentiles. Like for like, never otherwise: generic data and a product declared in another unit are
// shown unranked with the reason, and a pair side by side that needs a conversion names it.

const DAY_MS = 24 * 60 * 60 * 1000

let fx: MaterialsFixture

test.beforeAll(async ({ request, baseURL }) => {
  fx = await materialsFixture(request, baseURL!)
})

test('a product page shows its figures per declared unit, Verified EPD, its place and alternatives', async ({
  page,
}) => {
  const highest = fx.comparable.at(-1)!
  await page.goto(`/materials/${highest.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(highest.name)
  await expect(page.getByTestId('epd-verified').first()).toHaveText('Verified EPD')
  const figures = page.getByTestId('epd-figures')
  await expect(figures.getByRole('row', { name: /GWP-total A1–A3/ })).toContainText('90')
  await expect(figures.getByRole('row', { name: /GWP-total A1–A3/ })).toContainText('kg CO2e per 1 m³')
  await expect(figures.getByRole('row', { name: /GWP-total A4/ })).toContainText('3.5')
  await expect(figures.getByRole('row', { name: /GWP-biogenic A1–A3/ })).toContainText('-120')
  await expect(page.getByText('Valid until', { exact: true }).locator('..')).toContainText('28 February 2029')
  await expect(page.getByRole('link', { name: `Read the EPD document of ${highest.name}` })).toHaveAttribute(
    'href',
    `https://epd.example/${fx.stamp}-90.pdf`,
  )
  await expect(page.getByTestId('product-place').getByTestId('position')).toHaveText(
    'GWP A1–A3 among the highest 20% of 6 comparable products (per 1 m³).',
  )
  // The three lowest of its set, lowest first; never the EN 15804+A1 board, lower as its figure is.
  await expect(page.getByTestId('alternatives').getByRole('link')).toHaveText(
    fx.comparable.slice(0, 3).map((p) => p.name),
  )
  await expect(page.getByRole('heading', { name: `Get a Quote from ${fx.supplier.name}` })).toBeVisible()
  const product = (await jsonLd(page)).find((d) => d['@type'] === 'Product')
  expect(product).toMatchObject({ name: highest.name, brand: { name: fx.supplier.name } })
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    new RegExp(`/materials/${highest.slug}$`),
  )
})

test('the comparison page: two boards of one type side by side; a pair under different standards says why not', async ({
  page,
}) => {
  const [a, b] = fx.comparable
  await page.goto(`/materials/compare?product=${a.slug}&product=${b.slug}`)
  await expect(page.getByTestId('comparability')).toContainText(
    `${a.name} and ${b.name} compare like for like, per 1 m³: GWP A1–A3 40 against 50 kg CO2e per 1 m³.`,
  )
  const table = page.getByTestId('comparison-table')
  await expect(table.getByRole('columnheader')).toHaveText([a.name, b.name])
  await expect(table.getByRole('row', { name: /GWP-total A1–A3/ })).toContainText('40 kg CO2e per 1 m³')

  await page.goto(`/materials/compare?product=${a.slug}&product=${fx.otherStandard.slug}`)
  const verdict = page.getByTestId('comparability')
  await expect(verdict).toContainText(`${a.name} and ${fx.otherStandard.name} are not comparable:`)
  await expect(verdict).toContainText('EN 15804+A2 against EN 15804+A1: the standards count GWP differently.')
})

test('generic data and another declared unit are never ranked, and say why; a converted pair names its conversion', async ({
  page,
}) => {
  await page.goto(`/materials/${fx.generic.slug}`)
  const genericPlace = page.getByTestId('product-place')
  await expect(genericPlace).toContainText("This product's EPD is not compared with others")
  await expect(genericPlace).toContainText('Generic data: not ranked.')
  await expect(genericPlace.getByTestId('position')).toHaveCount(0)
  await expect(page.getByTestId('alternatives')).toHaveCount(0)

  await page.goto(`/materials/${fx.perKg.slug}`)
  await expect(page.getByTestId('product-place')).toContainText(
    'Declared per 1 kg; this material type compares per 1 m³.',
  )
  await expect(page.getByTestId('alternatives')).toHaveCount(0)

  // Side by side, the board converts to per 1 kg through its mass per declared unit (140 kg), and the page says so.
  const [a] = fx.comparable
  await page.goto(`/materials/compare?product=${a.slug}&product=${fx.perKg.slug}`)
  const verdict = page.getByTestId('comparability')
  await expect(verdict).toContainText(
    `${a.name} and ${fx.perKg.name} compare once converted, per 1 kg: GWP A1–A3 0.2857 against 0.2 kg CO2e per 1 kg.`,
  )
  await expect(verdict.getByTestId('conversions').getByRole('listitem')).toHaveText([
    `${a.name}: Converted to per 1 kg using the mass per declared unit of 1 m³ (140 kg).`,
  ])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filters sort one material type by GWP, and the compare checkboxes open the comparison', async ({
    page,
  }) => {
    await page.goto('/materials')
    const filters = page.getByRole('form', { name: 'Filter materials' })
    await filters.getByLabel('Material type').selectOption(fx.type.slug)
    await filters.getByLabel('Sort by').selectOption('gwp')
    await filters.getByLabel('Valid EPD only').check()
    await filters.getByRole('button', { name: 'Show materials' }).click()
    await expect(page).toHaveURL(new RegExp(`type=${fx.type.slug}`))
    await expect(page.getByRole('heading', { level: 2, name: /9 products of/ })).toBeVisible()
    const cards = page.getByTestId('product-cards').getByRole('article')
    // The comparable set lowest first; the board under another standard (a set of one) after it; then, unranked by
    // name, the board declared per kg and the generic one, lower as their figures are.
    await expect(cards.getByRole('heading')).toHaveText([
      ...fx.comparable.map((p) => p.name),
      fx.otherStandard.name,
      fx.perKg.name,
      fx.generic.name,
    ])
    await expect(cards.nth(7).getByTestId('not-ranked')).toHaveText(
      'Declared per 1 kg; this material type compares per 1 m³.',
    )
    await expect(cards.nth(8).getByTestId('not-ranked')).toHaveText('Generic data: not ranked.')
    await expect(cards.nth(8).getByTestId('position')).toHaveCount(0)
    await expect(cards.first().getByTestId('gwp')).toContainText('40 kg CO2e per 1 m³')
    await expect(cards.first().getByTestId('position')).toHaveText(
      'GWP A1–A3 among the lowest 20% of 6 comparable products (per 1 m³)',
    )
    await expect(page.getByTestId('percentiles')).toContainText('EN 15804+A2')

    await page.getByLabel(`Compare ${fx.comparable[1].name}`).check()
    await page.getByLabel(`Compare ${fx.comparable[2].name}`).check()
    await page.getByRole('button', { name: 'Compare selected products' }).click()
    await expect(page).toHaveURL(/\/materials\/compare\?product=/)
    await expect(page.getByTestId('comparison-table').getByRole('columnheader')).toHaveText([
      fx.comparable[1].name,
      fx.comparable[2].name,
    ])
  })
})

test("an EPD's valid-until date passes: 'EPD expired on …', and it leaves the percentiles and alternatives", async ({
  page,
  request,
}) => {
  const [lowest, second] = fx.comparable
  // The clock moves on past the EPD's last valid day: its dates move back, so yesterday was its valid-until day.
  const yesterday = ukDay(new Date(Date.now() - DAY_MS)).iso
  const headers = { authorization: `JWT ${fx.adminJwt}` }
  const doc = (await (await request.get(`/api/products/${lowest.id}?depth=0`, { headers })).json()) as {
    epd: Record<string, unknown>
  }
  const moved = await request.patch(`/api/products/${lowest.id}`, {
    headers,
    data: {
      materialType: fx.type.id,
      epd: { ...doc.epd, issuedOn: '2021-01-04', validUntil: yesterday },
      epdVerified: true,
      _status: 'published',
    },
  })
  expect(moved.ok(), await moved.text()).toBe(true)

  await expect(async () => {
    await page.goto(`/materials/${lowest.slug}`)
    await expect(page.getByTestId('epd-expired').first()).toHaveText(`EPD expired on ${formatLongDate(yesterday)}`, {
      timeout: 1_000,
    })
  }).toPass({ timeout: 15_000 })
  await expect(page.getByTestId('product-place')).toContainText("This product's EPD is not compared with others")
  await expect(page.getByTestId('product-place')).toContainText(`EPD expired on ${formatLongDate(yesterday)}`)

  // The others' set has 5 now, and the expired board is no one's alternative.
  await page.goto(`/materials/${fx.comparable.at(-1)!.slug}`)
  await expect(page.getByTestId('product-place').getByTestId('position')).toContainText('of 5 comparable products')
  await expect(page.getByTestId('alternatives').getByRole('link')).toHaveText(
    fx.comparable.slice(1, 4).map((p) => p.name),
  )
  await page.goto(`/materials?type=${fx.type.slug}&sort=gwp`)
  const first = page.getByTestId('product-cards').getByRole('article').first()
  await expect(first.getByRole('heading')).toHaveText(second.name)
  const expiredCard = page.getByTestId('product-cards').getByRole('article').filter({ hasText: lowest.name })
  await expect(expiredCard.getByTestId('position')).toHaveCount(0)
  await expect(expiredCard.getByTestId('epd-expired')).toBeVisible()
})
