import type { PrivacyPolicy, Term } from '@payload-types'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { RichTextBody } from '@/components/blog/RichTextBody'
import { formatLongDate } from '@/lib/dates'

/** A legal page from its CMS global: title, the date line (the seeded pages read 'Last updated: April 15, 2025') and the rich text. */
export function LegalDocument({ page }: { page: PrivacyPolicy | Term }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-brand-900">{page.title}</h1>
      <p className="mt-3 text-sm text-gray-600">
        Last updated: <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated)}</time>
      </p>
      <div className="mt-10">
        <RichTextBody data={page.content as SerializedEditorState} />
      </div>
    </article>
  )
}
