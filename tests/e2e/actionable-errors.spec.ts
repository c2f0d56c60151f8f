import { expect, test, type Page } from './support/test'

import { adminToken, listingWithVerifiedAccount } from './support/public-screens'

// Errors a supplier can act on: a listing save refused because of one file names that file and why beside its
// field, and the message is brought into view and focus; the calculator says what its figures assume.

const PASSWORD = 'actionable-errors-e2e-password'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
/** A PNG cut short after its header: its type is PNG, but no image can be read from it. */
const DAMAGED_PNG = Buffer.concat([PNG.subarray(0, 33), Buffer.from('cut short in the copy '.repeat(8))])

async function signedInSupplier(page: Page, request: Parameters<typeof adminToken>[0], baseURL: string) {
  const token = await adminToken(request, baseURL)
  const { email } = await listingWithVerifiedAccount(request, baseURL, token, {
    name: 'Upload Errors Oak',
    password: PASSWORD,
  })
  await page.goto('/account/sign-in')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account$/)
}

/** The message a control's aria-describedby names first. */
async function messageOf(page: Page, control: ReturnType<Page['getByLabel']>) {
  const ids = (await control.getAttribute('aria-describedby')) ?? ''
  expect(ids, 'the control names its message').not.toBe('')
  return page.locator(`[id="${ids.split(' ')[0]}"]`)
}

test('a damaged image is named beside its field with the reason, and the message is brought into view and focus', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInSupplier(page, request, baseURL!)
  await page.goto('/account/listing')
  const image = page.getByLabel('Image', { exact: true })
  await image.setInputFiles({ name: 'yard-photo.png', mimeType: 'image/png', buffer: DAMAGED_PNG })
  await page.getByRole('button', { name: 'Send changes for review' }).click()

  // The server's answer marks the field (the spec waits for it), names the file and says why, beside the field.
  await expect(image).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Something went wrong on our side', { exact: false })).toHaveCount(0)
  const message = await messageOf(page, image)
  await expect(message).toContainText('yard-photo.png')
  await expect(message).toContainText('could not be read as an image')
  await expect(image).toBeFocused()
  await expect(message).toBeInViewport()
  // The description and the other fields are kept as they were.
  await expect(page.getByLabel('Description')).toHaveValue(/A listing made by an end-to-end spec/)
})

test('an evidence file of the wrong type is named beside its own row, in view and focused, before anything is sent', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInSupplier(page, request, baseURL!)
  await page.goto('/account/listing')
  await page.waitForLoadState('networkidle')
  const row = page.getByTestId('certificate-row').last()
  await row.getByLabel('Certificate name').fill('BBA Agrément')
  const evidence = row.getByLabel('Evidence file', { exact: true })
  await evidence.setInputFiles({ name: 'bba-scan.docx', mimeType: 'application/msword', buffer: Buffer.from('doc') })
  // Scrolled away from the row, as a supplier reaching for the button at the bottom is.
  await page.getByRole('button', { name: 'Send changes for review' }).click()

  await expect(evidence).toHaveAttribute('aria-invalid', 'true')
  const message = await messageOf(page, evidence)
  await expect(message).toContainText('bba-scan.docx')
  await expect(message).toContainText('must be a PDF, JPEG or PNG file')
  await expect(evidence).toBeFocused()
  await expect(message).toBeInViewport()
})

test('the calculator states what its figures assume, with the spec’s figures unchanged', async ({ page }) => {
  await page.goto('/about#calculator')
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Home size (square feet)').fill('1000')
  await page.getByLabel('Retrofit type').selectOption({ label: 'Insulation Upgrade' })
  await page.getByRole('button', { name: 'Calculate' }).click()
  const results = page.getByTestId('calculator-results')
  await expect(results).toContainText('£25,000')
  await expect(results).toContainText('£2,500')
  await expect(results).toContainText('10.0 years')
  await expect(results).toContainText('5,000 kg CO2/year')
  const assumptions = page.getByTestId('calculator-assumptions')
  await expect(assumptions).toContainText('£25 per square foot')
  await expect(assumptions).toContainText('£2.50 per square foot a year')
  await expect(assumptions).toContainText('5 kg CO2 per square foot a year')
  await expect(assumptions).toContainText('not a quote')

  await page.getByLabel('Retrofit type').selectOption({ label: 'Heat Pump System' })
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.getByTestId('calculator-assumptions')).toContainText('£8,000 plus £10 per square foot')
})
