import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'

import { Footer } from '@/components/Footer'
import { Header } from '@/components/Header'
import { NotFoundContent } from '@/components/NotFoundContent'
import { getShellData } from '@/lib/data/shell'
import { THEME_COLOUR } from '@/lib/seo/metadata'

import './(site)/globals.css'

// For URLs no route matches: Next skips every layout, so this is a whole document with the site's shell.
const inter = localFont({
  src: [
    { path: '../fonts/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../fonts/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../fonts/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'swap',
})

export const viewport: Viewport = { themeColor: THEME_COLOUR, width: 'device-width', initialScale: 1 }

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
    <html lang="en-GB" className={inter.variable}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-gray-900 antialiased">
        <Header brand={shell.brand} cities={shell.cities} categories={shell.categories} citySlugs={shell.citySlugs} />
        <main id="main" className="flex-1">
          <NotFoundContent />
        </main>
        <Footer
          brand={shell.brand}
          treeStatement={shell.treeStatement}
          cities={shell.cities}
          categories={shell.categories}
        />
      </body>
    </html>
  )
}
