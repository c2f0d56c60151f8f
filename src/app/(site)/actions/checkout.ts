'use server'

import { z } from 'zod'

import { createCheckoutForPackage } from '@/lib/payments/checkout'
import { getPayloadClient } from '@/lib/payload'

export type StartCheckoutResult = { ok: true; url: string } | { ok: false }

// A package name as the CMS stores it; anything else cannot name a package.
const packageNameSchema = z.string().trim().min(1).max(80)

/** Pay Now: the hosted Stripe Checkout url for the named package. Failures are logged, never thrown. */
export async function startCheckout(packageName: string): Promise<StartCheckoutResult> {
  const parsed = packageNameSchema.safeParse(packageName)
  if (!parsed.success) {
    console.warn('Checkout refused: the package name is missing or too long')
    return { ok: false }
  }
  try {
    const payload = await getPayloadClient()
    const result = await createCheckoutForPackage(payload, parsed.data)
    return result.ok ? { ok: true, url: result.url } : { ok: false }
  } catch (error) {
    console.error('Checkout failed', error)
    return { ok: false }
  }
}
