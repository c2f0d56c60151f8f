import { cachedQuery } from '@/lib/data/cached'
import { ECO_SCORE_PAGE_DEFAULTS, type EcoScorePageText } from '@/lib/eco-score/page-defaults'
import { readCertificationTypes, type CertificationType } from '@/lib/eco-score/read'
import { collectionTag, globalTag } from '@/lib/platform/cache-tags'
import { getPayloadClient } from '@/lib/platform/payload'

const text = (value: string | null | undefined, fallback: string) => (value && value.trim() ? value : fallback)

/** /eco-score's words from the editors' global; any field still empty reads as its default. */
export const getEcoScorePage = cachedQuery(
  'eco-score-page',
  [globalTag('eco-score-page')],
  async (): Promise<EcoScorePageText> => {
    const payload = await getPayloadClient()
    const page = await payload.findGlobal({ slug: 'eco-score-page', depth: 0, overrideAccess: false })
    const d = ECO_SCORE_PAGE_DEFAULTS
    const notes = (page.notes ?? []).map((n) => ({ question: n.question, answer: n.answer }))
    return {
      title: text(page.title, d.title),
      metaDescription: text(page.metaDescription, d.metaDescription),
      intro: text(page.intro, d.intro),
      why: text(page.why, d.why),
      notes: page.title ? notes : d.notes,
    }
  },
)

/** The recognised certification types with their worth, as the public may read them. */
export const getCertificationTypes = cachedQuery(
  'certification-types',
  // Expired by the collection's own revalidation hooks.
  [collectionTag('certification-types')],
  async (): Promise<CertificationType[]> => readCertificationTypes(await getPayloadClient()),
)
