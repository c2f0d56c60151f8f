import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { runSql } from '@/lib/platform/db'
import { getStripe } from '@/lib/payments/stripe'

export const WRITE_OFF_REASON_MIN = 5
export const WRITE_OFF_REASON_MAX = 500

export type WriteOffResult =
  { ok: true; status: 'void' } | { ok: false; status: 400 | 404 | 409 | 503; message: string }

/**
 * Staff write an unpaid commission invoice off: Stripe voids it (keyed by the invoice, so a repeat is the same call)
 * and the record keeps the reason and when. Paid and void invoices cannot be written off. The caller checks the user
 * is staff.
 */
export async function writeOffInvoice(
  payload: Payload,
  invoiceId: number,
  reasonInput: unknown,
): Promise<WriteOffResult> {
  const reason = typeof reasonInput === 'string' ? reasonInput.trim() : ''
  if (reason.length < WRITE_OFF_REASON_MIN || reason.length > WRITE_OFF_REASON_MAX)
    return {
      ok: false,
      status: 400,
      message: `Give the reason for writing the invoice off (${WRITE_OFF_REASON_MIN} to ${WRITE_OFF_REASON_MAX} characters).`,
    }
  const { rows } = await runSql(
    payload,
    sql`select stripe_invoice_id, status from commission_invoices where id = ${invoiceId}`,
  )
  const row = rows[0] as { stripe_invoice_id: string | null; status: string } | undefined
  if (!row) return { ok: false, status: 404, message: 'No such commission invoice.' }
  if (!row.stripe_invoice_id || !['open', 'uncollectible'].includes(row.status))
    return { ok: false, status: 409, message: `Only an unpaid invoice can be written off; this one is ${row.status}.` }
  const stripe = getStripe(payload.logger)
  if (!stripe) return { ok: false, status: 503, message: 'Payments are not configured.' }
  await stripe.invoices.voidInvoice(row.stripe_invoice_id, {}, { idempotencyKey: `ecobuild-invoice-void-${invoiceId}` })
  // Stripe's invoice.voided may have arrived first: the reason is recorded either way, once.
  await runSql(
    payload,
    sql`update commission_invoices set status = 'void', closed_at = coalesce(closed_at, now()),
               write_off_reason = coalesce(write_off_reason, ${reason}), updated_at = now()
        where id = ${invoiceId} and status in ('open', 'uncollectible', 'void')`,
  )
  payload.logger.info({ msg: 'Commission invoice written off', invoiceId })
  return { ok: true, status: 'void' }
}
