'use client'

import { createContext, useContext } from 'react'

import type { SuppliersTab } from '@/components/suppliers/tabs'

/** The /suppliers tab on screen (the server knows the first one: ?tab=get-listed has its own cached page). */
export const ActiveSuppliersTab = createContext<SuppliersTab | null>('find')

export function useActiveSuppliersTab(): SuppliersTab | null {
  return useContext(ActiveSuppliersTab)
}
