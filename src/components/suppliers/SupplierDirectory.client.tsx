'use client'

import { useEffect, useRef, useState } from 'react'
import { toast } from '@/components/toast-bus'

import { SupplierGrid } from '@/components/SupplierGrid'
import { useActiveSuppliersTab } from '@/components/suppliers/ActiveTab.client'
import { SUPPLIER_LOAD_MESSAGES } from '@/components/suppliers/load-error'
import { SupplierLoadAlert } from '@/components/suppliers/SupplierLoadAlert'
import { SuppliersLoading } from '@/components/suppliers/SuppliersLoading'
import type { DisplaySupplier } from '@/lib/suppliers/demo'
import type { SupplierListFailure, SupplierLoadError } from '@/lib/platform/offline'

export const SUPPLIER_LIST_ENDPOINT = '/api/suppliers/list'

const LOADED_TOAST_MS = 3000
const ERROR_TOAST_MS = 5000

function toastLoaded(count: number): void {
  toast.success(`${count} suppliers loaded successfully.`, { id: 'suppliers-refresh', duration: LOADED_TOAST_MS })
}

function toastLoadError(kind: SupplierLoadError): void {
  const { toastTitle, toastText } = SUPPLIER_LOAD_MESSAGES[kind]
  toast.error(toastTitle, { id: 'suppliers-load-error', description: toastText, duration: ERROR_TOAST_MS })
}

class SupplierFetchError extends Error {
  constructor(readonly kind: SupplierLoadError | null) {
    super(kind ? `suppliers list: ${kind}` : 'suppliers list: request failed')
  }
}

async function fetchSuppliers(): Promise<DisplaySupplier[]> {
  const response = await fetch(SUPPLIER_LIST_ENDPOINT, { cache: 'no-store', headers: { Accept: 'application/json' } })
  if (response.ok) {
    const body: unknown = await response.json()
    if (!Array.isArray(body)) throw new SupplierFetchError(null)
    return body as DisplaySupplier[]
  }
  // The route tells a database it cannot reach (the spec's setup failure) from any other failure.
  const failure = (await response.json().catch(() => null)) as Partial<SupplierListFailure> | null
  throw new SupplierFetchError(failure?.error === 'unreachable' ? 'unreachable' : null)
}

export type SupplierDirectoryProps = {
  /** The published suppliers as the page was rendered. */
  initialSuppliers: DisplaySupplier[]
  /** Why the page could not read them, when it could not. */
  initialError: SupplierLoadError | null
}

/** The Find Suppliers tab: every published supplier under 'Building Materials', with 'Refresh Suppliers'. */
export function SupplierDirectory({ initialSuppliers, initialError }: SupplierDirectoryProps) {
  const [suppliers, setSuppliers] = useState(initialSuppliers)
  const [loadError, setLoadError] = useState<SupplierLoadError | null>(initialError)
  const [refreshing, setRefreshing] = useState(false)

  const activeTab = useActiveSuppliersTab()
  const announced = useRef(false)

  useEffect(() => {
    if (initialError) toastLoadError(initialError)
  }, [initialError])

  // The spec's '{n} suppliers loaded successfully.' when the list is first on screen (at once, or on first switching to this tab).
  useEffect(() => {
    if (announced.current || activeTab !== 'find' || initialError || initialSuppliers.length === 0) return
    announced.current = true
    toastLoaded(initialSuppliers.length)
  }, [activeTab, initialError, initialSuppliers.length])

  async function refresh() {
    setRefreshing(true)
    try {
      const rows = await fetchSuppliers()
      setSuppliers(rows)
      setLoadError(null)
      if (rows.length === 0) {
        toast.info('No Suppliers', {
          id: 'suppliers-refresh',
          description: 'No supplier records found in the database.',
        })
      } else {
        toastLoaded(rows.length)
      }
    } catch (error) {
      setSuppliers([])
      if (error instanceof SupplierFetchError && error.kind) {
        setLoadError(error.kind)
        toastLoadError(error.kind)
      } else {
        console.error('Could not fetch suppliers:', error)
        setLoadError(null)
        toast.error('Error', {
          id: 'suppliers-refresh',
          description: 'Could not fetch suppliers. Please try again later.',
          duration: ERROR_TOAST_MS,
        })
      }
    } finally {
      setRefreshing(false)
    }
  }

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-3xl font-bold text-brand-900">Building Materials</h2>
        <button
          type="button"
          onClick={refresh}
          disabled={refreshing}
          aria-busy={refreshing}
          className={
            'inline-flex items-center gap-2 rounded-md border border-brand-700 px-4 ' +
            'py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 ' +
            'disabled:cursor-not-allowed disabled:opacity-60'
          }
        >
          <svg
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 16 16"
            className={refreshing ? 'animate-spin motion-reduce:animate-none' : ''}
          >
            <path
              d="M13.5 8a5.5 5.5 0 1 1-1.6-3.9M13.5 2.5v2.5H11"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </svg>
          Refresh Suppliers
        </button>
      </div>
      {loadError ? <SupplierLoadAlert kind={loadError} /> : null}
      {refreshing && suppliers.length === 0 ? (
        <SuppliersLoading />
      ) : (
        <SupplierGrid
          suppliers={suppliers}
          emptyText={loadError ? undefined : 'No suppliers are listed yet. Check back soon!'}
        />
      )}
    </div>
  )
}
