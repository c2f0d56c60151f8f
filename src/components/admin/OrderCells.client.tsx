'use client'

import type { DefaultCellComponentProps } from 'payload'

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)

type Row = { application?: { businessName?: unknown; email?: unknown } | null; customerEmail?: unknown }

/** The orders list's 'Business': the listing's name, else (a new supplier's order) the application's business name. */
export function OrderBusinessCell({ cellData, rowData }: DefaultCellComponentProps) {
  const row = rowData as Row
  return <span>{text(cellData) ?? text(row.application?.businessName) ?? '–'}</span>
}

/** The orders list's 'E-mail': the account's, else the application's, else the one Stripe took at Checkout. */
export function OrderEmailCell({ cellData, rowData }: DefaultCellComponentProps) {
  const row = rowData as Row
  return <span>{text(cellData) ?? text(row.application?.email) ?? text(row.customerEmail) ?? '–'}</span>
}
