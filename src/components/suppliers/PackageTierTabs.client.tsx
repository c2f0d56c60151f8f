'use client'

import { useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useState, type ReactNode } from 'react'

import { PACKAGE_PARAM, tierFromQuery, urlForTier, type PackageTierTab } from '@/components/suppliers/tabs'
import { Tabs } from '@/components/Tabs.client'

export type PackageTierPanel = { value: PackageTierTab; label: string; content: ReactNode }

const triggerClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-gray-700 transition-colors ' +
  'hover:text-brand-900 data-[state=active]:bg-brand-700 data-[state=active]:text-white ' +
  'sm:px-5'

/** Follows ?package= into the selected tab (the page is static, so the query is read on the client). */
function TierQuery({ available, onTier }: { available: readonly string[]; onTier: (tier: PackageTierTab) => void }) {
  const tier = tierFromQuery(useSearchParams().get(PACKAGE_PARAM), available)
  useEffect(() => {
    if (tier) onTier(tier)
  }, [tier, onTier])
  return null
}

/** The spec's package tabs (Local, National, Enterprise); without JavaScript every tier's packages show one after another. */
export function PackageTierTabs({ panels }: { panels: PackageTierPanel[] }) {
  const first = panels[0]?.value ?? 'local'
  const [tier, setTier] = useState<string>(first)

  function select(value: string) {
    setTier(value)
    // Next.js syncs the native history API with useSearchParams: no navigation, no server request.
    window.history.replaceState(null, '', urlForTier(new URL(window.location.href), value, first))
  }

  return (
    <>
      <Suspense fallback={null}>
        <TierQuery available={panels.map((p) => p.value)} onTier={setTier} />
      </Suspense>
      <Tabs
        items={panels}
        value={tier}
        onValueChange={select}
        label="Package tiers"
        showAllWithoutScript
        listClassName="mx-auto flex w-full max-w-md gap-1 rounded-lg border border-gray-200 bg-white p-1"
        triggerClassName={triggerClass}
        panelClassName="mt-8 space-y-12 focus-visible:outline-none"
      />
    </>
  )
}
