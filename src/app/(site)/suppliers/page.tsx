import { CachedSuppliersPage, suppliersPageMetadata } from '@/components/suppliers/CachedSuppliersPage'

// A request with a search query is rewritten by src/proxy.ts to the per-request /suppliers-search; this page stays cached.
export const revalidate = 300

export const generateMetadata = suppliersPageMetadata

export default function SuppliersPage() {
  return <CachedSuppliersPage tab="find" />
}
