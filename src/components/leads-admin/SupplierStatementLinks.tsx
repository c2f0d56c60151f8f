'use client'

import { useDocumentInfo } from '@payloadcms/ui'

const month = (offset: number) => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7)
}

/** Admin, on a supplier: its commission statements of this month and last month as CSV. */
export function SupplierStatementLinks() {
  const { id } = useDocumentInfo()
  if (!id) return null
  const link = (m: string) => `/api/lead-connections/statements.csv?month=${m}&supplier=${id}`
  return (
    <div className="field-type" style={{ marginBottom: '1rem' }}>
      <strong>Commission statement</strong>
      <div>
        <a href={link(month(0))} download>
          This month (CSV)
        </a>
        {' · '}
        <a href={link(month(-1))} download>
          Last month (CSV)
        </a>
      </div>
    </div>
  )
}
