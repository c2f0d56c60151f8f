import Link from 'next/link'

import { PortalTable } from '@/components/account/PortalTable'
import { formatPence } from '@/lib/leads/commission'
import { formatLongDate } from '@/lib/dates'
import type { Statement } from '@/lib/leads/statement'

/** A month's statement: each connection with its commission (voided ones with the reason), and the total owed. */
export function StatementTable({ statement }: { statement: Statement }) {
  return (
    <>
      <p className="mb-4 text-gray-800" data-testid="statement-summary">
        {statement.connections} {statement.connections === 1 ? 'lead' : 'leads'}, {statement.voided} voided. Total owed:{' '}
        <strong data-testid="statement-total">{formatPence(statement.totalOwed)}</strong>
        {statement.totalVoided > 0 ? ` (${formatPence(statement.totalVoided)} voided)` : ''}
      </p>
      {statement.lines.length ? (
        <PortalTable testId="statement-table" headings={['Lead', 'Received', 'City', 'Commission', 'Voided']}>
          {statement.lines.map((line) => (
            <tr key={line.connectionId} className="border-b border-gray-100" data-testid="statement-line">
              <td className="py-2 pr-3">
                <Link href={line.path} className="font-semibold text-brand-700 underline">
                  {line.title}
                </Link>
              </td>
              <td className="py-2 pr-3">{formatLongDate(new Date(line.routedAt))}</td>
              <td className="py-2 pr-3">{line.city}</td>
              <td className={`py-2 pr-3 ${line.voidedAt ? 'line-through' : ''}`}>
                {formatPence(line.commissionAmount)}
              </td>
              <td className="py-2">{line.voidedAt ? line.voidReason || 'Voided' : ''}</td>
            </tr>
          ))}
        </PortalTable>
      ) : (
        <p className="text-gray-700">No leads reached your listing this month.</p>
      )}
    </>
  )
}
