import type { Payload } from 'payload'

import type { BillingProfile, SupplierAccount } from '@payload-types'
import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { payloadRefusal } from '@/lib/platform/payload-refusal'

// The account's own billing details (who its commission invoices are addressed to), read and saved through Payload
// as the account itself: the collection's access decides, never this code.

export const BILLING_FIELDS = [
  'name',
  'email',
  'addressLine1',
  'addressLine2',
  'town',
  'postcode',
  'vatNumber',
] as const
export type BillingField = (typeof BILLING_FIELDS)[number]
export type BillingDetails = Record<BillingField, string>

const asUser = (account: SupplierAccount) => ({ ...account, collection: SUPPLIER_ACCOUNTS_COLLECTION })

/** The account's listing's billing profile, as the account may read it (never the Stripe customer id). */
export async function readBillingDetails(payload: Payload, account: SupplierAccount): Promise<BillingProfile | null> {
  const { docs } = await payload.find({
    collection: 'billing-profiles',
    depth: 0,
    limit: 1,
    user: asUser(account),
    overrideAccess: false,
  })
  return docs[0] ?? null
}

export type SaveBillingResult = { ok: true } | { ok: false; field: BillingField | null; message: string }

/** The form's fields, trimmed; anything else it posts is ignored. */
export function billingDetailsOf(form: FormData): BillingDetails {
  const value = (name: string) => {
    const raw = form.get(name)
    return typeof raw === 'string' ? raw.trim() : ''
  }
  return Object.fromEntries(BILLING_FIELDS.map((name) => [name, value(name)])) as BillingDetails
}

/** Saves the account's billing details (its own listing's profile, made when it has none). */
export async function saveBillingDetails(
  payload: Payload,
  account: SupplierAccount,
  details: BillingDetails,
): Promise<SaveBillingResult> {
  if (!details.name) return { ok: false, field: 'name', message: 'Enter the name to put on your invoices.' }
  if (!details.email) return { ok: false, field: 'email', message: 'Enter the e-mail address for your invoices.' }
  const data = { ...details, vatNumber: details.vatNumber.replace(/\s+/g, '').toUpperCase() }
  try {
    const existing = await readBillingDetails(payload, account)
    if (existing)
      await payload.update({
        collection: 'billing-profiles',
        id: existing.id,
        data,
        user: asUser(account),
        overrideAccess: false,
      })
    else
      await payload.create({
        collection: 'billing-profiles',
        // The collection's hook makes it the account's own listing's, whatever is sent.
        data: { ...data, supplier: 0 },
        user: asUser(account),
        overrideAccess: false,
      })
    return { ok: true }
  } catch (error) {
    // Payload's refusal (instanceof fails in the production bundle): the first field it names, with its message.
    const refusal = payloadRefusal(error)
    if (!refusal || refusal.status !== 400 || !refusal.issues.length) throw error
    const first = refusal.issues[0]
    const field = (BILLING_FIELDS as readonly string[]).includes(first.path) ? (first.path as BillingField) : null
    return { ok: false, field, message: first.message }
  }
}
