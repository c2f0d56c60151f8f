import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

const isProduction = process.env.NODE_ENV === 'production'

// Public pages are cached, so no per-request nonce: scripts from our own origin (and Next's inline
// bootstrap) only, never eval in production. React escaping is the XSS defence.
const contentSecurityPolicy = (frameAncestors) =>
  [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors}`,
    "form-action 'self' https://checkout.stripe.com",
  ].join('; ')

const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://checkout.stripe.com")',
  },
]

// Next's draft-mode cookie: staff previewing drafts, whose pages the admin frames beside the form (live preview).
const draftMode = [{ type: 'cookie', key: '__prerender_bypass' }]

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The production server compresses (scripts/serve.mjs), outside the rewrite that must read pages' text.
  compress: false,
  // Tests build into their own folder so a test run never serves (or overwrites) the site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // Several instances share one page and data cache in Redis (cache-handler.mjs); Next's own in-memory copy is off
  // then, or an instance would keep serving a page another instance revalidated.
  ...(process.env.REDIS_URL
    ? { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
    : {}),
  // `npm test` type-checks the whole project (tests included) with tsc; the build skips a second pass.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    // 75 for content images; 50 for heroes, which sit under a dark overlay (HERO_IMAGE_QUALITY).
    qualities: [50, 75],
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/api/media/file/**' }],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/:path*', missing: draftMode, headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
      { source: '/:path*', has: draftMode, headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
      // The admin panel brings its own scripts and styles; the policy covers every public page.
      {
        source: '/((?!admin|api).*)',
        missing: draftMode,
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy("'none'") }],
      },
      {
        source: '/((?!admin|api).*)',
        has: draftMode,
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy("'self'") }],
      },
    ]
  },
  experimental: {
    globalNotFound: true,
    // A supplier's listing form posts its image and evidence files (5 MB together, src/lib/account/listing-rules.ts).
    serverActions: { bodySizeLimit: '6mb' },
  },
}

/**
 * Payload's withPayload asks every path for the `Sec-CH-Prefers-Color-Scheme` client hint with `Critical-CH`, which
 * makes the browser send a page's request twice on a first visit: the first response is thrown away and the request
 * repeated with the hint, a whole round trip before the HTML (issue 29: on a phone's 150 ms round trip that is about
 * 0.3 s of every first page's LCP). Only the admin reads the hint (its theme, getRequestTheme), so the headers go to
 * /admin alone.
 */
export function clientHintsForAdminOnly(config) {
  const payloadHeaders = config.headers
  return {
    ...config,
    async headers() {
      const rules = await payloadHeaders()
      return rules.map((rule) =>
        rule.source === '/:path*' && rule.headers.some((h) => h.key.toLowerCase() === 'critical-ch')
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      )
    },
  }
}

export default clientHintsForAdminOnly(withPayload(nextConfig, { devBundleServerPackages: false }))
