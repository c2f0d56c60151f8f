import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { JsonLd } from '@/components/JsonLd'
import { LegalDocument } from '@/components/legal/LegalDocument'
import { getShellData } from '@/lib/data/shell'
import { getLegalPage } from '@/lib/data/site'
import { pageMetadata, siteJsonLd } from '@/lib/seo/metadata'

type LegalSlug = 'privacy-policy' | 'terms'

/** generateMetadata of a legal page: its title and description from the CMS. */
export async function legalPageMetadata(slug: LegalSlug): Promise<Metadata> {
  const [shell, page] = await Promise.all([getShellData(), getLegalPage(slug)])
  return pageMetadata({ title: page.title, description: page.metaDescription, path: `/${slug}`, brand: shell.brand })
}

/** The body of a legal page route; `children` follow the page's own text (the terms' commission section). */
export async function LegalPageContent({ slug, children }: { slug: LegalSlug; children?: ReactNode }) {
  const [shell, page] = await Promise.all([getShellData(), getLegalPage(slug)])
  return (
    <>
      <JsonLd data={siteJsonLd(shell)} />
      <LegalDocument page={page}>{children}</LegalDocument>
    </>
  )
}
