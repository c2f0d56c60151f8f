'use server'

import { redirect } from 'next/navigation'

import { requireAccount } from '@/lib/account/session'
import { billingDetailsOf, saveBillingDetails } from '@/lib/billing/details'
import { getPayloadClient } from '@/lib/platform/payload'
import { BILLING_DETAILS_PATH } from '@/lib/routes'

/** The account saves its listing's billing details (plain form, no JavaScript needed). */
export async function saveBillingDetailsAction(data: FormData): Promise<void> {
  const account = await requireAccount(BILLING_DETAILS_PATH)
  const payload = await getPayloadClient()
  const result = await saveBillingDetails(payload, account, billingDetailsOf(data))
  if (result.ok) redirect(`${BILLING_DETAILS_PATH}?notice=saved`)
  const params = new URLSearchParams({ problem: result.field ?? 'form', message: result.message })
  redirect(`${BILLING_DETAILS_PATH}?${params.toString()}`)
}
