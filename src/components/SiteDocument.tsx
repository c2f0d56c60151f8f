import localFont from 'next/font/local'
import { Activity, type ReactNode } from 'react'

import { Footer } from '@/components/Footer'
import { Header } from '@/components/Header'
import type { ShellData } from '@/lib/data/shell'

const inter = localFont({
  src: [
    { path: '../fonts/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../fonts/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../fonts/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'swap',
})

/**
 * The whole HTML document around a public page: the font, the header, the main landmark and the footer. The site's
 * layout and the global not-found page (which Next renders without any layout) both use it.
 *
 * Header, page and footer are each a visible <Activity> (issue 29): the server renders them inline as before (no
 * fallback, no streaming boundary, so the page is whole without JavaScript), but the browser hydrates each one after
 * the document's shell, at low priority and in slices of a few milliseconds, instead of one long task that blocks a
 * phone's main thread (Total Blocking Time).
 */
export function SiteDocument({
  shell,
  beforeHeader,
  afterFooter,
  children,
}: {
  shell: ShellData
  beforeHeader?: ReactNode
  afterFooter?: ReactNode
  children: ReactNode
}) {
  return (
    <html lang="en-GB" className={inter.variable}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-gray-900 antialiased">
        {beforeHeader}
        <Activity>
          <Header brand={shell.brand} cities={shell.cities} categories={shell.categories} citySlugs={shell.citySlugs} />
        </Activity>
        <main id="main" className="flex-1">
          <Activity>{children}</Activity>
        </main>
        <Activity>
          <Footer
            brand={shell.brand}
            treeStatement={shell.treeStatement}
            cities={shell.cities}
            categories={shell.categories}
          />
        </Activity>
        {afterFooter}
      </body>
    </html>
  )
}
