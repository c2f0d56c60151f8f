import { expect, test } from './support/test'

import { getBrand, jsonLd } from './support/public-screens'

test('the contact page has its hero and the enquiry form under Submit Your Enquiry', async ({
  page,
  request,
  baseURL,
}) => {
  const brand = await getBrand(request)
  const response = await page.goto('/contact')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect with Sustainable Suppliers')
  const section = page.locator('#contact-form')
  await expect(section.getByRole('heading', { name: 'Submit Your Enquiry' })).toBeVisible()
  await expect(page).toHaveTitle(`Contact Us | ${brand}`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/contact`)
  expect((await jsonLd(page)).map((d) => d['@type'])).toEqual(expect.arrayContaining(['WebSite', 'Organization']))

  await page.getByRole('link', { name: 'Submit Your Enquiry' }).click()
  await expect(page).toHaveURL(/#contact-form$/)
  await expect(section).toBeInViewport()
  await expect(section.getByLabel('Full Name')).toBeVisible()
  await expect(section.getByLabel('Project Details')).toBeVisible()
})
