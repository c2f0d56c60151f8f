import type Stripe from 'stripe'

import { isVatRate } from '@/lib/vat'

// The seller's VAT as a Stripe tax rate (UK VAT, added on top of a net amount): one per rate, found among the
// account's active rates or created under a key of the rate, so two runners or a retry make one.

const MARKER = 'ecobuild-vat'

/** The Stripe tax rate of UK VAT at `rate` percent, exclusive (Stripe adds it to each line and rounds per line). */
export async function vatTaxRateId(stripe: Stripe, rate: number): Promise<string> {
  if (!isVatRate(rate)) throw new RangeError(`Not a VAT rate: ${rate}`)
  const found = await stripe.taxRates.list({ active: true, inclusive: false, limit: 100 })
  const same = found.data.find(
    (t) => t.metadata?.purpose === MARKER && t.country === 'GB' && Number(t.percentage) === rate,
  )
  if (same) return same.id
  const made = await stripe.taxRates.create(
    {
      display_name: 'VAT',
      description: `UK VAT at ${rate}%`,
      percentage: rate,
      inclusive: false,
      country: 'GB',
      jurisdiction: 'GB',
      tax_type: 'vat',
      metadata: { purpose: MARKER },
    },
    { idempotencyKey: `${MARKER}-gb-${Math.round(rate * 100)}` },
  )
  return made.id
}
