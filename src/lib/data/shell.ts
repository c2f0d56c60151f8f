import { getCategories, getCities } from '@/lib/data/taxonomy'
import { getSiteSettings } from '@/lib/data/site'
import type { NavLink } from '@/lib/navigation'
import { BRAND_FALLBACK } from '@/lib/seo'

export type ShellData = {
  brand: string
  treeStatement: string
  defaultDescription: string
  cities: NavLink[]
  categories: NavLink[]
  citySlugs: string[]
}

// Used only when the database cannot be reached, so the header and footer still work.
const FALLBACK_CITIES = ['London', 'Manchester', 'Birmingham', 'Glasgow', 'Leeds']
const FALLBACK_CATEGORIES: [string, string][] = [
  ['timber', 'Timber'],
  ['insulation', 'Insulation'],
  ['concrete', 'Concrete'],
  ['paints', 'Paints'],
  ['roofing', 'Roofing'],
  ['solar', 'Solar Panels'],
]

export const FALLBACK_SHELL: ShellData = {
  brand: BRAND_FALLBACK,
  treeStatement: 'We plant one tree every day for each supplier listed in our directory.',
  defaultDescription: 'Find vetted sustainable building-material suppliers across the UK.',
  cities: FALLBACK_CITIES.map((name) => ({ label: name, href: `/${name.toLowerCase()}` })),
  categories: FALLBACK_CATEGORIES.map(([slug, label]) => ({ label, href: `/category/${slug}` })),
  citySlugs: FALLBACK_CITIES.map((name) => name.toLowerCase()),
}

/** Brand, navigation and footer content for every public page. */
export async function getShellData(): Promise<ShellData> {
  try {
    const [settings, cities, categories] = await Promise.all([getSiteSettings(), getCities(), getCategories()])
    return {
      brand: settings.brandName,
      treeStatement: settings.treeStatement,
      defaultDescription: settings.defaultDescription,
      cities: cities.map((c) => ({ label: c.name, href: `/${c.slug}` })),
      categories: categories.map((c) => ({ label: c.navLabel || c.name, href: `/category/${c.slug}` })),
      citySlugs: cities.map((c) => c.slug),
    }
  } catch {
    return FALLBACK_SHELL
  }
}
