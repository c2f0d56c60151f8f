// The one shape of a just-paid order, shared by the two domains that may not import each other: payments' conditional
// UPDATE returns it (src/lib/payments/orders-sql.ts), the package domain delivers what it bought (src/lib/packages/).

/** The order a payment has just marked paid, as payments return it and the package domain reads it. */
export type PaidOrder = {
  id: number
  packageName: string
  /** What Stripe charged, in pence. */
  amount: number
  currency: string
  customerEmail: string | null
  packageId: number | null
  supplierId: number | null
  accountId: number | null
  paidAt: Date
}
