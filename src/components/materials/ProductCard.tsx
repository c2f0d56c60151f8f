import { IntentLink } from '@/components/IntentLink.client'
import { EpdStatus } from '@/components/materials/EpdStatus'
import type { PublicProduct } from '@/lib/data/products'
import { insightMark } from '@/lib/insights/beacon-script'
import { rankingNote } from '@/lib/materials/compare'
import { formatFigure, perDeclaredUnit } from '@/lib/materials/format'
import { productNearPath, productPath, profilePath } from '@/lib/routes'

type Props = {
  product: PublicProduct
  now: Date
  /** Where it falls in its comparable set ('GWP A1–A3 among the lowest 20% of …'), when the set has percentiles. */
  position?: string | null
  /** A 'Compare' checkbox for the form around the list (/materials). */
  compare?: boolean
  /** Hide the supplier line (the supplier's own profile). */
  hideSupplier?: boolean
  headingLevel?: 'h2' | 'h3'
  /** Near a place: how far the product is ('12 miles from LS6'). */
  distance?: string | null
  /** The place searched near: the product's page opens with its transport estimate to it. */
  near?: string | null
}

/** A product's card: its name, supplier, material type and GWP A1–A3 per its declared unit, with the EPD's status. */
export function ProductCard({
  product,
  now,
  position,
  compare,
  hideSupplier,
  headingLevel = 'h3',
  distance,
  near,
}: Props) {
  const Heading = headingLevel
  const checkboxId = `compare-${product.slug}`
  // Generic data, or a unit other than the material type's: never ranked, and the card says why.
  const note = product.epd && product.materialType ? rankingNote(product.epd, product.materialType) : null
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      {...insightMark('impression', product.supplier.id, product.id)}
    >
      <Heading className="text-lg font-semibold text-gray-900">
        <IntentLink
          href={near ? productNearPath(product.slug, near) : productPath(product.slug)}
          className="text-brand-800 underline hover:text-brand-900"
        >
          {product.name}
        </IntentLink>
      </Heading>
      <p className="text-sm text-gray-700">
        {hideSupplier ? null : (
          <>
            <span className="sr-only">Supplier: </span>
            <IntentLink href={profilePath(product.supplier.slug)} className="font-medium underline">
              {product.supplier.name}
            </IntentLink>
            {product.materialType ? ' · ' : null}
          </>
        )}
        {product.materialType?.name ?? null}
      </p>
      {distance ? (
        <p className="text-sm font-medium text-gray-800" data-testid="product-distance">
          {distance}
        </p>
      ) : null}
      {product.epd ? (
        <p className="text-gray-900" data-testid="gwp">
          <span className="block text-xs font-semibold uppercase tracking-wide text-gray-700">GWP A1–A3</span>
          <span className="text-2xl font-bold">{formatFigure(product.epd.gwp.a1a3)}</span>{' '}
          <span className="text-sm">{perDeclaredUnit(product.epd.declaredUnit)}</span>
        </p>
      ) : null}
      <EpdStatus epd={product.epd} verified={product.epdVerified} now={now} />
      {note ? (
        <p className="text-sm text-gray-700" data-testid="not-ranked">
          {note}
        </p>
      ) : null}
      {position ? (
        <p className="text-sm text-gray-700" data-testid="position">
          {position}
        </p>
      ) : null}
      {compare ? (
        <p className="mt-auto flex items-center gap-2 pt-2">
          <input
            type="checkbox"
            id={checkboxId}
            name="product"
            value={product.slug}
            className="h-5 w-5 rounded border-gray-400 text-brand-700 focus:ring-brand-600"
          />
          <label htmlFor={checkboxId} className="text-sm font-medium text-gray-800">
            Compare<span className="sr-only"> {product.name}</span>
          </label>
        </p>
      ) : null}
    </article>
  )
}
