import { getAllSuppliers, type DisplaySupplier } from '@/lib/data/suppliers'
import {
  capRenderLifetime,
  classifySupplierLoadError,
  SUPPLIERS_FAILURE_SECONDS,
  type SupplierLoadError,
} from '@/lib/platform/offline'

export type SupplierListing = { suppliers: DisplaySupplier[]; error: SupplierLoadError | null }

/** Every published supplier; on failure the spec's setup or unexpected error, and this render is cached only briefly. */
export async function loadDirectorySuppliers(): Promise<SupplierListing> {
  try {
    return { suppliers: await getAllSuppliers(), error: null }
  } catch (error) {
    const kind = classifySupplierLoadError(error)
    console.error(`[suppliers] reading the suppliers failed (${kind}):`, error instanceof Error ? error.message : error)
    // The error page lasts only as long as the failure (plus a few seconds), never the page's full lifetime.
    await capRenderLifetime(SUPPLIERS_FAILURE_SECONDS)
    return { suppliers: [], error: kind }
  }
}
