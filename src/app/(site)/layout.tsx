import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type { ReactNode } from 'react'

import { Footer } from '@/components/Footer'
import { Header } from '@/components/Header'
import { LivePreviewListener } from '@/components/LivePreviewListener.client'
import { ImageFallbackScript } from '@/components/ImageFallbackScript'
import { Toaster } from '@/components/Toaster.client'
import { previewUser } from '@/lib/data/drafts'
import { getShellData } from '@/lib/data/shell'
import { THEME_COLOUR } from '@/lib/seo/metadata'
import { siteUrl } from '@/lib/platform/site-url'

import './globals.css'

const inter = localFont({
  src: [
    { path: '../../fonts/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../fonts/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../../fonts/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'swap',
})

export const viewport: Viewport = { themeColor: THEME_COLOUR, width: 'device-width', initialScale: 1 }

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
    <html lang="en-GB" className={inter.variable}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-gray-900 antialiased">
        <ImageFallbackScript />
        {previewing ? <LivePreviewListener /> : null}
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <Header brand={shell.brand} cities={shell.cities} categories={shell.categories} citySlugs={shell.citySlugs} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer
          brand={shell.brand}
          treeStatement={shell.treeStatement}
          cities={shell.cities}
          categories={shell.categories}
        />
        <Toaster />
      </body>
    </html>
  )
}
