import type { About, GetListed, Home, PrivacyPolicy, SiteSetting, Term } from '@payload-types'

import { globalTag } from '@/lib/platform/cache-tags'
import { cachedQuery } from '@/lib/data/cached'
import { getPayloadClient } from '@/lib/platform/payload'

export type SiteSettings = SiteSetting

export const getSiteSettings = cachedQuery(
  'site-settings',
  [globalTag('site-settings')],
  async (): Promise<SiteSetting> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  },
)

export const getHome = cachedQuery('home', [globalTag('home'), globalTag('site-settings')], async (): Promise<Home> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'home', depth: 1, overrideAccess: false })
})

export const getAbout = cachedQuery('about', [globalTag('about')], async (): Promise<About> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'about', depth: 0, overrideAccess: false })
})

export const getGetListed = cachedQuery('get-listed', [globalTag('get-listed')], async (): Promise<GetListed> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'get-listed', depth: 0, overrideAccess: false })
})

export const getLegalPage = cachedQuery(
  'legal-page',
  [globalTag('privacy-policy'), globalTag('terms')],
  async (slug: 'privacy-policy' | 'terms'): Promise<PrivacyPolicy | Term> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug, depth: 1, overrideAccess: false })
  },
)
