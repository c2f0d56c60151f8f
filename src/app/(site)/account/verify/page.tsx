import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { ExpiredLink } from '@/components/account/ExpiredLink'
import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS } from '@/lib/routes'

export const metadata: Metadata = { title: 'Confirm your e-mail address' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The link in the verification e-mail: confirms the address (Payload's verifyEmail), then on to sign in. */
export default async function VerifyPage({ searchParams }: Props) {
  const { token } = await searchParams
  let verified = false
  if (typeof token === 'string' && token) {
    const payload = await getPayloadClient()
    verified = await payload
      .verifyEmail({ collection: SUPPLIER_ACCOUNTS_COLLECTION, token })
      .then(() => true)
      .catch(() => false)
  }
  if (verified) redirect(`${ACCOUNT_PATHS.signIn}?verified=1`)
  return <ExpiredLink what="confirmation" />
}
