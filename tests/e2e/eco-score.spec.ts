import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'

import { ukDay } from '@/lib/dates'
import { formatDay, formatPoints, formatSignedPoints, pointsWord } from '@/lib/eco-score/format'
import {
  ADJUSTMENT_MAX,
  ADJUSTMENT_MIN,
  COMPONENTS,
  computeEcoScore,
  improvements,
  type EcoScoreEvidence,
} from '@/lib/eco-score/method'
import { getGlobal, adminToken, listingWithVerifiedAccount, queryRows } from './support/public-screens'

// The Eco-Score's pages in Chromium: /eco-score states the rules of method.ts (whole without JavaScript, cookie-free,
// in the sitemap, linked from the footer); a profile shows its breakdown (components, evidence, an adjustment's
// reason, the last change); a card's badge opens that breakdown; the portal shows the breakdown, what is missing with
// its worth, and the history. The breakdown here is a fixture made by method.ts and stored as the recomputation
// stores it; tests/e2e/eco-score-journey.spec.ts follows real evidence through the recomputation.

const PASSWORD = 'eco-score-e2e-password'
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const today = () => ukDay(new Date()).iso

/** Evidence of every kind: a counted certificate and one not verified, a product counted and one not, an adjustment. */
function fixtureEvidence(stamp: string): EcoScoreEvidence {
  return {
    certifications: [
      {
        name: 'FSC Chain of Custody',
        number: `FSC-C${stamp}`,
        issuer: 'Soil Association Certification',
        type: { id: 'fixture-fsc', name: 'FSC Chain of Custody', points: 1.5 },
        verifiedOn: '2026-03-03',
        expiresOn: '2099-03-02',
      },
      { name: 'ISO 14001', number: 'EMS-77', issuer: null, type: null, verifiedOn: null, expiresOn: null },
    ],
    products: [
      {
        id: 900001,
        name: `Larch cladding ${stamp}`,
        slug: `larch-cladding-${stamp}`,
        epdVerified: true,
        epdValidUntil: '2099-01-01',
        band: 'lowest-20',
        comparedWith: 7,
      },
      {
        id: 900002,
        name: `Oak board ${stamp}`,
        slug: `oak-board-${stamp}`,
        epdVerified: false,
        epdValidUntil: '2099-01-01',
        band: null,
        comparedWith: null,
      },
    ],
    adjustments: [
      {
        id: 'fixture-adjustment',
        points: -0.5,
        reason: `Unsupported claim on the website (${stamp})`,
        expiresOn: null,
      },
    ],
  }
}

const CHANGED_AT = '2026-11-20T10:00:00.000Z'

/** A published listing with a verified account whose stored breakdown is the fixture's (as the recomputation stores it). */
async function listingWithBreakdown(request: Parameters<typeof adminToken>[0], baseURL: string) {
  const token = await adminToken(request, baseURL)
  const { listing, email } = await listingWithVerifiedAccount(request, baseURL, token, {
    name: 'Eco Score E2E Larch',
    password: PASSWORD,
  })
  const evidence = fixtureEvidence(listing.slug.slice(-8))
  const breakdown = computeEcoScore(evidence, today())
  await queryRows(
    baseURL,
    'update suppliers set eco_score = $2, eco_score_breakdown = $3::jsonb, eco_score_changed_at = $4 where id = $1',
    [listing.id, breakdown.score, JSON.stringify(breakdown), CHANGED_AT],
  )
  return { listing, email, evidence, breakdown }
}

test('/eco-score states the rules from method.ts, whole without JavaScript, cookie-free, linked and in the sitemap', async ({
  browser,
  page,
  request,
}) => {
  const words = await getGlobal<{ title: string; intro: string }>(request, 'eco-score-page')
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await page.getByRole('contentinfo').getByRole('link', { name: 'How the Eco-Score Works' }).click()
  await expect(page).toHaveURL(/\/eco-score$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title)
  await expect(page.getByTestId('eco-score-intro')).toContainText(words.intro.split(/\n{2,}/)[0])

  const rules = page.getByTestId('eco-score-rule')
  await expect(rules).toHaveCount(COMPONENTS.length)
  for (const [index, c] of COMPONENTS.entries()) {
    await expect(rules.nth(index).getByRole('heading', { level: 3 })).toHaveText(
      `${c.label}: up to ${formatPoints(c.max)} ${pointsWord(c.max)}`,
    )
    await expect(rules.nth(index)).toContainText(c.rule)
  }
  await expect(page.getByTestId('adjustment-bounds')).toContainText(
    `between ${formatSignedPoints(ADJUSTMENT_MIN)} and ${formatSignedPoints(ADJUSTMENT_MAX)} points`,
  )
  await expect(page.getByTestId('band-credits').getByRole('row')).toHaveCount(5)
  await expectAccessible(page, '/eco-score')

  const plain = await request.get('/eco-score')
  expect(plain.status()).toBe(200)
  expect(plain.headers()['set-cookie']).toBeUndefined()
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(/<loc>[^<]*\/eco-score<\/loc>/)

  const noScript = await browser.newContext({ javaScriptEnabled: false })
  try {
    const bare = await noScript.newPage()
    await bare.goto('/eco-score')
    await expect(bare.getByTestId('eco-score-rule')).toHaveCount(COMPONENTS.length)
    await expect(bare.getByRole('heading', { name: 'Why we score this way' })).toBeVisible()
  } finally {
    await noScript.close()
  }
})

