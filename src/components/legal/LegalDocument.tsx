import type { PrivacyPolicy } from '@payload-types'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { ReactNode } from 'react'

import { RichTextBody } from '@/components/blog/RichTextBody'
import { formatLongDate } from '@/lib/dates'

/**
 * A legal page from its CMS global (privacy, terms, the review policy): title, the date line (the seeded pages read
 * 'Last updated: 15 April 2025', the UK way), the rich text, then whatever the page adds below it.
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
        Last updated: <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated)}</time>
      </p>
      <div className="mt-10">
        <RichTextBody data={page.content as SerializedEditorState} />
      </div>
      {children}
    </article>
  )
}
