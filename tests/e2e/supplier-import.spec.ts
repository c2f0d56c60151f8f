import { expect, test } from './support/test'

import { adminToken, staffToken } from './support/public-screens'

const HEADER =
  'name,slug,description,location,serviceAreas,ecoScore,category,certifications,products,imageUrl,contactEmail,website,leadBonusEnabled,leadBonusAmount'

test('an admin imports suppliers from a CSV on the suppliers list and sees each refused line; editors see no import', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const stamp = Date.now()
  const csv = [
    HEADER,
    `Imported Oak ${stamp},imported-oak-${stamp},Reclaimed oak ` +
      `beams.,Leeds,York;Hull,8,timber,FSC|Forest Stewardship ` +
      `Council|C1||2030-01-31,Beams,,oak-${stamp}@test.example,,false,`,
    `Imported Straw ${stamp},imported-straw-${stamp},Straw bales.,Leeds,,11,insulation,,,,straw-${stamp}@test.example,,maybe,`,
  ].join('\n')

  const editor = await staffToken(request, baseURL ?? '', 'editor')
  await context.addCookies([{ name: 'payload-token', value: editor, url: baseURL ?? '' }])
  await page.goto('/admin/collections/suppliers')
  await expect(page.getByRole('heading', { name: 'Suppliers', exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Import and export (CSV)' })).toHaveCount(0)

  const admin = await adminToken(request, baseURL ?? '')
  await context.addCookies([{ name: 'payload-token', value: admin, url: baseURL ?? '' }])
  await page.goto('/admin/collections/suppliers')
  await expect(page.getByRole('heading', { name: 'Import and export (CSV)' })).toBeVisible({ timeout: 30_000 })
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'suppliers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Import suppliers' }).click()
  const report = page.getByTestId('supplier-import-report')
  await expect(report).toContainText('2 rows: 1 created, 0 updated, 1 refused.')
  await expect(report.getByRole('listitem')).toHaveText([/^Line 3: leadBonusEnabled 'maybe' is not true or false/])

  // The imported supplier is published: its profile is public.
  await expect.poll(async () => (await request.get(`/suppliers/imported-oak-${stamp}`)).status()).toBe(200)
  const exported = await request.get('/api/suppliers/export.csv', { headers: { Authorization: `JWT ${admin}` } })
  // The file's 8 is not typed in: the score is computed from verified evidence (none yet).
  expect(await exported.text()).toContain(`imported-oak-${stamp},Reclaimed oak beams.,Leeds,York;Hull,0,timber`)

  // Leave the directory as the other specs expect it.
  const found = await request.get(`/api/suppliers?where[slug][equals]=imported-oak-${stamp}&depth=0`, {
    headers: { Authorization: `JWT ${admin}` },
  })
  const [doc] = ((await found.json()) as { docs: { id: number }[] }).docs
  expect(
    (await request.delete(`/api/suppliers/${doc!.id}`, { headers: { Authorization: `JWT ${admin}` } })).status(),
  ).toBe(200)
  await expect.poll(async () => (await request.get(`/suppliers/imported-oak-${stamp}`)).status()).toBe(404)
})
