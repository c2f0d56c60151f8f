import { getCategories, getCities } from '@/lib/data/taxonomy'
import { getSiteSettings } from '@/lib/data/site'
import type { NavLink } from '@/lib/site/navigation'
import { BUILT_IN_CATEGORIES, BUILT_IN_CITIES } from '@/lib/platform/offline'
import { categoryPath, cityPath } from '@/lib/routes'
import { BRAND_FALLBACK, siteFactsOf } from '@/lib/email/site-facts'

export type ShellData = {
  brand: string
  treeStatement: string
  defaultDescription: string
  cities: NavLink[]
  categories: NavLink[]
  citySlugs: string[]
}

// Used only when the database cannot be reached, so the header and footer still work.
export const FALLBACK_SHELL: ShellData = {
  brand: BRAND_FALLBACK,
  treeStatement: 'We plant one tree every day for each supplier listed in our directory.',
  defaultDescription: 'Find vetted sustainable building-material suppliers across the UK.',
  cities: BUILT_IN_CITIES.map((c) => ({ label: c.name, href: cityPath(c.slug) })),
  categories: BUILT_IN_CATEGORIES.map((c) => ({ label: c.label, href: categoryPath(c.slug) })),
  citySlugs: BUILT_IN_CITIES.map((c) => c.slug),
}

/** Brand, navigation and footer content for every public page. */
export async function getShellData(): Promise<ShellData> {
  try {
    const [settings, cities, categories] = await Promise.all([getSiteSettings(), getCities(), getCategories()])
    return {
      brand: siteFactsOf(settings).brand,
      treeStatement: settings.treeStatement,
      defaultDescription: settings.defaultDescription,
      cities: cities.map((c) => ({ label: c.name, href: cityPath(c.slug) })),
      categories: categories.map((c) => ({ label: c.navLabel || c.name, href: categoryPath(c.slug) })),
      citySlugs: cities.map((c) => c.slug),
    }
  } catch {
    return FALLBACK_SHELL
  }
}
