import type { PrivacyPolicy } from '@payload-types'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { ReactNode } from 'react'

import { RichTextBody } from '@/components/blog/RichTextBody'
import { formatSpecQuotedDate } from '@/lib/dates'

/**
 * A legal page from its CMS global (privacy, terms, the review policy): title, the date line (the seeded pages read
 * 'Last updated: April 15, 2025', as the spec quotes it; the site's other dates are the UK's), the rich text, then whatever the page adds below it.
 */
export function LegalDocument({
  page,
  children,
}: {
  page: Pick<PrivacyPolicy, 'title' | 'lastUpdated' | 'content'>
  children?: ReactNode
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-brand-900">{page.title}</h1>
      <p className="mt-3 text-sm text-gray-600">
        Last updated: <time dateTime={page.lastUpdated}>{formatSpecQuotedDate(page.lastUpdated)}</time>
      </p>
      <div className="mt-10">
        <RichTextBody data={page.content as SerializedEditorState} />
      </div>
      {children}
    </article>
  )
}
