import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'

function ThrowNotFound(): never {
  notFound()
}

/**
 * A not-found screen in the server HTML that still answers 404. notFound() thrown by the page itself
 * escapes the server render (React's server renderer has no error boundaries), so Next sends an empty
 * shell and draws the not-found boundary only in the browser; thrown inside a Suspense boundary, it sets
 * the 404 status while `children` stay in the HTML, and in the browser the segment's not-found.tsx takes over.
 */
export function NotFoundResponse({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <ThrowNotFound />
      </Suspense>
    </>
  )
}
