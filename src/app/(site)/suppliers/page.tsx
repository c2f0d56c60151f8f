import type { Metadata } from 'next'

import { SupplierDirectory } from '@/components/suppliers/SupplierDirectory.client'
import { FIND_HERO, SUPPLIERS_HERO_IMAGE, SuppliersScreen } from '@/components/suppliers/SuppliersScreen'
import { getShellData } from '@/lib/data/shell'
import { getAllSuppliers, type DisplaySupplier } from '@/lib/data/suppliers'
import { capRenderLifetime, classifySupplierLoadError, SUPPLIERS_FAILURE_SECONDS, type SupplierLoadError } from '@/lib/offline'
import { pageMetadata } from '@/lib/seo'

// A request with a search query is rewritten by src/proxy.ts to the per-request /suppliers-search; this page stays cached.
export const revalidate = 300

const PATH = '/suppliers'

type SupplierListing = { suppliers: DisplaySupplier[]; error: SupplierLoadError | null }

/** Every published supplier; on failure the spec's setup or unexpected error, and this render is cached only briefly. */
async function loadSuppliers(): Promise<SupplierListing> {
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

export async function generateMetadata(): Promise<Metadata> {
  const shell = await getShellData()
  return pageMetadata({ title: FIND_HERO.title, description: FIND_HERO.subtitle, path: PATH, brand: shell.brand, image: SUPPLIERS_HERO_IMAGE })
}

export default async function SuppliersPage() {
  const listing = await loadSuppliers()
  return <SuppliersScreen search={{ page: 1 }} findPanel={<SupplierDirectory initialSuppliers={listing.suppliers} initialError={listing.error} />} />
}
