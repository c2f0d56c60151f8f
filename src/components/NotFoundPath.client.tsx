'use client'

import { usePathname } from 'next/navigation'

/** 'The page at {path} could not be found.' with the path the visitor asked for. */
export function NotFoundPath() {
  const pathname = usePathname()
  return (
    <p data-testid="not-found-path" className="mt-4 text-lg text-gray-700">
      The page at{' '}
      <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-base text-gray-900">{pathname}</code> could not
      be found.
    </p>
  )
}
