import { CachedSuppliersPage, suppliersPageMetadata } from '@/components/suppliers/CachedSuppliersPage'

// Reached through src/proxy.ts: /suppliers?tab=get-listed is this cached page, so its one h1 is the Get Listed hero.
export const revalidate = 300

export const generateMetadata = suppliersPageMetadata

export default function SuppliersGetListedPage() {
  return <CachedSuppliersPage tab="get-listed" />
}
