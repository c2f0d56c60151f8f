import type { ReactNode } from 'react'

// A root layout of its own, without the site's shell, CSS or fonts: /bench-empty measures only
// what Next.js itself ships (npm run bench's framework baseline).
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  )
}
