import { SupplierGrid } from '@/components/SupplierGrid'
import type { FeaturedPlace } from '@/lib/data/entitlements'
import { getFeaturedRow } from '@/lib/data/suppliers'
import { readOr } from '@/lib/platform/offline'

/**
 * Paid placement in its own row above the main list, labelled 'Featured' so a visitor can tell it was paid for
 * (UK advertising rules); the main list below keeps the eco-score order.
 */
export async function FeaturedRow({ place }: { place: FeaturedPlace }) {
  const featured = await readOr('featured suppliers', () => getFeaturedRow(place), [])
  if (featured.length === 0) return null
  return (
    <section aria-labelledby="featured-row-heading" data-testid="featured-row" className="space-y-4">
      <div>
        <h3 id="featured-row-heading" className="text-2xl font-bold text-brand-900">
          Featured
        </h3>
        <p className="mt-1 text-sm text-gray-600">
          Paid placement: these suppliers bought a listing package that features them here.
        </p>
      </div>
      <SupplierGrid suppliers={featured} city={place.city} />
    </section>
  )
}
