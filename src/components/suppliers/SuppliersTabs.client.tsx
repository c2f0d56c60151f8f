'use client'

import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react'

import { ActiveSuppliersTab } from '@/components/suppliers/ActiveTab.client'
import { SuppliersQuery } from '@/components/suppliers/SuppliersQuery.client'
import { Tabs } from '@/components/Tabs.client'
import { TABS_SECTION_ID, tabFromQuery, urlForTab, type SuppliersTab } from '@/components/suppliers/tabs'
import { GET_LISTED } from '@/lib/routes'

export type SuppliersTabsProps = {
  /** The hero of each tab, rendered on the server; only the selected tab's is in the page (one h1). */
  heroes: Record<SuppliersTab, ReactNode>
  /** The tab the server was asked for (?tab=get-listed is rewritten to its own cached page by src/proxy.ts). */
  initialTab: SuppliersTab
  /** The content of each tab, rendered on the server. */
  panels: Record<SuppliersTab, ReactNode>
}

const TABS: ReadonlyArray<{ value: SuppliersTab; label: string }> = [
  { value: 'find', label: 'Find Suppliers' },
  { value: GET_LISTED, label: 'Get Listed' },
]

const triggerClass =
  'flex-1 rounded-md px-5 py-2.5 text-base font-semibold text-gray-700 transition-colors ' +
  'hover:text-brand-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 ' +
  'data-[state=active]:shadow'

/** The /suppliers tabs, kept in step with ?tab= both ways without a server round trip. */
export function SuppliersTabs({ heroes, panels, initialTab }: SuppliersTabsProps) {
  const [tab, setTab] = useState<SuppliersTab>(initialTab)
  const followQuery = useCallback((next: SuppliersTab) => setTab(next), [])

  useEffect(() => {
    // An explicit anchor (#packages) wins over the default landing spot.
    if (window.location.hash) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    document
      .getElementById(TABS_SECTION_ID)
      ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  }, [])

  function select(value: string) {
    const next = tabFromQuery(value)
    setTab(next)
    // Next.js syncs the native history API with useSearchParams: no navigation, no server request.
    window.history.replaceState(null, '', urlForTab(new URL(window.location.href), next))
  }

  return (
    <ActiveSuppliersTab.Provider value={tab}>
      <Suspense fallback={null}>
        <SuppliersQuery onTab={followQuery} />
      </Suspense>
      <div key={tab} data-testid={`hero-${tab}`}>
        {heroes[tab]}
      </div>
      <Tabs
        id={TABS_SECTION_ID}
        // Both panels stay in the page (server-rendered content, state kept across switches); the other is hidden.
        items={TABS.map(({ value, label }) => ({ value, label, content: panels[value] }))}
        value={tab}
        onValueChange={select}
        label="Supplier directory"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
        listClassName="mx-auto flex w-full max-w-md gap-1 rounded-lg bg-brand-50 p-1 ring-1 ring-brand-100"
        triggerClassName={triggerClass}
        panelClassName="mt-10 focus-visible:outline-none"
      />
    </ActiveSuppliersTab.Provider>
  )
}
