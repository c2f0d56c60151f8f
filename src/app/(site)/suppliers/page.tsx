import type { Metadata } from 'next'

import { loadDirectorySuppliers } from '@/lib/data/directory-listing'
import { SupplierDirectory } from '@/components/suppliers/SupplierDirectory.client'
import { FIND_HERO, SUPPLIERS_HERO_IMAGE, SuppliersScreen } from '@/components/suppliers/SuppliersScreen'
import { getShellData } from '@/lib/data/shell'
import { SUPPLIERS_PATH } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

// A request with a search query is rewritten by src/proxy.ts to the per-request /suppliers-search; this page stays cached.
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const shell = await getShellData()
  return pageMetadata({
    title: FIND_HERO.title,
    description: FIND_HERO.subtitle,
    path: SUPPLIERS_PATH,
    brand: shell.brand,
    image: SUPPLIERS_HERO_IMAGE,
  })
}

export default async function SuppliersPage() {
  const listing = await loadDirectorySuppliers()
  return (
    <SuppliersScreen
      tab="find"
      search={{ page: 1 }}
      findPanel={<SupplierDirectory initialSuppliers={listing.suppliers} initialError={listing.error} />}
    />
  )
}
