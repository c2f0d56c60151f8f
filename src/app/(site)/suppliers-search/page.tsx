import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { SupplierSearchResults } from '@/components/suppliers/SupplierSearchResults'
import { FIND_HERO, SUPPLIERS_HERO_IMAGE, SuppliersScreen } from '@/components/suppliers/SuppliersScreen'
import { tabFromQuery } from '@/components/suppliers/tabs'
import { SUPPLIERS_PATH, TAB_PARAM } from '@/lib/routes'
import { getShellData } from '@/lib/data/shell'
import { clientIpFrom } from '@/lib/enquiry/client-ip'
import { parseSearchParams, searchUrl } from '@/lib/search/params'
import { searchSuppliers } from '@/lib/search/suppliers'
import { pageMetadata } from '@/lib/seo/metadata'

// Reached through src/proxy.ts: /suppliers?q=… is rendered here per request, so /suppliers itself stays cached.
export const dynamic = 'force-dynamic'

type SearchPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const shell = await getShellData()
  const base = pageMetadata({
    title: `Search: ${FIND_HERO.title}`,
    description: FIND_HERO.subtitle,
    path: SUPPLIERS_PATH,
    brand: shell.brand,
    image: SUPPLIERS_HERO_IMAGE,
  })
  // Search results are not indexed; the canonical stays the directory.
  return { ...base, robots: { index: false, follow: true } }
}

export default async function SupplierSearchPage({ searchParams }: SearchPageProps) {
  const params = await searchParams
  const search = parseSearchParams(params)
  const result = await searchSuppliers(search, { clientIp: clientIpFrom(await headers()) })
  // A page past the last (an old link, a hand-edited address) goes to the last page of the same search.
  if (!result.suppliers.length && result.total > 0) redirect(searchUrl(search, result.pageCount))
  const tab = tabFromQuery(typeof params[TAB_PARAM] === 'string' ? params[TAB_PARAM] : null)
  return (
    <SuppliersScreen
      tab={tab}
      search={search}
      nearProblem={result.nearProblem}
      findPanel={<SupplierSearchResults search={search} result={result} />}
    />
  )
}
