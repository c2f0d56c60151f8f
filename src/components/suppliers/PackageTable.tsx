import { CommissionNote } from '@/components/packages/CommissionTerms'
import { PayNowButton } from '@/components/PayNowButton.client'
import { freeBonusHeading, type PackageTable as PackageTableData } from '@/components/suppliers/package-tables'
import { formatPounds } from '@/lib/site/calculator'
import type { PackageRow } from '@/lib/data/packages'
import { applicationPath } from '@/lib/routes'

// Below md the table is laid out as one card per package (name, description, price, bonuses, Pay Now), so nothing sits off-screen on a phone.
const cell = 'block px-4 py-1 md:table-cell md:py-4'
// The card's field labels are pseudo-elements from data-label, so the cells' own text stays just the value.
const labelled =
  'before:block before:text-xs before:font-semibold before:uppercase before:tracking-wide ' +
  'before:text-gray-500 before:content-[attr(data-label)] md:before:content-none'

/** One tier's packages: Name, Description, Price, Free Bonus(es) and a Pay Now button per row, with what a payment buys. */
export function PackageTable({ table, terms }: { table: PackageTableData<PackageRow>; terms: string }) {
  const headingId = `packages-${table.tier}`
  const termsId = `packages-${table.tier}-terms`
  const bonusHeading = freeBonusHeading(table.rows)
  return (
    <section aria-labelledby={headingId} data-testid={`package-table-${table.tier}`}>
      <h3 id={headingId} className="text-2xl font-bold text-brand-900">
        {table.title}
      </h3>
      {terms ? (
        <p id={termsId} data-testid="pricing-terms" className="mt-2 text-sm text-gray-700">
          {terms}
        </p>
      ) : null}
      <CommissionNote />
      <div className="mt-4 md:overflow-x-auto md:rounded-xl md:border md:border-gray-200">
        <table
          aria-labelledby={headingId}
          aria-describedby={terms ? termsId : undefined}
          className="block w-full text-left text-sm md:table md:min-w-[44rem]"
        >
          <thead className="sr-only bg-brand-50 text-brand-900 md:not-sr-only md:table-header-group">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Description
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Price
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {bonusHeading}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Action
              </th>
            </tr>
          </thead>
          <tbody className="block space-y-4 md:table-row-group md:space-y-0 md:divide-y md:divide-gray-200 md:bg-white">
            {table.rows.map((row) => (
              <tr
                key={row.id}
                data-testid="package-row"
                className="block rounded-xl border border-gray-200 bg-white py-3 shadow-sm md:table-row md:rounded-none md:border-0 md:py-0 md:shadow-none"
              >
                <th scope="row" className={`${cell} text-lg font-semibold text-gray-900 md:text-sm`}>
                  {row.name}
                </th>
                <td className={`${cell} text-gray-700`}>{row.description}</td>
                <td
                  className={`${cell} ${labelled} whitespace-nowrap font-semibold text-gray-900`}
                  data-label="Price"
                  data-testid="package-price"
                >
                  {formatPounds(row.price)}
                </td>
                <td className={`${cell} ${labelled} text-gray-700`} data-label={bonusHeading}>
                  {(row.freeBonuses ?? []).length > 0 ? (
                    <ul className="space-y-1">
                      {(row.freeBonuses ?? []).map((bonus) => (
                        <li key={bonus}>{bonus}</li>
                      ))}
                    </ul>
                  ) : (
                    <span aria-label="None">—</span>
                  )}
                </td>
                <td className={`${cell} pt-3 md:pt-4`}>
                  <PayNowButton packageName={row.name} />
                  {/* Without JavaScript the button cannot run; the application page pays by a plain form. */}
                  <noscript>
                    <a href={applicationPath(row.name)} className="mt-2 block font-semibold text-brand-700 underline">
                      Apply and pay
                    </a>
                  </noscript>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
