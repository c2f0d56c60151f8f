import type { Metadata } from 'next'
import type { ReactNode } from 'react'

// The supplier portal: one person's pages, rendered per request (never cached here or by a shared cache), never indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

export default function AccountLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">{children}</div>
}
