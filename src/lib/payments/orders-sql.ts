import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import type { PaidOrder } from '@/lib/fulfilment/paid-order'
import { runSql } from '@/lib/platform/db'
import type { PaidCheckout } from '@/lib/payments/events'

// Single-statement order writes. Payload's update reads the row and writes it back, which two concurrent
// webhook deliveries could both do; one conditional UPDATE lets PostgreSQL's row lock pick a single winner.

/** Records the Checkout Session on its order unless a webhook has already done so. */
export async function setOrderSessionId(payload: Payload, orderId: number, sessionId: string): Promise<void> {
  await runSql(
    payload,
    sql`UPDATE orders SET stripe_session_id = ${sessionId}, updated_at = now() WHERE id = ${orderId} AND stripe_session_id IS NULL`,
  )
}

// node-postgres returns numeric columns as strings.
const paidOrderRow = z
  .object({
    id: z.coerce.number().int(),
    package_name: z.string(),
    amount: z.coerce.number().int(),
    currency: z.string(),
    customer_email: z.string().nullable(),
    package_id: z.coerce.number().int().nullable(),
    supplier_id: z.coerce.number().int().nullable(),
    account_id: z.coerce.number().int().nullable(),
    paid_at: z.coerce.date(),
  })
  .transform((r): PaidOrder => ({
    id: r.id,
    packageName: r.package_name,
    amount: r.amount,
    currency: r.currency,
    customerEmail: r.customer_email,
    packageId: r.package_id,
    supplierId: r.supplier_id,
    accountId: r.account_id,
    paidAt: r.paid_at,
  }))

const ORDER_STATUSES = ['pending', 'paid', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
const statusRow = z.object({ status: z.enum(ORDER_STATUSES) })

/**
 * Marks the checkout's order paid if it is still pending: returns the order when this call made the change,
 * null when the order was already paid or refunded (or is unknown). Run inside the transaction that queues the e-mails.
 */
export async function markOrderPaidRow(
  payload: Payload,
  req: Partial<PayloadRequest>,
  paid: PaidCheckout,
): Promise<PaidOrder | null> {
  const { rows } = await runSql(
    payload,
    sql`
    UPDATE orders
    SET status = 'paid',
        paid_at = now(),
        updated_at = now(),
        stripe_session_id = ${paid.sessionId},
        stripe_payment_intent = COALESCE(${paid.paymentIntent}::varchar, stripe_payment_intent),
        customer_email = COALESCE(${paid.customerEmail}::varchar, customer_email),
        amount = COALESCE(${paid.amountTotal}::numeric, amount)
    WHERE status = 'pending'
      AND (stripe_session_id = ${paid.sessionId} OR (id = ${paid.orderId}::integer AND stripe_session_id IS NULL))
    RETURNING id, package_name, amount, currency, customer_email, package_id, supplier_id, account_id, paid_at
  `,
    req,
  )
  return rows.length ? paidOrderRow.parse(rows[0]) : null
}

/** The status of the order for a Checkout Session, for logging a no-op delivery. */
export async function orderStatusForSession(payload: Payload, sessionId: string): Promise<OrderStatus | null> {
  const { rows } = await runSql(payload, sql`SELECT status FROM orders WHERE stripe_session_id = ${sessionId} LIMIT 1`)
  return rows.length ? statusRow.parse(rows[0]).status : null
}

/**
 * Gives a just-paid order of a VAT-registered seller the next VAT invoice number, and its VAT as what Stripe charged
 * less the net. Run in the transaction that marked it paid: the counter's one row stays locked until that commits,
 * so concurrent payments take numbers one after the other, and a payment rolled back gives its number back (no gap).
 * Null for an order without VAT (the seller was not registered when Checkout started) or one already numbered.
 */
export async function assignVatInvoiceNumber(
  payload: Payload,
  req: Partial<PayloadRequest>,
  orderId: number,
): Promise<number | null> {
  const { rows } = await runSql(
    payload,
    sql`
    WITH next AS (
      UPDATE vat_invoice_counter SET last_number = last_number + 1
      WHERE id = 1
        AND EXISTS (
          SELECT 1 FROM orders
          WHERE id = ${orderId} AND vat_invoice_rate IS NOT NULL AND vat_invoice_number IS NULL AND status = 'paid'
        )
      RETURNING last_number
    )
    UPDATE orders
    SET vat_invoice_number = next.last_number,
        vat_invoice_vat_amount = orders.amount - orders.vat_invoice_net_amount,
        updated_at = now()
    FROM next
    WHERE orders.id = ${orderId}
    RETURNING vat_invoice_number
  `,
    req,
  )
  const row = rows[0] as { vat_invoice_number?: unknown } | undefined
  return row ? Number(row.vat_invoice_number) : null
}

/**
 * Marks an order charged off-session (an automatic renewal) paid by its payment, if it is still pending: the order
 * when this call made the change, else null. Run inside the transaction that delivers it.
 */
export async function markChargedOrderPaidRow(
  payload: Payload,
  req: Partial<PayloadRequest>,
  charged: { orderId: number; paymentIntent: string; amount: number },
): Promise<PaidOrder | null> {
  const { rows } = await runSql(
    payload,
    sql`
    UPDATE orders
    SET status = 'paid', paid_at = now(), updated_at = now(), stripe_payment_intent = ${charged.paymentIntent},
        amount = ${charged.amount}
    WHERE id = ${charged.orderId} AND status = 'pending' AND stripe_session_id IS NULL
    RETURNING id, package_name, amount, currency, customer_email, package_id, supplier_id, account_id, paid_at
  `,
    req,
  )
  return rows.length ? paidOrderRow.parse(rows[0]) : null
}

/** An order's status, for logging a charge that changed nothing. */
export async function orderStatusById(payload: Payload, orderId: number): Promise<OrderStatus | null> {
  const { rows } = await runSql(payload, sql`SELECT status FROM orders WHERE id = ${orderId}`)
  return rows.length ? statusRow.parse(rows[0]).status : null
}
