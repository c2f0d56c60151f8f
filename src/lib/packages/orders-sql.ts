import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { runSql } from '@/lib/platform/db'

// The package domain's statements on orders, in one place: what an application paid for, whom a paid order was
// delivered to, and the refunds. Single statements, so PostgreSQL's row lock picks one winner of two concurrent
// deliveries (payments' own statements are in src/lib/payments/orders-sql.ts).

type Req = Partial<PayloadRequest> | undefined

const applicationRow = z.object({
  business_name: z.string().nullable(),
  contact_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  category_id: z.coerce.number().int().nullable(),
  website: z.string().nullable(),
})
export type OrderApplication = z.infer<typeof applicationRow>

/** The application a new supplier filled in before paying, stored on its order (fields empty for an account's order). */
export async function applicationOfOrder(payload: Payload, req: Req, orderId: number): Promise<OrderApplication> {
  const { rows } = await runSql(
    payload,
    sql`SELECT application_business_name AS business_name, application_contact_name AS contact_name,
               application_email AS email, application_phone AS phone, application_city AS city,
               application_category_id AS category_id, application_website AS website
        FROM orders WHERE id = ${orderId}`,
    req,
  )
  return applicationRow.parse(rows[0])
}

/** Records the listing and account a paid application created on its order. */
export async function assignOrder(
  payload: Payload,
  req: Req,
  orderId: number,
  to: { supplierId: number; accountId: number },
): Promise<void> {
  await runSql(
    payload,
    sql`UPDATE orders SET supplier_id = ${to.supplierId}, account_id = ${to.accountId}, updated_at = now() WHERE id = ${orderId}`,
    req,
  )
}

const refundedRow = z.object({
  id: z.coerce.number().int(),
  package_name: z.string(),
  amount: z.coerce.number().int(),
  customer_email: z.string().nullable(),
  account_id: z.coerce.number().int().nullable(),
})
export type RefundedOrderRow = z.infer<typeof refundedRow>

/** Marks the paid order of a payment refunded: the order when this call made the change, else null. */
export async function refundPaidOrderRow(
  payload: Payload,
  req: Req,
  paymentIntent: string,
): Promise<RefundedOrderRow | null> {
  const { rows } = await runSql(
    payload,
    sql`UPDATE orders SET status = 'refunded', refunded_at = now(), updated_at = now()
        WHERE stripe_payment_intent = ${paymentIntent} AND status = 'paid'
        RETURNING id, package_name, amount, customer_email, account_id`,
    req,
  )
  return rows.length ? refundedRow.parse(rows[0]) : null
}

const idStatusRow = z.object({ id: z.coerce.number().int(), status: z.string() })

/** The order that took a payment (any status), or null. */
export async function orderOfPayment(
  payload: Payload,
  paymentIntent: string,
): Promise<{ id: number; status: string } | null> {
  const { rows } = await runSql(
    payload,
    sql`SELECT id, status FROM orders WHERE stripe_payment_intent = ${paymentIntent} LIMIT 1`,
  )
  return z.array(idStatusRow).parse(rows)[0] ?? null
}

/** An order paid before payments were recorded on orders: records its payment; true when this call did. */
export async function recordPaymentOfPaidOrder(
  payload: Payload,
  checkout: { orderId: number; sessionId: string; paymentIntent: string },
): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`UPDATE orders SET stripe_payment_intent = ${checkout.paymentIntent}, updated_at = now()
        WHERE id = ${checkout.orderId} AND status = 'paid' AND stripe_payment_intent IS NULL
          AND stripe_session_id = ${checkout.sessionId}
        RETURNING id`,
  )
  return rows.length > 0
}

/** Marks a still-pending order refunded (its refund came before its completion); true when this call did. */
export async function refundPendingOrder(
  payload: Payload,
  checkout: { orderId: number; sessionId: string; paymentIntent: string },
): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`UPDATE orders SET status = 'refunded', refunded_at = now(), updated_at = now(),
          stripe_payment_intent = ${checkout.paymentIntent},
          stripe_session_id = COALESCE(stripe_session_id, ${checkout.sessionId})
        WHERE id = ${checkout.orderId} AND status = 'pending'
          AND (stripe_session_id IS NULL OR stripe_session_id = ${checkout.sessionId})
        RETURNING id`,
  )
  return rows.length > 0
}

/** An order's status, or null when there is no such order. */
export async function orderStatus(payload: Payload, orderId: number): Promise<string | null> {
  const { rows } = await runSql(payload, sql`SELECT status FROM orders WHERE id = ${orderId}`)
  return z.array(z.object({ status: z.string() })).parse(rows)[0]?.status ?? null
}

const sessionOrderRow = z.object({
  id: z.coerce.number().int(),
  package_id: z.coerce.number().int().nullable(),
  package_name: z.string(),
  amount: z.coerce.number().int(),
  paid_at: z.coerce.date(),
  account_id: z.coerce.number().int().nullable(),
  business_name: z.string().nullable(),
  contact_name: z.string().nullable(),
  from_application: z.boolean(),
})

/** A paid order as its buyer sees it on the return from Checkout (and as 'send it again' finds it). */
export type PaidOrderOfSession = {
  id: number
  packageId: number | null
  packageName: string
  /** In pence. */
  amount: number
  paidAt: Date
  /** The account the order was delivered to (null while undelivered, or when the application's address had one). */
  accountId: number | null
  /** Bought through the application (a new supplier), not by a signed-in account. */
  fromApplication: boolean
  businessName: string | null
  contactName: string | null
}

/** The paid order of exactly this Checkout Session (no other order, whatever else the caller knows), or null. */
export async function paidOrderOfSession(
  payload: Payload,
  sessionId: string,
  req?: Req,
): Promise<PaidOrderOfSession | null> {
  const { rows } = await runSql(
    payload,
    sql`SELECT id, package_id, package_name, amount, paid_at, account_id,
               application_business_name AS business_name, application_contact_name AS contact_name,
               (application_email IS NOT NULL) AS from_application
        FROM orders WHERE stripe_session_id = ${sessionId} AND status = 'paid'`,
    req,
  )
  if (rows.length !== 1) return null
  const r = sessionOrderRow.parse(rows[0])
  return {
    id: r.id,
    packageId: r.package_id,
    packageName: r.package_name,
    amount: r.amount,
    paidAt: r.paid_at,
    accountId: r.account_id,
    fromApplication: r.from_application,
    businessName: r.business_name,
    contactName: r.contact_name,
  }
}
