import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/site-url'

/** Everything public may be indexed; the admin panel and the API may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
    host: siteUrl(),
  }
}
