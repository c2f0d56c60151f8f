import type { ServerProps } from 'payload'

import { hasRole } from '@/access'
import { SupplierImportForm } from '@/components/suppliers-admin/SupplierImportForm.client'
import { SUPPLIER_CSV_COLUMNS } from '@/lib/suppliers/csv'

/** Admin suppliers list: CSV import and export, for admins only (editors see the list as before). */
export function SupplierImportExport({ user }: ServerProps) {
  if (!hasRole(user, 'admin')) return null
  return (
    <section aria-labelledby="supplier-csv-heading" style={{ marginBottom: '1.5rem' }}>
      <h2 id="supplier-csv-heading" style={{ fontSize: '1.1rem', marginBottom: '0.5rem' }}>
        Import and export (CSV)
      </h2>
      <p style={{ marginBottom: '0.75rem', color: 'var(--theme-elevation-600)', maxWidth: '60rem' }}>
        Columns: {SUPPLIER_CSV_COLUMNS.join(', ')}. Service areas and products are separated by &lsquo;;&rsquo;, each
        certificate is name|issuer|number|verified|expires|colour (dates YYYY-MM-DD, later parts optional), and the
        category is its slug. The base is a UK postcode or town, placed on import; a file may leave out the base,
        deliveryRadiusMiles and deliversUkWide columns, keeping each supplier&rsquo;s as they are. A row updates the
        supplier with the same slug, else the same contact e-mail, and is published; rows with errors are skipped and
        listed.{' '}
        <a href="/api/suppliers/export.csv" download>
          Export suppliers as CSV
        </a>
      </p>
      <SupplierImportForm />
    </section>
  )
}
