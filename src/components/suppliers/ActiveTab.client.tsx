'use client'

import { createContext, useContext } from 'react'

import type { SuppliersTab } from '@/components/suppliers/tabs'

/** The /suppliers tab on screen; null until the query (?tab=) has been read, so nothing acts on the default too early. */
export const ActiveSuppliersTab = createContext<SuppliersTab | null>('find')

export function useActiveSuppliersTab(): SuppliersTab | null {
  return useContext(ActiveSuppliersTab)
}
