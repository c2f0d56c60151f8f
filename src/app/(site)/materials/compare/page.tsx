import type { Metadata } from 'next'
import Link from 'next/link'

import { EpdStatus } from '@/components/materials/EpdStatus'
import { comparableOf, getProductsBySlug, type PublicProduct } from '@/lib/data/products'
import { getShellData } from '@/lib/data/shell'
import { formatLongDate } from '@/lib/dates'
import { comparability, gwpA1A3Per } from '@/lib/materials/compare'
import { dataTypeLabel, declaredUnitLabel, formatDeclaredUnit, GWP_MODULES, standardLabel } from '@/lib/materials/epd'
import { formatFigure, perDeclaredUnit, perOne } from '@/lib/materials/format'
import { COMPARE_PARAM, MATERIALS_COMPARE_PATH, MATERIALS_PATH, productPath, profilePath } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo/metadata'

// Per request (the products chosen are in the address), noindex; its reads are cached by the products' tags.
export const dynamic = 'force-dynamic'

/** The most products compared at once (issue 30). */
const MAX_COMPARED = 4
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const shell = await getShellData()
  const base = pageMetadata({
    title: 'Compare materials',
    description: 'EPD figures of building materials side by side, and where they do not compare like for like.',
    path: MATERIALS_COMPARE_PATH,
    brand: shell.brand,
  })
  return { ...base, robots: { index: false, follow: true } }
}

/** compare.ts's verdict, and one more reason the page gives: products of different material types. */
function pairVerdict(a: PublicProduct, b: PublicProduct, now: Date) {
  const verdict = comparability(comparableOf(a), comparableOf(b), now)
  const typeReason =
    a.materialType && b.materialType && a.materialType.id !== b.materialType.id
      ? [`${a.name} is ${a.materialType.name} and ${b.name} is ${b.materialType.name}: different material types.`]
      : []
  if (verdict.comparable && typeReason.length === 0) return verdict
  return { comparable: false as const, reasons: [...typeReason, ...(verdict.comparable ? [] : verdict.reasons)] }
}

const CELL = 'border-b border-gray-200 py-2 pr-4 align-top'

