import { expect, test, type Locator, type Page } from './support/test'

import { getCategories, getCities, getGlobal } from './support/public-screens'

type ApiCategoryNav = { slug: string; name: string; navLabel?: string | null }

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

const hrefs = (links: Locator) => links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))

async function navCategories(page: Page): Promise<{ label: string; href: string }[]> {
  const categories = (await getCategories(page.request)) as ApiCategoryNav[]
  return categories.map((c) => ({ label: c.navLabel || c.name, href: `/category/${c.slug}` }))
}

async function navCities(page: Page): Promise<{ label: string; href: string }[]> {
  return (await getCities(page.request)).map((c) => ({ label: c.name, href: `/${c.slug}` }))
}

test.describe('header (desktop)', () => {
  test('has Home, the Cities and Categories dropdowns, Blog, Retrofit Calculator, Find Suppliers and Get Listed', async ({
    page,
  }) => {
    const [cities, categories] = await Promise.all([navCities(page), navCategories(page)])
    await page.goto('/')
    const nav = mainNav(page)
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
    await expect(nav.getByRole('link', { name: 'Retrofit Calculator' })).toHaveAttribute('href', '/about#calculator')
    await expect(nav.getByRole('link', { name: 'Find Suppliers' })).toHaveAttribute('href', '/suppliers')
    await expect(nav.getByRole('link', { name: 'Get Listed' })).toHaveAttribute('href', '/suppliers?tab=get-listed')

    const citiesButton = nav.getByRole('button', { name: 'Cities' })
    await expect(citiesButton).toHaveAttribute('aria-expanded', 'false')
    await citiesButton.click()
    await expect(citiesButton).toHaveAttribute('aria-expanded', 'true')
    const cityLinks = page.locator('#nav-cities').getByRole('link')
    await expect(cityLinks).toHaveText(cities.map((c) => c.label))
    expect(await hrefs(cityLinks)).toEqual(cities.map((c) => c.href))
    expect(cities.map((c) => c.label)).toEqual(
      expect.arrayContaining(['London', 'Manchester', 'Birmingham', 'Glasgow', 'Leeds']),
    )
    await page.keyboard.press('Escape')
    await expect(citiesButton).toHaveAttribute('aria-expanded', 'false')
    await expect(cityLinks.first()).toBeHidden()

    const categoriesButton = nav.getByRole('button', { name: 'Categories' })
    await categoriesButton.click()
    const categoryLinks = page.locator('#nav-categories').getByRole('link')
    await expect(categoryLinks).toHaveCount(6)
    await expect(categoryLinks).toHaveText(categories.map((c) => c.label))
    expect(await hrefs(categoryLinks)).toEqual(categories.map((c) => c.href))
    await expect(categoryLinks.filter({ hasText: 'Solar Panels' })).toHaveAttribute('href', '/category/solar')
    await categoryLinks.filter({ hasText: 'Solar Panels' }).click()
    await expect(page).toHaveURL(/\/category\/solar$/)
  })

  test('the dropdowns open and close from the keyboard', async ({ page }) => {
    await page.goto('/')
    const citiesButton = mainNav(page).getByRole('button', { name: 'Cities' })
    await citiesButton.focus()
    await page.keyboard.press('Enter')
    await expect(citiesButton).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.locator('#nav-cities').getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(citiesButton).toHaveAttribute('aria-expanded', 'false')
  })

  test('the active entry follows the path and the tab query value', async ({ page }) => {
    const current = (name: string) => mainNav(page).getByRole('link', { name, exact: true })
    await page.goto('/')
    await expect(current('Home')).toHaveAttribute('aria-current', 'page')

    await page.goto('/blog')
    await expect(current('Blog')).toHaveAttribute('aria-current', 'page')
    await expect(current('Home')).not.toHaveAttribute('aria-current', 'page')

    await page.goto('/suppliers')
    await expect(current('Find Suppliers')).toHaveAttribute('aria-current', 'page')
    await expect(current('Get Listed')).not.toHaveAttribute('aria-current', 'page')

    await page.goto('/suppliers?tab=get-listed')
    await expect(current('Get Listed')).toHaveAttribute('aria-current', 'page')
    await expect(current('Find Suppliers')).not.toHaveAttribute('aria-current', 'page')

    // Switching the tab on the page moves the highlight with the query.
    await page.getByRole('tablist', { name: 'Supplier directory' }).getByRole('tab', { name: 'Find Suppliers' }).click()
    await expect(current('Find Suppliers')).toHaveAttribute('aria-current', 'page')
    await expect(current('Get Listed')).not.toHaveAttribute('aria-current', 'page')

    await page.goto('/about')
    await expect(current('Retrofit Calculator')).toHaveAttribute('aria-current', 'page')

    // Dropdown triggers are highlighted for their section.
    await page.goto('/london')
    await expect(mainNav(page).getByRole('button', { name: 'Cities' })).toHaveClass(/bg-brand-100/)
    await expect(mainNav(page).getByRole('button', { name: 'Categories' })).not.toHaveClass(/bg-brand-100/)
    await page.goto('/category/timber')
    await expect(mainNav(page).getByRole('button', { name: 'Categories' })).toHaveClass(/bg-brand-100/)
  })
})

test.describe('header (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a toggle opens a menu with the same entries and closes it again', async ({ page }) => {
    const [cities, categories] = await Promise.all([navCities(page), navCategories(page)])
    await page.goto('/')
    await expect(mainNav(page)).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeHidden()

    await toggle.click()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    const links = menu.getByRole('link')
    await expect(links).toHaveText([
      'Home',
      ...cities.map((c) => c.label),
      ...categories.map((c) => c.label),
      'Blog',
      'Retrofit Calculator',
      'Find Suppliers',
      'Get Listed',
    ])
    expect(await hrefs(links)).toEqual([
      '/',
      ...cities.map((c) => c.href),
      ...categories.map((c) => c.href),
      '/blog',
      '/about#calculator',
      '/suppliers',
      '/suppliers?tab=get-listed',
    ])
    await expect(menu.getByRole('link', { name: 'Solar Panels' })).toBeVisible()

    await close.click()
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')

    // Following an entry navigates and closes the menu.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Get Listed' }).click()
    await expect(page).toHaveURL(/\/suppliers\?tab=get-listed$/)
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu.getByRole('link', { name: 'Get Listed' })).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('footer', () => {
  test('has the Cities, Categories (+ Find All Suppliers) and Information columns and the tree-planting statement', async ({
    page,
    request,
  }) => {
    const [cities, categories] = await Promise.all([navCities(page), navCategories(page)])
    const settings = await getGlobal<{ treeStatement: string }>(request, 'site-settings')
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const column = (title: string) =>
      footer
        .locator('div')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
        .last()

    expect(await hrefs(column('Cities').getByRole('link'))).toEqual(cities.map((c) => c.href))
    await expect(column('Cities').getByRole('link')).toHaveText(cities.map((c) => c.label))
    expect(await hrefs(column('Categories').getByRole('link'))).toEqual([
      ...categories.map((c) => c.href),
      '/suppliers',
    ])
    await expect(column('Categories').getByRole('link', { name: 'Find All Suppliers' })).toHaveAttribute(
      'href',
      '/suppliers',
    )
    expect(await hrefs(column('Information').getByRole('link'))).toEqual([
      '/about',
      '/contact',
      '/privacy-policy',
      '/review-policy',
      '/eco-score',
      '/terms',
      '/blog',
    ])

    expect(settings.treeStatement).toMatch(/tree/i)
    await expect(footer.getByText(settings.treeStatement)).toBeVisible()
  })
})
