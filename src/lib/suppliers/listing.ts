import { cityKey } from '@/lib/city'
import { categoryPath } from '@/lib/routes'

/** The five links of 'Popular Categories in {city}'. */
export const POPULAR_CATEGORY_SLUGS = ['timber', 'insulation', 'concrete', 'paints', 'roofing'] as const

/** A category page: on a city's pages /{city}/category/{slug}, elsewhere /category/{slug}. */
export function categoryHref(slug: string, city?: string): string {
  return categoryPath(slug, city && city.trim() ? cityKey(city).replace(/ /g, '-') : undefined)
}

/** Whether a card on a city page should say 'Serves {city}': it serves the city but is located elsewhere. */
export function servesFromElsewhere(
  supplier: { location: string; serviceAreas: string[] },
  city: string | undefined,
): boolean {
  if (!city || !city.trim()) return false
  const key = cityKey(city)
  return cityKey(supplier.location) !== key && supplier.serviceAreas.some((area) => cityKey(area) === key)
}