export default async function ComparePage({ searchParams }: Props) {
  const raw = (await searchParams)[COMPARE_PARAM]
  const asked = [...new Set((Array.isArray(raw) ? raw : raw ? [raw] : []).filter((s) => SLUG.test(s)))]
  const products = await getProductsBySlug(asked.slice(0, MAX_COMPARED))
  const now = new Date()
  const pairs = products.flatMap((a, i) =>
    products.slice(i + 1).map((b) => ({ a, b, verdict: pairVerdict(a, b, now) })),
  )

  const row = (label: string, cell: (p: PublicProduct) => React.ReactNode) => (
    <tr key={label}>
      <th scope="row" className={`${CELL} font-semibold text-gray-900`}>
        {label}
      </th>
      {products.map((p) => (
        <td key={p.id} className={CELL}>
          {cell(p)}
        </td>
      ))}
    </tr>
  )
  const epdRow = (label: string, cell: (e: NonNullable<PublicProduct['epd']>) => React.ReactNode) =>
    row(label, (p) => (p.epd ? cell(p.epd) : '—'))

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold text-brand-900">Compare materials</h1>
      {asked.length > MAX_COMPARED ? (
        <p className="mt-4 rounded-md bg-amber-50 p-4 text-amber-900" role="status">
          Up to {MAX_COMPARED} products are compared at once: the first {MAX_COMPARED} you chose are shown.
        </p>
      ) : null}
      {products.length < 2 ? (
        <p className="mt-6 text-lg text-gray-700">
          Choose two to four products on the{' '}
          <Link href={MATERIALS_PATH} prefetch={false} className="font-semibold text-brand-700 underline">
            materials page
          </Link>{' '}
          to compare their EPD figures side by side.
        </p>
      ) : (
        <>
          <section aria-labelledby="comparable-heading" className="mt-8 space-y-4" data-testid="comparability">
            <h2 id="comparable-heading" className="text-2xl font-bold text-brand-900">
              Like for like?
            </h2>
            {pairs.map(({ a, b, verdict }) => (
              <div key={`${a.id}-${b.id}`} className="rounded-lg border border-gray-200 bg-white p-4">
                {verdict.comparable ? (
                  <>
                    <p className="text-gray-900">
                      <strong>
                        {a.name} and {b.name}{' '}
                        {verdict.conversions.length > 0 ? 'compare once converted' : 'compare like for like'}
                      </strong>
                      , per 1 {declaredUnitLabel(verdict.basis)}: GWP A1–A3{' '}
                      {formatFigure(gwpA1A3Per(a.epd!, verdict.basis)!)} against{' '}
                      {formatFigure(gwpA1A3Per(b.epd!, verdict.basis)!)} {perOne(verdict.basis)}.
                    </p>
                    {verdict.conversions.length > 0 ? (
                      <ul className="mt-2 list-inside list-disc text-gray-700" data-testid="conversions">
                        {verdict.conversions.map((c) => (
                          <li key={c}>{c}</li>
                        ))}
                      </ul>
                    ) : null}
                  </>
                ) : (
                  <>
                    <p className="font-semibold text-gray-900">
                      {a.name} and {b.name} are not comparable:
                    </p>
                    <ul className="mt-2 list-inside list-disc text-gray-700">
                      {verdict.reasons.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            ))}
          </section>
          <section aria-labelledby="side-by-side-heading" className="mt-10">
            <h2 id="side-by-side-heading" className="text-2xl font-bold text-brand-900">
              Side by side
            </h2>
            <div className="mt-4 overflow-x-auto">
              <table className="min-w-full text-left text-sm" data-testid="comparison-table">
                <caption className="pb-2 text-left text-gray-700">
                  Each EPD&apos;s figures as it states them, in kg CO2e per its own declared unit.
                </caption>
                <thead>
                  <tr>
                    <td className={CELL} />
                    {products.map((p) => (
                      <th key={p.id} scope="col" className={`${CELL} text-base font-semibold`}>
                        <Link href={productPath(p.slug)} prefetch={false} className="text-brand-700 underline">
                          {p.name}
                        </Link>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {row('Supplier', (p) => (
                    <Link href={profilePath(p.supplier.slug)} prefetch={false} className="underline">
                      {p.supplier.name}
                    </Link>
                  ))}
                  {row('Material type', (p) => p.materialType?.name ?? '—')}
                  {row('EPD', (p) => (
                    <EpdStatus epd={p.epd} verified={p.epdVerified} now={now} />
                  ))}
                  {epdRow('Declared unit', (e) => formatDeclaredUnit(e.declaredUnit))}
                  {GWP_MODULES.map((m) =>
                    epdRow(`GWP-total ${m.label}`, (e) =>
                      e.gwp[m.key] === null ? '—' : `${formatFigure(e.gwp[m.key]!)} ${perDeclaredUnit(e.declaredUnit)}`,
                    ),
                  )}
                  {epdRow('GWP-biogenic A1–A3', (e) =>
                    e.biogenicCarbonA1A3 === null
                      ? '—'
                      : `${formatFigure(e.biogenicCarbonA1A3)} ${perDeclaredUnit(e.declaredUnit)}`,
                  )}
                  {epdRow('Mass per declared unit', (e) =>
                    e.massPerDeclaredUnit === null ? '—' : `${formatFigure(e.massPerDeclaredUnit)} kg`,
                  )}
                  {epdRow('Standard', (e) => standardLabel(e.standard))}
                  {epdRow('Data type', (e) => dataTypeLabel(e.dataType))}
                  {epdRow('Valid until', (e) => formatLongDate(e.validUntil))}
                  {row('EPD document', (p) =>
                    p.documentHref ? (
                      <a href={p.documentHref} className="text-brand-700 underline">
                        EPD document<span className="sr-only"> of {p.name}</span>
                      </a>
                    ) : (
                      '—'
                    ),
                  )}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
      <p className="mt-10">
        <Link href={MATERIALS_PATH} prefetch={false} className="font-semibold text-brand-700 underline">
          Back to materials
        </Link>
      </p>
    </div>
  )
}
