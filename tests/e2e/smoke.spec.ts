import { expect, test } from './support/test'

test('the home page renders seeded content from the CMS', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/EcoBuild Directory/)
  await expect(page.getByRole('heading', { name: 'Featured Eco-Suppliers' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
})

test('/admin shows the Payload login or first-user screen', async ({ page }) => {
  await page.goto('/admin')
  await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('input[type="password"]').first()).toBeVisible()
})
