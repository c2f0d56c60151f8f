import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { LivePreview } from '@/components/LivePreview.client'
import { ImageFallbackScript } from '@/components/ImageFallbackScript'
import { InsightBeaconScript } from '@/components/InsightBeaconScript'
import { SiteDocument } from '@/components/SiteDocument'
import { Toaster } from '@/components/Toaster.client'
import { previewUser } from '@/lib/data/drafts'
import { getShellData } from '@/lib/data/shell'
import { SITE_VIEWPORT } from '@/lib/seo/metadata'
import { siteUrl } from '@/lib/platform/site-url'

import './globals.css'

export const viewport: Viewport = SITE_VIEWPORT

export async function generateMetadata(): Promise<Metadata> {
  const shell = await getShellData()
  return {
    metadataBase: new URL(`${siteUrl()}/`),
    title: { default: shell.brand, template: `%s | ${shell.brand}` },
    description: shell.defaultDescription,
    applicationName: shell.brand,
    robots: { index: true, follow: true },
    formatDetection: { telephone: false },
  }
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [shell, previewing] = await Promise.all([getShellData(), previewUser()])
  return (
    <SiteDocument
      shell={shell}
      beforeHeader={
        <>
          <ImageFallbackScript />
          {previewing ? <LivePreview /> : null}
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
          >
            Skip to content
          </a>
        </>
      }
      afterFooter={
        <>
          <Toaster />
          {/* Staff previewing drafts are not visitors. */}
          {previewing ? null : <InsightBeaconScript />}
        </>
      }
    >
      {children}
    </SiteDocument>
  )
}
