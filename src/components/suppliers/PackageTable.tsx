import { PayNowButton } from '@/components/PayNowButton.client'
import { freeBonusHeading, type PackageTable as PackageTableData } from '@/components/suppliers/package-tables'
import { formatPounds } from '@/lib/calculator'
import type { PackageRow } from '@/lib/data/packages'

/** One tier's packages: Name, Description, Price, Free Bonus(es) and a Pay Now button per row. */
export function PackageTable({ table }: { table: PackageTableData<PackageRow> }) {
  const headingId = `packages-${table.tier}`
  return (
    <section aria-labelledby={headingId} data-testid={`package-table-${table.tier}`}>
      <h3 id={headingId} className="text-2xl font-bold text-brand-900">
        {table.title}
      </h3>
      <div className="mt-4 overflow-x-auto rounded-xl border border-gray-200">
        <table aria-labelledby={headingId} className="w-full min-w-[44rem] text-left text-sm">
          <thead className="bg-brand-50 text-brand-900">
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
                {freeBonusHeading(table.rows)}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Action
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 bg-white">
            {table.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="px-4 py-4 font-semibold text-gray-900">
                  {row.name}
                </th>
                <td className="px-4 py-4 text-gray-700">{row.description}</td>
                <td className="whitespace-nowrap px-4 py-4 font-semibold text-gray-900">{formatPounds(row.price)}</td>
                <td className="px-4 py-4 text-gray-700">
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
                <td className="px-4 py-4">
                  <PayNowButton packageName={row.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
