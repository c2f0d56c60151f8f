import { IntentLink } from '@/components/IntentLink.client'
import { comparableOf, type ProductPlace, type PublicProduct } from '@/lib/data/products'
import { bandOf, MIN_PERCENTILE_SET, positionText, setExclusionReasons } from '@/lib/materials/compare'
import { declaredUnitLabel } from '@/lib/materials/epd'
import { formatFigure, perOne } from '@/lib/materials/format'
import { compareProductsPath, productPath } from '@/lib/routes'

/** Why a product is in no comparable set, in plain words (compare.ts's rules). */
function notComparedReasons(product: PublicProduct, now: Date): string[] {
  const reasons = setExclusionReasons(comparableOf(product), product.materialType, now)
  return reasons.length ? reasons : ['It is in no comparable set yet.']
}

/** Where the product falls in its comparable set, and up to 3 lower-carbon alternatives from that set. */
export function ProductComparison({
  product,
  place,
  now,
}: {
  product: PublicProduct
  place: ProductPlace | null
  now: Date
}) {
  if (!product.epd) return null
  return (
    <>
      <section aria-labelledby="compare-heading" className="space-y-3" data-testid="product-place">
        <h2 id="compare-heading" className="text-2xl font-bold text-brand-900">
          How it compares
        </h2>
        {!place ? (
          <>
            <p className="text-gray-700">This product&apos;s EPD is not compared with others:</p>
            <ul className="list-inside list-disc text-gray-700">
              {notComparedReasons(product, now).map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </>
        ) : place.count < MIN_PERCENTILE_SET ? (
          <p className="text-gray-700">
            {place.count === 1
              ? 'No other product of its material type compares like for like yet'
              : `Only ${place.count} products of its material type compare like for like so far`}
            : percentiles are shown from {MIN_PERCENTILE_SET} products with a valid, verified EPD.
          </p>
        ) : (
          <>
            <p className="text-lg text-gray-900" data-testid="position">
              {positionText(bandOf(place.gwp, place), place.count, place.unit)}.
            </p>
            <dl className="grid gap-4 sm:grid-cols-4">
              {(
                [
                  ['This product', place.gwp],
                  ['20th percentile', place.p20],
                  ['Median', place.p50],
                  ['80th percentile', place.p80],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className="rounded-lg bg-brand-50 p-3">
                  <dt className="text-sm font-semibold text-brand-900">{term}</dt>
                  <dd className="text-gray-900">
                    {formatFigure(value)} {perOne(place.unit)}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-gray-700">
              Ranked {place.rank} of {place.count} (1 is the lowest GWP A1–A3), among products of the same material type
              declared per {declaredUnitLabel(place.unit)}, of the same standard and kind of data, with a valid,
              verified EPD.
            </p>
          </>
        )}
      </section>
      {place && place.count >= MIN_PERCENTILE_SET && place.alternatives.length > 0 ? (
        <section aria-labelledby="alternatives-heading" className="space-y-3">
          <h2 id="alternatives-heading" className="text-2xl font-bold text-brand-900">
            Lower-carbon alternatives
          </h2>
          <ul className="space-y-2" data-testid="alternatives">
            {place.alternatives.map((a) => (
              <li key={a.id}>
                <IntentLink href={productPath(a.slug)} className="font-semibold text-brand-700 underline">
                  {a.name}
                </IntentLink>{' '}
                from {a.supplierName}: {formatFigure(a.gwp)} {perOne(place.unit)}
              </li>
            ))}
          </ul>
          <p>
            <IntentLink
              href={compareProductsPath([product.slug, ...place.alternatives.map((a) => a.slug)])}
              className="font-semibold text-brand-700 underline"
            >
              Compare them side by side
            </IntentLink>
          </p>
        </section>
      ) : null}
    </>
  )
}
