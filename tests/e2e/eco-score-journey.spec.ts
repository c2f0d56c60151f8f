import { expect, test, type Page } from './support/test'

import { formatPoints, pointsWord } from '@/lib/eco-score/format'
import { COMPONENTS } from '@/lib/eco-score/method'
import { samplePdf } from '@/lib/materials/sample-data'
import { adminToken, listingWithVerifiedAccount, staffCredentials } from './support/public-screens'

// Issue 31's whole journey, through real evidence and the recomputation: a supplier uploads a certificate in the
// portal; staff give it its recognised type and 'Verified on' in the admin and publish; within 5 seconds the profile's
// score and breakdown change and the London list's order follows; an adjustment with its public reason appears in
// the breakdown; /eco-score lists the type with its worth and states the rule that produced the points; the portal's
// history shows the change. It needs the certification types, the adjustments, the history and the recomputation
// (the h31-core branch): it fails without them.

const PASSWORD = 'eco-score-journey-e2e-password'

async function signIn(page: Page, email: string) {
  await page.goto('/account/sign-in')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account$/)
}

/** The Eco-Scores of a page's cards, in order, and the score on the card of `name`. */
async function cardScores(page: Page, name: string) {
  const cards = page.getByTestId('supplier-card')
  const scores = (await cards.getByTestId('eco-score-badge').allTextContents()).map((t) =>
    Number(t.replace(/^Eco-Score: ([\d.]+)\/10$/, '$1')),
  )
  const own = cards.filter({ has: page.getByRole('heading', { name, exact: true }) }).getByTestId('eco-score-badge')
  return { scores, own: Number((await own.textContent())?.replace(/^Eco-Score: ([\d.]+)\/10$/, '$1')) }
}

test('a verified certificate changes the score, its breakdown and the list order within 5 s; an adjustment shows its reason', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const token = await adminToken(request, baseURL!)
  const headers = { authorization: `JWT ${token}` }
  const stamp = Date.now().toString(36)
  const typeName = `Journey Timber Standard ${stamp}`
  const typePoints = 2
  const created = await request.post('/api/certification-types', {
    headers,
    data: {
      name: typeName,
      certifies: 'Responsibly sourced timber, checked along the supply chain.',
      points: typePoints,
    },
  })
  expect(created.ok(), await created.text()).toBe(true)

  const { listing, email } = await listingWithVerifiedAccount(request, baseURL!, token, {
    name: 'Eco Journey Timber',
    password: PASSWORD,
    location: 'London',
  })

  // Before: no evidence, the score the method gives nothing.
  await page.goto(`/suppliers/${listing.slug}`)
  const breakdown = page.getByRole('region', { name: 'How the Eco-Score is made up' })
  const certRow = breakdown
    .getByTestId('eco-score-component')
    .filter({ has: page.getByRole('rowheader', { name: COMPONENTS[0].label, exact: true }) })
  await expect(certRow.getByTestId('eco-score-component-points')).toHaveText(`0 of ${formatPoints(COMPONENTS[0].max)}`)
  const before = Number((await breakdown.getByTestId('eco-score-total').textContent())?.split(' ')[0])

  // The supplier uploads a certificate with its evidence.
  await signIn(page, email)
  await page.goto('/account/listing')
  await page.waitForLoadState('networkidle')
  const row = page.getByTestId('certificate-row').last()
  await row.getByLabel('Certificate name').fill('Timber chain of custody')
  await row.getByLabel('Certificate number').fill(`TCC-${stamp}`)
  await row.getByLabel('Expiry date').fill('2099-12-31')
  await row.getByLabel('Evidence file', { exact: true }).setInputFiles({
    name: 'chain-of-custody.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(['Chain of custody certificate', `TCC-${stamp}`]),
  })
  await page.getByRole('button', { name: 'Send changes for review' }).click()
  await expect(page).toHaveURL(/\/account\?saved/)

  // Staff give it its type and the day they verified it, and publish.
  const admin = await browser.newContext()
  try {
    const staff = await admin.newPage()
    const login = await staff.request.post('/api/users/login', { data: staffCredentials('admin') })
    expect(login.ok()).toBe(true)
    await staff.goto(`/admin/collections/suppliers/${listing.id}`)
    const type = staff.locator('#field-certifications__0__type')
    await type.locator('.rs__control').click()
    await type.locator('input').fill(typeName)
    await staff.locator('.rs__option', { hasText: typeName }).click()
    await staff.locator('#field-certifications__0__verifiedAt input').click()
    await staff.locator('.react-datepicker__day--today').first().click()
    await staff.getByRole('button', { name: 'Publish changes' }).click()
    await expect(staff.getByText(/updated successfully/i).first()).toBeVisible()
  } finally {
    await admin.close()
  }

  // Within 5 s the profile's score and breakdown show it.
  const expected = before + Math.min(typePoints, COMPONENTS[0].max)
  await expect(async () => {
    await page.goto(`/suppliers/${listing.slug}`)
    await expect(certRow.getByTestId('eco-score-component-points')).toHaveText(
      `${formatPoints(Math.min(typePoints, COMPONENTS[0].max))} of ${formatPoints(COMPONENTS[0].max)}`,
      { timeout: 500 },
    )
  }).toPass({ timeout: 5_000 })
  await expect(breakdown.getByTestId('eco-score-total')).toHaveText(`${formatPoints(expected)} of 10`)
  await expect(breakdown.getByTestId('eco-score-certificates')).toContainText(
    new RegExp(`Certificate number:\\s*TCC-${stamp}`),
  )
  await expect(breakdown.getByTestId('eco-score-certificates')).toContainText(
    `Counts ${formatPoints(typePoints)} ${pointsWord(typePoints)} as ${typeName}.`,
  )

  // The London list follows the score.
  await page.goto('/london')
  const listed = await cardScores(page, listing.name)
  expect(listed.own).toBe(expected)
  expect(listed.scores).toEqual([...listed.scores].sort((a, b) => b - a))

  // An adjustment with its public reason.
  const reason = `Supplies reclaimed timber to local schools (${stamp})`
  const adjustment = await request.post('/api/eco-score-adjustments', {
    headers,
    data: { supplier: listing.id, points: 1, reason, expiresAt: '2099-01-31' },
  })
  expect(adjustment.ok(), await adjustment.text()).toBe(true)
  await expect(async () => {
    await page.goto(`/suppliers/${listing.slug}`)
    await expect(breakdown.getByTestId('eco-score-adjustments')).toContainText(`Reason: ${reason}`, { timeout: 500 })
  }).toPass({ timeout: 5_000 })
  await expect(breakdown.getByTestId('eco-score-total')).toHaveText(`${formatPoints(expected + 1)} of 10`)

  // /eco-score lists the type with its worth and states the rule that gave the points.
  await page.goto('/eco-score')
  const typeRow = page.getByTestId('certification-type').filter({ hasText: typeName })
  await expect(typeRow).toContainText(`${formatPoints(typePoints)} ${pointsWord(typePoints)}`)
  await expect(page.getByTestId('eco-score-rule').first()).toContainText(COMPONENTS[0].rule)

  // The portal's history shows each change, old to new.
  await page.goto('/account/eco-score')
  const history = page.getByTestId('eco-score-change')
  await expect(history.first()).toContainText(formatPoints(expected + 1))
  await expect(history.filter({ hasText: formatPoints(expected) }).first()).toBeVisible()
})
