'use client'

import Link from 'next/link'
import { useEffect } from 'react'

type Props = {
  /** What was thrown; from a Server Component an Error whose message Next replaces in production (the digest names it in the server log). */
  error: unknown
  retry: () => void
}

/** The generic error screen when a route fails: 'Unexpected Application Error!' with the message. */
export default function RouteError({ error, retry }: Props) {
  useEffect(() => {
    console.error(error)
  }, [error])
  const message = error instanceof Error ? error.message : String(error)
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : null

  return (
    <section
      role="alert"
      aria-labelledby="error-heading"
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6"
    >
      <h1 id="error-heading" className="text-3xl font-bold tracking-tight text-red-800 sm:text-4xl">
        Unexpected Application Error!
      </h1>
      <p
        data-testid="error-message"
        className="mt-6 max-w-2xl whitespace-pre-wrap break-words rounded-lg bg-red-50 p-4 font-mono text-sm text-red-900"
      >
        {message}
      </p>
      {digest ? (
        <p className="mt-3 text-sm text-gray-600">
          Error reference: <code data-testid="error-digest">{digest}</code>
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Try Again
        </button>
        <Link
          href="/"
          className="rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Return to Home
        </Link>
      </div>
    </section>
  )
}