test('a profile shows how its score is made up: components, evidence, the adjustment’s reason and the last change', async ({
  page,
  request,
  baseURL,
}) => {
  const { listing, breakdown, evidence } = await listingWithBreakdown(request, baseURL!)
  await page.goto(`/suppliers/${listing.slug}`)
  await page.getByTestId('eco-score').getByRole('link', { name: 'How this score is made up' }).click()
  const section = page.getByRole('region', { name: 'How the Eco-Score is made up' })
  await expect(section.getByRole('heading', { level: 2 })).toBeInViewport()

  const rows = section.getByTestId('eco-score-component')
  for (const c of breakdown.components) {
    const row = rows.filter({ has: page.getByRole('rowheader', { name: c.label, exact: true }) })
    await expect(row.getByTestId('eco-score-component-points')).toHaveText(
      `${formatPoints(c.points)} of ${formatPoints(c.max)}`,
    )
    await expect(row).toContainText(c.summary)
  }
  await expect(section.getByTestId('eco-score-total')).toHaveText(`${breakdown.score} of 10`)
  const certificates = section.getByTestId('eco-score-certificates')
  // Each fact is a term and its description: 'Certificate number:' then the number.
  await expect(certificates).toContainText(new RegExp(`Certificate number:\\s*${evidence.certifications[0].number}`))
  await expect(certificates).toContainText(/Verified on:\s*3 March 2026/)
  await expect(certificates).toContainText('Counts 1.5 points as FSC Chain of Custody.')
  await expect(certificates).toContainText('Counts nothing: Not verified yet.')
  await expect(section.getByTestId('eco-score-products')).toContainText(evidence.products[0].name)
  await expect(section.getByTestId('eco-score-adjustments')).toContainText(`Reason: ${evidence.adjustments[0].reason}`)
  await expect(section.getByTestId('eco-score-changed')).toHaveText(`Score last changed on ${formatDay(CHANGED_AT)}.`)
  await expect(section.getByRole('link', { name: 'How the Eco-Score is calculated' })).toHaveAttribute(
    'href',
    '/eco-score',
  )
  await expectAccessible(page, 'profile')
})

test('a card’s Eco-Score badge opens the profile’s breakdown', async ({ page }) => {
  await page.goto('/suppliers')
  const card = page.getByTestId('supplier-card').first()
  const badge = card.getByTestId('eco-score-badge')
  await expect(badge).toHaveText(/^Eco-Score: [\d.]+\/10$/)
  const href = await badge.getAttribute('href')
  expect(href).toMatch(/^\/suppliers\/[a-z0-9-]+#eco-score-breakdown$/)
  // One control, not nested in another.
  expect(await badge.evaluate((el) => el.parentElement?.closest('a, button') === null)).toBe(true)
  await badge.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { level: 2, name: 'How the Eco-Score is made up' })).toBeInViewport()
})

test('the portal shows the breakdown, what is missing with its worth, and the history', async ({
  page,
  request,
  baseURL,
}) => {
  const { email, breakdown, evidence } = await listingWithBreakdown(request, baseURL!)
  await page.goto('/account/sign-in')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account$/)
  const panel = page.getByRole('region', { name: 'Your Eco-Score' })
  await expect(panel).toContainText(`${breakdown.score}/10`)
  await expect(panel).toContainText(`Last changed on ${formatDay(CHANGED_AT)}`)
  await panel.getByRole('link', { name: 'How your score is made up, and how to raise it' }).click()
  await expect(page).toHaveURL(/\/account\/eco-score$/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  const made = page.getByRole('region', { name: 'How your score is made up' })
  await expect(made.getByTestId('eco-score-total')).toHaveText(`${breakdown.score} of 10`)
  await expect(made.getByTestId('eco-score-adjustments')).toContainText(evidence.adjustments[0].reason)

  // The EPD missing from the unverified product, and what it alone would add (a certificate's worth depends on the
  // recognised types, which the journey spec checks).
  const expected = improvements(evidence, [], today()).filter((i) => i.component === 'epdCoverage')
  expect(expected.length).toBe(1)
  const improve = page.getByTestId('eco-score-improvements')
  for (const item of expected) {
    const row = improve.getByTestId('eco-score-improvement').filter({ hasText: item.evidence })
    await expect(row).toContainText(`${formatSignedPoints(item.worth)} ${pointsWord(item.worth)}`)
  }
  await expect(page.getByRole('region', { name: 'Changes to your score' })).toBeVisible()
  await expectAccessible(page, '/account/eco-score')
})
