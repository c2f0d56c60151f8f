import type { Metadata } from 'next'

import { MATERIALS_INTRO, MATERIALS_TITLE, MaterialsScreen } from '@/components/materials/MaterialsScreen'
import { getShellData } from '@/lib/data/shell'
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
  return <MaterialsScreen query={parseMaterialsQuery(await searchParams)} />
}
