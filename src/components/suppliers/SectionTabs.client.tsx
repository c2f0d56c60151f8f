'use client'

import { Tabs } from 'radix-ui'
import { useState, type ReactNode } from 'react'

export type SectionTab = { value: string; label: string; content: ReactNode }

const triggerClass =
  'rounded-md px-4 py-2 text-sm font-semibold text-gray-700 transition-colors hover:text-brand-900 data-[state=active]:bg-brand-700 data-[state=active]:text-white'

/** Tabs over server-rendered sections (arrow keys move between tabs; every section stays in the page). */
export function SectionTabs({ tabs, label }: { tabs: SectionTab[]; label: string }) {
  const [value, setValue] = useState(tabs[0]?.value ?? '')
  return (
    <Tabs.Root value={value} onValueChange={setValue}>
      <Tabs.List aria-label={label} className="flex flex-wrap justify-center gap-2 rounded-lg border border-gray-200 bg-white p-1">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} forceMount hidden={value !== tab.value} className="mt-8 focus-visible:outline-none">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
