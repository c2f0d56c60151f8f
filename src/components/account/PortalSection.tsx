import type { ReactNode } from 'react'

/**
 * A bordered section of the supplier portal under its own heading (labelled by it). `name` makes the heading's id,
 * `${name}-heading`; every section but the first on a page stands apart from the one above it.
 */
export function PortalSection({
  name,
  title,
  first = false,
  children,
}: {
  name: string
  title: ReactNode
  first?: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${name}-heading`}
      className={first ? 'rounded-lg border border-gray-200 p-6' : 'mt-6 rounded-lg border border-gray-200 p-6'}
    >
      <h2 id={`${name}-heading`} className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
