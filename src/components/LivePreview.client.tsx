'use client'

import dynamic from 'next/dynamic'

/**
 * The live-preview listener (staff in draft mode only), in its own chunk loaded only when it renders: the site's
 * layout lists it for every page, and a visitor never needs it.
 */
export const LivePreview = dynamic(
  () => import('@/components/LivePreviewListener.client').then((m) => m.LivePreviewListener),
  { ssr: false },
)
