import type { PublicProduct } from '@/lib/data/products'
import { formatLongDate } from '@/lib/dates'
import { dataTypeLabel, formatDeclaredUnit, GWP_MODULES, standardLabel } from '@/lib/materials/epd'
import { formatFigure, perDeclaredUnit } from '@/lib/materials/format'

const CELL = 'py-2 pr-4 align-top'

/** A product's EPD: the GWP figures in a table with their unit (per declared unit), then the EPD's facts. */
export function EpdFigures({ product }: { product: PublicProduct }) {
  const epd = product.epd
  if (!epd) {
    return (
      <section aria-labelledby="epd-heading">
        <h2 id="epd-heading" className="text-2xl font-bold text-brand-900">
          EPD figures
        </h2>
        <p className="mt-3 text-gray-700">
          {product.supplier.name} has not published EPD figures for this product yet. Ask them for its EPD below.
        </p>
      </section>
    )
  }
  const unit = perDeclaredUnit(epd.declaredUnit)
  const figures = GWP_MODULES.flatMap((m) => {
    const value = epd.gwp[m.key]
    return value === null ? [] : [{ label: `GWP-total ${m.label}`, value, unit }]
  })
  if (epd.biogenicCarbonA1A3 !== null)
    figures.push({ label: 'GWP-biogenic A1–A3 (shown separately)', value: epd.biogenicCarbonA1A3, unit })
  const facts: Array<[string, string | null]> = [
    ['Declared unit', formatDeclaredUnit(epd.declaredUnit)],
    ['Mass per declared unit', epd.massPerDeclaredUnit === null ? null : `${formatFigure(epd.massPerDeclaredUnit)} kg`],
    ['Standard', standardLabel(epd.standard)],
    ['Data type', dataTypeLabel(epd.dataType)],
    ['EPD registration number', epd.registrationNumber],
    ['Programme operator', epd.programmeOperator],
    ['PCR', epd.pcr ? [epd.pcr.name, epd.pcr.version].filter(Boolean).join(', version ') : null],
    ['Third-party verifier', epd.verifier],
    ['Date of issue', formatLongDate(epd.issuedOn)],
    ['Valid until', formatLongDate(epd.validUntil)],
    ['Recycled content', epd.recycledContent === null ? null : `${formatFigure(epd.recycledContent)}%`],
    ['Reference service life', epd.serviceLifeYears === null ? null : `${formatFigure(epd.serviceLifeYears)} years`],
    ['Plant', epd.plantLocation],
  ]
  return (
    <section aria-labelledby="epd-heading" className="space-y-6">
      <h2 id="epd-heading" className="text-2xl font-bold text-brand-900">
        EPD figures
      </h2>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left" data-testid="epd-figures">
          <caption className="pb-2 text-left text-sm text-gray-700">
            Global warming potential per declared unit ({formatDeclaredUnit(epd.declaredUnit)}), as the EPD states it.
          </caption>
          <thead className="border-b border-gray-300 text-sm text-gray-900">
            <tr>
              <th scope="col" className={CELL}>
                Indicator and module
              </th>
              <th scope="col" className={CELL}>
                Value
              </th>
              <th scope="col" className={CELL}>
                Unit
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.map((f) => (
              <tr key={f.label} className="border-b border-gray-200">
                <th scope="row" className={`${CELL} font-medium`}>
                  {f.label}
                </th>
                <td className={CELL}>{formatFigure(f.value)}</td>
                <td className={CELL}>{f.unit}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.flatMap(([term, value]) =>
          value === null
            ? []
            : [
                <div key={term}>
                  <dt className="text-sm font-semibold text-gray-900">{term}</dt>
                  <dd className="text-gray-700">{value}</dd>
                </div>,
              ],
        )}
      </dl>
      {product.documentHref ? (
        <p>
          <a href={product.documentHref} className="font-semibold text-brand-700 underline hover:text-brand-900">
            Read the EPD document<span className="sr-only"> of {product.name}</span>
          </a>
        </p>
      ) : null}
    </section>
  )
}
