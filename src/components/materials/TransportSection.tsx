import { FormField, Input } from '@/components/forms/FormField'
import type { PublicProduct } from '@/lib/data/products'
import { formatDeclaredUnit } from '@/lib/materials/epd'
import { formatFigure } from '@/lib/materials/format'
import { distanceText } from '@/lib/places/distance'
import { PLACE_INPUT_MAX } from '@/lib/places/postcode'
import { NEAR_PARAM, productPath } from '@/lib/routes'
import type { TransportAnswer } from '@/lib/search/transport'

const BUTTON =
  'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800'

/** 'about 42 km': road distances are estimates, written whole. */
const km = (value: number) => `${formatFigure(Math.round(value))} km`

/**
 * Transport to site (A4, road) on a product's page: a place field (a GET form to the page itself, so it works without
 * JavaScript and the address is shareable) and, near a place, the estimate with its factors and their sources.
 */
export function TransportSection({
  product,
  transport,
}: {
  product: PublicProduct
  transport: TransportAnswer | null
}) {
  const error = transport?.problem
    ? transport.problem.choices?.length
      ? `${transport.problem.message} ${transport.problem.choices.join('; ')}.`
      : transport.problem.message
    : undefined
  return (
    <section aria-labelledby="transport-heading" className="space-y-4" id="transport">
      <h2 id="transport-heading" className="text-2xl font-bold text-brand-900">
        Transport to your site (A4, road)
      </h2>
      <form action={`${productPath(product.slug)}#transport`} method="get" className="flex flex-wrap items-end gap-3">
        <FormField
          id="transport-near"
          label="Your site (postcode or town)"
          hint="Towns: GeoNames (CC BY 4.0); postcodes: ONS open data via postcodes.io."
          error={error}
          className="min-w-64 flex-1"
        >
          {(wiring) => (
            <Input
              {...wiring}
              name={NEAR_PARAM}
              defaultValue={transport?.typed ?? ''}
              placeholder="e.g. LS6 2AA or Frome"
              maxLength={PLACE_INPUT_MAX}
              autoComplete="off"
            />
          )}
        </FormField>
        <button type="submit" className={BUTTON}>
          Estimate transport
        </button>
      </form>
      {transport?.place ? <Estimate product={product} transport={transport} place={transport.place} /> : null}
    </section>
  )
}

function Estimate({
  product,
  transport,
  place,
}: {
  product: PublicProduct
  transport: TransportAnswer
  place: string
}) {
  const estimate = transport.estimate
  if (!estimate)
    return (
      <p className="text-gray-700" data-testid="transport-estimate">
        We do not know where this product comes from (neither its plant nor its supplier&apos;s base), so we cannot
        estimate its transport to {place}.
      </p>
    )
  const { factors } = estimate
  const unit = product.epd ? formatDeclaredUnit(product.epd.declaredUnit) : null
  return (
    <div
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      data-testid="transport-estimate"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-gray-700">
        Estimate: transport emissions to {place}
      </p>
      <p className="text-gray-900">
        <span className="text-2xl font-bold">{formatFigure(estimate.kgPerTonne)}</span> kg CO2e per tonne
        {estimate.kgPerDeclaredUnit !== null && unit ? (
          <>
            {' '}
            · <span className="text-2xl font-bold">{formatFigure(estimate.kgPerDeclaredUnit)}</span> kg CO2e per {unit}
          </>
        ) : null}
      </p>
      {estimate.kgPerDeclaredUnit === null ? (
        <p className="text-sm text-gray-700">
          The EPD gives no mass per declared unit, so the estimate is per tonne only.
        </p>
      ) : null}
      <p className="text-sm text-gray-700">
        {distanceText(estimate.straightMiles, place)} in a straight line, from {transport.from}; about{' '}
        {km(estimate.roadKm)} by road.
      </p>
      {!estimate.delivers ? (
        <p className="text-sm font-medium text-amber-900" data-testid="transport-no-delivery">
          {product.supplier.name} does not deliver to {place}: its delivery area does not reach it.
        </p>
      ) : null}
      <dl className="grid gap-2 text-sm text-gray-700" data-testid="transport-factors">
        <div>
          <dt className="inline font-semibold">Routing factor {formatFigure(factors.routingFactor)}: </dt>
          <dd className="inline">{factors.routingFactorSource}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">
            Emission factor {formatFigure(factors.emissionFactor)} kg CO2e per tonne-km:{' '}
          </dt>
          <dd className="inline">{factors.emissionFactorSource}</dd>
        </div>
      </dl>
      <p className="text-xs text-gray-600">
        An estimate: straight-line distance × routing factor × emission factor. The real route, vehicle and load will
        differ; the EPD&apos;s own A4 figure, where given, is the manufacturer&apos;s.
      </p>
    </div>
  )
}
