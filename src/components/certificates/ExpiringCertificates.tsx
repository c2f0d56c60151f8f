import type { ServerProps } from 'payload'

import { isStaffUser } from '@/access'
import {
  expiringListBounds,
  EXPIRING_SOON_DAYS,
  EXPIRY_REMINDER_DAYS,
  listExpiringCertificates,
  type CertificateOwner,
} from '@/lib/suppliers/certificates'
import { formatLongDate } from '@/lib/dates'
import { AdminTable } from '@/components/dashboard/AdminTable'

const cell = {
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid var(--theme-elevation-100)',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
}

function status(daysLeft: number, expired: boolean): string {
  if (expired) return 'Expired: badge hidden'
  if (daysLeft <= 0) return 'Expires today'
  return `Expires in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`
}

/** Admin dashboard: certificates expiring within 60 days (and recently expired ones), soonest first. */
export async function ExpiringCertificates({ payload, user }: ServerProps) {
  if (!isStaffUser(user)) return null
  const { from, to } = expiringListBounds()
  const { docs } = await payload.find({
    collection: 'suppliers',
    where: {
      and: [
        { 'certifications.expiresAt': { greater_than_equal: from } },
        { 'certifications.expiresAt': { less_than_equal: to } },
      ],
    },
    select: { name: true, _status: true, certifications: true },
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const rows = listExpiringCertificates(docs as CertificateOwner[])
  return (
    <section aria-labelledby="expiring-certificates-heading" style={{ marginBottom: '2rem' }}>
      <h2 id="expiring-certificates-heading" style={{ marginBottom: '0.5rem' }}>
        Certificates expiring within {EXPIRING_SOON_DAYS} days
      </h2>
      <p style={{ marginBottom: '1rem', color: 'var(--theme-elevation-600)' }}>
        Suppliers are e-mailed {EXPIRY_REMINDER_DAYS} days before a certificate expires; an expired certificate&apos;s
        badge is hidden by the daily check.
      </p>
      {rows.length === 0 ? (
        <p>No certificates expire within {EXPIRING_SOON_DAYS} days.</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <AdminTable
            headings={['Supplier', 'Certificate', 'Number', 'Expiry', 'Status', 'Reminder e-mailed']}
            cell={cell}
          >
            {rows.map((row) => (
              <tr key={`${row.supplierId}-${row.certificateId}`} data-testid="expiring-certificate">
                <td style={cell}>
                  <a href={`/admin/collections/suppliers/${row.supplierId}`}>{row.supplierName}</a>
                  {row.published ? null : ' (draft)'}
                </td>
                <td style={cell}>{row.certificateName}</td>
                <td style={cell}>{row.number ?? '—'}</td>
                <td style={cell}>{formatLongDate(new Date(row.expiresAt))}</td>
                <td style={cell}>{status(row.daysLeft, row.expired)}</td>
                <td style={cell}>{row.reminded ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
    </section>
  )
}
