import type { Metadata, Viewport } from 'next'

import { NotFoundContent } from '@/components/NotFoundContent'
import { SiteDocument } from '@/components/SiteDocument'
import { getShellData } from '@/lib/data/shell'
import { SITE_VIEWPORT } from '@/lib/seo/metadata'

import './(site)/globals.css'

// For URLs no route matches: Next skips every layout, so this is a whole document with the site's shell.
export const viewport: Viewport = SITE_VIEWPORT

export async function generateMetadata(): Promise<Metadata> {
  const shell = await getShellData()
  return {
    title: `Page Not Found | ${shell.brand}`,
    description: "The page you're looking for doesn't exist.",
    robots: { index: false, follow: true },
  }
}

export default async function GlobalNotFound() {
  const shell = await getShellData()
  return (
    <SiteDocument shell={shell}>
      <NotFoundContent />
    </SiteDocument>
  )
}
