'use client'

import { useState, type ReactNode } from 'react'

import { Tabs } from '@/components/Tabs.client'

export type SectionTab = { value: string; label: string; content: ReactNode }

const triggerClass =
  'rounded-md px-4 py-2 text-sm font-semibold text-gray-700 transition-colors ' +
  'hover:text-brand-900 data-[state=active]:bg-brand-700 data-[state=active]:text-white'

/** Tabs over server-rendered sections (arrow keys move between tabs; every section stays in the page). */
export function SectionTabs({ tabs, label }: { tabs: SectionTab[]; label: string }) {
  const [value, setValue] = useState(tabs[0]?.value ?? '')
  return (
    <Tabs
      items={tabs}
      value={value}
      onValueChange={setValue}
      label={label}
      listClassName="flex flex-wrap justify-center gap-2 rounded-lg border border-gray-200 bg-white p-1"
      triggerClassName={triggerClass}
      panelClassName="mt-8 focus-visible:outline-none"
    />
  )
}
