import type { Metadata } from 'next'

import { SupplierDirectory } from '@/components/suppliers/SupplierDirectory.client'
import { FIND_HERO, SUPPLIERS_HERO_IMAGE, SuppliersScreen } from '@/components/suppliers/SuppliersScreen'
import type { SuppliersTab } from '@/components/suppliers/tabs'
import { loadDirectorySuppliers } from '@/lib/data/directory-listing'
import { getShellData } from '@/lib/data/shell'
import { SUPPLIERS_PATH } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo/metadata'

/** Both cached /suppliers pages (either tab) have the directory's canonical address and metadata. */
export async function suppliersPageMetadata(): Promise<Metadata> {
  const shell = await getShellData()
  return pageMetadata({
    title: FIND_HERO.title,
    description: FIND_HERO.subtitle,
    path: SUPPLIERS_PATH,
    brand: shell.brand,
    image: SUPPLIERS_HERO_IMAGE,
  })
}

/** /suppliers without a search, opened on `tab`: every published supplier in the Find Suppliers panel. */
export async function CachedSuppliersPage({ tab }: { tab: SuppliersTab }) {
  const listing = await loadDirectorySuppliers()
  return (
    <SuppliersScreen
      tab={tab}
      search={{ page: 1 }}
      findPanel={<SupplierDirectory initialSuppliers={listing.suppliers} initialError={listing.error} />}
    />
  )
}
