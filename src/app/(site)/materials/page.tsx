import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { MATERIALS_INTRO, MATERIALS_TITLE, MaterialsScreen } from '@/components/materials/MaterialsScreen'
import { getShellData } from '@/lib/data/shell'
import { parseMaterialsQuery } from '@/lib/materials/browse'
import { MATERIALS_PATH } from '@/lib/routes'
import { breadcrumbFromHome, pageMetadata, siteJsonLd } from '@/lib/seo/metadata'

// The plain catalogue, cached and revalidated by the products' tags; a filter, sort or page is rendered per request
// by /materials-search (src/proxy.ts).
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const shell = await getShellData()
  return pageMetadata({
    title: MATERIALS_TITLE,
    description: MATERIALS_INTRO,
    path: MATERIALS_PATH,
    brand: shell.brand,
  })
}

export default async function MaterialsPage() {
  const shell = await getShellData()
  return (
    <>
      <JsonLd data={siteJsonLd(shell, breadcrumbFromHome({ name: 'Materials', path: MATERIALS_PATH }))} />
      <MaterialsScreen query={parseMaterialsQuery({})} />
    </>
  )
}
