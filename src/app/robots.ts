import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/platform/site-url'

/** Everything public may be indexed; the admin panel and the API may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }],
    // No Host line: it is not part of the robots.txt standard (RFC 9309) and validators flag it; canonical URLs name the origin.
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
