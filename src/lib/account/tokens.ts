import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { getPayloadClient } from '@/lib/platform/payload'

/** Whether a password-reset token from a link still opens an account (unused and not expired). */
export async function resetTokenIsLive(token: string): Promise<boolean> {
  if (!token || token.length > 200) return false
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: SUPPLIER_ACCOUNTS_COLLECTION,
    overrideAccess: true,
    where: {
      and: [
        { resetPasswordToken: { equals: token } },
        { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
      ],
    },
  })
  return totalDocs === 1
}
