import type { ReactNode } from 'react'

export function AccountHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      {intro ? <p className="mt-3 text-gray-700">{intro}</p> : null}
    </header>
  )
}

/** A quiet confirmation above a form (e.g. 'You are signed out.'). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-6 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
      {children}
    </p>
  )
}
