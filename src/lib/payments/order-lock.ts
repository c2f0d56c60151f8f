import { ValidationError, type FieldHook, type RequestContext } from 'payload'

// An order's money record (what was charged, its state and its payment) is written by its own recorded steps: the
// checkout, the fulfilment of a paid checkout and Stripe's refund (today single SQL statements in
// src/lib/payments/orders-sql.ts and src/lib/packages/orders-sql.ts). A save through Payload may change it only while
// the order is pending, and its status never, unless the save is one of those steps and says so in its context.

/** The request context flag of an order's own step (fulfilment, refund, renewal) saving through the Local API. */
export const ORDER_STEP_CONTEXT = 'ecobuildOrderStep'

/** The context of a Local API save that is one of an order's own recorded steps. */
export const orderStepContext = (context: RequestContext = {}): RequestContext => ({
  ...context,
  [ORDER_STEP_CONTEXT]: true,
})

/** The fields of an order's money record, fixed by hand once it is paid. */
export const ORDER_MONEY_FIELDS = [
  'amount',
  'currency',
  'status',
  'stripePaymentIntent',
  'paidAt',
  'refundedAt',
] as const

type OrderState = { status?: unknown } | null | undefined

/** Whether an order (as stored) is past pending: paid or refunded. */
export const orderIsPaid = (order: OrderState): boolean => Boolean(order?.status && order.status !== 'pending')

const comparable = (value: unknown): unknown => {
  if (value === undefined || value === '') return null
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return new Date(value).getTime()
  return value
}

/** The message of a refused hand edit of a field of an order's money record. */
export function handEditRefusal(field: string, order: OrderState): string | null {
  if (field === 'status') return 'An order’s status changes only by its payment or refund in Stripe, not by hand.'
  if (orderIsPaid(order))
    return `This order is ${String(order?.status)}: its ${field === 'amount' ? 'amount' : 'payment record'} cannot be changed by hand.`
  return null
}

/**
 * A field hook (beforeValidate, so it sees the value sent before field access drops it) on each of the money record's
 * fields: a change to a paid order's value, or to any order's status, is refused with a 400 and saves nothing, through
 * REST, the admin or the Local API (overrideAccess included), unless the save carries `orderStepContext()`.
 */
export const refuseHandEditOfOrderMoney: FieldHook = ({ context, field, operation, originalDoc, req, value }) => {
  const name = 'name' in field ? field.name : undefined
  if (operation !== 'update' || !name || context?.[ORDER_STEP_CONTEXT] === true) return value
  const stored: unknown = (originalDoc as Record<string, unknown> | undefined)?.[name]
  if (value === undefined || comparable(value) === comparable(stored)) return value
  const message = handEditRefusal(name, originalDoc as OrderState)
  if (!message) return value
  throw new ValidationError({ collection: 'orders', errors: [{ path: name, message }], req })
}
