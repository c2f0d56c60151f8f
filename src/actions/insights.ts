'use server'

import { redirect } from 'next/navigation'

import { requireAccount } from '@/lib/account/session'
import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { unsubscribeInsightsEmail } from '@/lib/insights/monthly-email'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS, insightsUnsubscribePath } from '@/lib/routes'

const text = (data: FormData, name: string) => {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * The portal's setting of the monthly insights e-mail: the signed-in account changes its own field through the Local
 * API as itself (`overrideAccess: false`), so the field's access decides, whatever the form sends.
 */
export async function setInsightsEmailAction(data: FormData): Promise<void> {
  const account = await requireAccount(ACCOUNT_PATHS.insights)
  const choice = text(data, 'monthlyEmail')
  if (choice !== 'on' && choice !== 'off') redirect(`${ACCOUNT_PATHS.insights}?email=invalid#monthly-email-heading`)
  const payload = await getPayloadClient()
  await payload.update({
    collection: SUPPLIER_ACCOUNTS_COLLECTION,
    id: account.id,
    data: { insightsEmailOptOut: choice === 'off' },
    user: account,
    overrideAccess: false,
    depth: 0,
  })
  redirect(`${ACCOUNT_PATHS.insights}?email=${choice}#monthly-email-heading`)
}

/** The unsubscribe page's button (no sign-in: the signed token is the proof). */
export async function unsubscribeInsightsEmailAction(data: FormData): Promise<void> {
  const token = text(data, 'token')
  const outcome = await unsubscribeInsightsEmail(await getPayloadClient(), token)
  if (outcome === 'invalid') redirect(`${insightsUnsubscribePath(encodeURIComponent(token))}`)
  redirect(`${insightsUnsubscribePath(encodeURIComponent(token))}?done=1`)
}
