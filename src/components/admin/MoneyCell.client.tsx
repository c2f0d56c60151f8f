'use client'

import type { DefaultCellComponentProps, NumberFieldClient } from 'payload'

import { formatPence } from '@/lib/money'

/** A stored pence amount in an admin list: '£375.00' (nothing when empty). */
export function MoneyCell({ cellData }: DefaultCellComponentProps<NumberFieldClient>) {
  return <span>{typeof cellData === 'number' && Number.isFinite(cellData) ? formatPence(cellData) : ''}</span>
}
