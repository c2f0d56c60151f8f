import type { Payload, PayloadRequest } from 'payload'

import { BRAND_FALLBACK } from '@/lib/seo'

/** What an e-mail needs from Site settings: the brand it signs with and the staff address replies go to. */
export async function emailSiteFacts(
  payload: Payload,
  req?: PayloadRequest,
): Promise<{ brand: string; staffEmail: string | null }> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { brandName: true, staffEmail: true },
    ...(req ? { req } : {}),
  })
  return { brand: settings.brandName || BRAND_FALLBACK, staffEmail: settings.staffEmail ?? null }
}
