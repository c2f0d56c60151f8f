import { expect, test } from './support/test'

import { getGlobal, jsonLd } from './support/public-screens'

type AboutGlobal = {
  heroTitle: string
  story: { title: string }
  mission: { title: string; body: string }
  commitment: { title: string }
  community: { title: string }
}
type Settings = { foundedYear: number; treesPlanted: number; charityPartner: string }

const CASES = [
  {
    label: 'Insulation Upgrade',
    size: '1000',
    cost: '£25,000',
    savings: '£2,500',
    payback: '10.0 years',
    carbon: '5,000 kg CO2/year',
  },
  {
    label: 'Solar Panel Installation',
    size: '1000',
    cost: '£60,000',
    savings: '£4,000',
    payback: '15.0 years',
    carbon: '8,000 kg CO2/year',
  },
  {
    label: 'Heat Pump System',
    size: '1500',
    cost: '£23,000',
    savings: '£4,500',
    payback: '5.1 years',
    carbon: '9,000 kg CO2/year',
  },
]

test.describe('about page', () => {
  test('shows the story, mission, commitment, founding year, trees, team and community, and Contact Us', async ({
    page,
    request,
  }) => {
    const [about, settings] = await Promise.all([
      getGlobal<AboutGlobal>(request, 'about'),
      getGlobal<Settings>(request, 'site-settings'),
    ])
    const response = await page.goto('/about')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heroTitle)
    for (const title of [about.story.title, about.mission.title, about.commitment.title, about.community.title])
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.getByText(about.mission.body)).toBeVisible()
    expect(about.mission.body).toMatch(/sustainable building accessible/)
    await expect(page.getByText(`Founded in ${settings.foundedYear}`, { exact: true })).toBeVisible()
    expect(settings.foundedYear).toBe(2023)
    const trees = new Intl.NumberFormat('en-GB').format(settings.treesPlanted)
    await expect(page.getByText(`Over ${trees} trees planted`, { exact: true })).toBeVisible()
    expect(settings.treesPlanted).toBeGreaterThanOrEqual(25000)
    await expect(page.getByText(`with ${settings.charityPartner}`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact')
    expect((await jsonLd(page)).map((d) => d['@type'])).toEqual(expect.arrayContaining(['WebSite', 'Organization']))
  })

  test('the Retrofit Calculator link of the header lands on the calculator', async ({ page }) => {
    await page.goto('/about#calculator')
    await expect(page.locator('#calculator')).toBeInViewport()
    await expect(page.locator('#calculator').getByRole('button', { name: 'Calculate' })).toBeVisible()
  })

  test('Calculate stays disabled until a size and a type are given, and results appear only after it', async ({
    page,
  }) => {
    await page.goto('/about')
    const calculator = page.locator('#calculator')
    const size = calculator.getByLabel('Home size (square feet)')
    const type = calculator.getByLabel('Retrofit type')
    const button = calculator.getByRole('button', { name: 'Calculate' })

    await expect(button).toBeDisabled()
    await size.fill('1000')
    await expect(button).toBeDisabled()
    await size.fill('')
    await type.selectOption({ label: 'Insulation Upgrade' })
    await expect(button).toBeDisabled()
    await size.fill('0')
    await expect(button).toBeDisabled()
    await size.fill('1000')
    await expect(button).toBeEnabled()
    await expect(page.getByTestId('calculator-results')).toHaveCount(0)
    await button.click()
    await expect(page.getByTestId('calculator-results')).toBeVisible()
  })

  test('a size it cannot use stays in the field and the calculator says why', async ({ page }) => {
    await page.goto('/about')
    const calculator = page.locator('#calculator')
    const size = calculator.getByLabel('Home size (square feet)')
    const button = calculator.getByRole('button', { name: 'Calculate' })
    await calculator.getByLabel('Retrofit type').selectOption({ label: 'Insulation Upgrade' })
    for (const [input, message] of [
      ['12.7', 'Enter the home size as a whole number of square feet (no decimals).'],
      ['1e3', 'Enter the home size in digits only, for example 1200.'],
      ['0', 'The home size must be at least 1 square foot.'],
      ['100001', 'The home size must be at most 100,000 square feet.'],
    ]) {
      await size.fill(input)
      await expect(size).toHaveValue(input)
      await expect(size).toHaveAttribute('aria-invalid', 'true')
      await expect(size).toHaveAccessibleDescription(message)
      await expect(button).toBeDisabled()
    }
    await size.fill('100,000')
    await expect(size).not.toHaveAttribute('aria-invalid', 'true')
    await button.click()
    const results = page.getByTestId('calculator-results')
    await expect(
      results.locator('div', { has: page.locator('dt', { hasText: 'Initial Cost' }) }).locator('dd'),
    ).toHaveText('£2,500,000')
  })

  for (const c of CASES) {
    test(`calculates ${c.label} for ${c.size} sq ft`, async ({ page }) => {
      await page.goto('/about')
      const calculator = page.locator('#calculator')
      await calculator.getByLabel('Home size (square feet)').fill(c.size)
      await calculator.getByLabel('Retrofit type').selectOption({ label: c.label })
      await calculator.getByRole('button', { name: 'Calculate' }).click()
      const results = page.getByTestId('calculator-results')
      const value = (label: string) =>
        results.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd')
      await expect(value('Initial Cost')).toHaveText(c.cost)
      await expect(value('Annual Savings')).toHaveText(c.savings)
      await expect(value('Payback Period')).toHaveText(c.payback)
      await expect(value('Carbon Reduction')).toHaveText(c.carbon)
    })
  }
})
