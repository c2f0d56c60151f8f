import type { Metadata } from 'next'

import { loadDirectorySuppliers } from '@/lib/data/directory-listing'
import { SupplierDirectory } from '@/components/suppliers/SupplierDirectory.client'
import { FIND_HERO, SUPPLIERS_HERO_IMAGE, SuppliersScreen } from '@/components/suppliers/SuppliersScreen'
import { getShellData } from '@/lib/data/shell'
import { pageMetadata } from '@/lib/seo'

// Reached through src/proxy.ts: /suppliers?tab=get-listed is this cached page, so its one h1 is the Get Listed hero.
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const shell = await getShellData()
  return pageMetadata({
    title: FIND_HERO.title,
    description: FIND_HERO.subtitle,
    path: '/suppliers',
    brand: shell.brand,
    image: SUPPLIERS_HERO_IMAGE,
  })
}

export default async function SuppliersGetListedPage() {
  const listing = await loadDirectorySuppliers()
  return (
    <SuppliersScreen
      tab="get-listed"
      search={{ page: 1 }}
      findPanel={<SupplierDirectory initialSuppliers={listing.suppliers} initialError={listing.error} />}
    />
  )
}
