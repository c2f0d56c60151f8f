import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Tests build into their own folder so a test run never serves (or overwrites) the site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/api/media/file/**' }],
  },
  experimental: {
    globalNotFound: true,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
