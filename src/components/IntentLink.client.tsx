'use client'

import Link from 'next/link'
import { useState, type ComponentProps } from 'react'

/**
 * A link that prefetches its page when the visitor shows the intent to follow it (pointer over it, or keyboard
 * focus), not when it scrolls into view: the header's and footer's links, on every page, a profile's breadcrumb,
 * and the supplier cards' profile links. Prefetched on sight, they made every page download the scripts of every kind of page it links
 * (docs/benchmarks.md, the JavaScript budget).
 */
export function IntentLink({ onPointerEnter, onFocus, ...props }: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [intent, setIntent] = useState(false)
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true)
        onPointerEnter?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
    />
  )
}
