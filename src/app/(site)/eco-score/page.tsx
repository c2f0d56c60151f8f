import type { Metadata } from 'next'

import { CertificationTypes } from '@/components/eco-score/CertificationTypes'
import { EcoScoreMethod } from '@/components/eco-score/EcoScoreMethod'
import { JsonLd } from '@/components/JsonLd'
import { getCertificationTypes, getEcoScorePage } from '@/lib/data/eco-score'
import { getShellData } from '@/lib/data/shell'
import { ECO_SCORE_PATH } from '@/lib/routes'
import { breadcrumbFromHome, pageMetadata, siteJsonLd } from '@/lib/seo/metadata'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const [shell, page] = await Promise.all([getShellData(), getEcoScorePage()])
  return pageMetadata({
    title: page.title,
    description: page.metaDescription,
    path: ECO_SCORE_PATH,
    brand: shell.brand,
  })
}

const paragraphs = (text: string) => text.split(/\n{2,}/).filter((p) => p.trim() !== '')

/**
 * How the Eco-Score is computed: the editors' words around the rules, which are rendered from the code that computes
 * every score (src/lib/eco-score/method.ts), and the recognised certification types with their worth.
 */
export default async function EcoScoreMethodPage() {
  const [shell, page, types] = await Promise.all([getShellData(), getEcoScorePage(), getCertificationTypes()])
  return (
    <>
      <JsonLd data={siteJsonLd(shell, breadcrumbFromHome({ name: page.title, path: ECO_SCORE_PATH }))} />
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight text-brand-900">{page.title}</h1>
        <div className="mt-6 space-y-4" data-testid="eco-score-intro">
          {paragraphs(page.intro).map((p) => (
            <p key={p} className="text-lg leading-8 text-gray-800">
              {p}
            </p>
          ))}
        </div>
        <div className="mt-12">
          <EcoScoreMethod certificationTypes={<CertificationTypes types={types} />} />
        </div>
        <section aria-labelledby="why-heading" className="mt-12">
          <h2 id="why-heading" className="text-2xl font-bold text-brand-900">
            Why we score this way
          </h2>
          {paragraphs(page.why).map((p) => (
            <p key={p} className="mt-4 leading-7 text-gray-800">
              {p}
            </p>
          ))}
        </section>
        {page.notes.length > 0 ? (
          <section aria-labelledby="questions-heading" className="mt-12">
            <h2 id="questions-heading" className="text-2xl font-bold text-brand-900">
              Questions
            </h2>
            <div className="mt-4 space-y-6">
              {page.notes.map((note, index) => (
                <div key={`${index}-${note.question}`}>
                  <h3 className="text-lg font-semibold text-gray-900">{note.question}</h3>
                  <p className="mt-2 whitespace-pre-line leading-7 text-gray-800">{note.answer}</p>
                </div>
              ))}
            </div>
          </section>
        ) : null}
      </article>
    </>
  )
}
