import type { Payload, PayloadRequest } from 'payload'

// The one reader of the site facts in Site settings (brand, staff e-mail): inside a transaction or a job through
// `emailSiteFacts` (with its `req`); pages read the cached Site settings (`getShellData` in src/lib/data/shell.ts)
// through `siteFactsOf`, so both share the brand's one fallback.

/** The brand when Site settings has none (or cannot be read). */
export const BRAND_FALLBACK = 'EcoBuild Directory'

export type SiteFacts = { brand: string; staffEmail: string | null }

export function siteFactsOf(settings: { brandName?: string | null; staffEmail?: string | null }): SiteFacts {
  return { brand: settings.brandName || BRAND_FALLBACK, staffEmail: settings.staffEmail ?? null }
}

/** What an e-mail needs from Site settings: the brand it signs with and the staff address replies go to. */
export async function emailSiteFacts(payload: Payload, req?: PayloadRequest): Promise<SiteFacts> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { brandName: true, staffEmail: true },
    ...(req ? { req } : {}),
  })
  return siteFactsOf(settings)
}
