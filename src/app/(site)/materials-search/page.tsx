import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { MATERIALS_INTRO, MATERIALS_TITLE, MaterialsScreen } from '@/components/materials/MaterialsScreen'
import { getShellData } from '@/lib/data/shell'
import { clientIpFrom } from '@/lib/enquiry/client-ip'
import { parseMaterialsQuery } from '@/lib/materials/browse'
import { MATERIALS_PATH } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo/metadata'

// Reached through src/proxy.ts: /materials?… (filters, a sort, a page) is rendered here per request; its readers are
// cached by tag, and /materials itself stays a cached page.
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const shell = await getShellData()
  const base = pageMetadata({
    title: MATERIALS_TITLE,
    description: MATERIALS_INTRO,
    path: MATERIALS_PATH,
    brand: shell.brand,
  })
  // Filtered lists are not indexed; the canonical stays the catalogue.
  return { ...base, robots: { index: false, follow: true } }
}

export default async function MaterialsSearchPage({ searchParams }: Props) {
  // Near a place, a visitor's new postcode lookups are limited by its address, as on the supplier search.
  return <MaterialsScreen query={parseMaterialsQuery(await searchParams)} clientIp={clientIpFrom(await headers())} />
}
