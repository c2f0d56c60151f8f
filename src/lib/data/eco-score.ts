import { cachedQuery } from '@/lib/data/cached'
import { ECO_SCORE_PAGE_DEFAULTS, type EcoScorePageText } from '@/lib/eco-score/page-defaults'
import { CERTIFICATION_TYPES_SLUG, readCertificationTypes, type CertificationType } from '@/lib/eco-score/read'
import { collectionTag, globalTag, type CachedCollection } from '@/lib/platform/cache-tags'
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

/** The recognised certification types with their worth, as the public may read them; null while there is no such list. */
export const getCertificationTypes = cachedQuery(
  'certification-types',
  // Expired by the collection's own revalidation hooks (the cast until it is a cached collection of this build).
  [collectionTag(CERTIFICATION_TYPES_SLUG as CachedCollection)],
  async (): Promise<CertificationType[] | null> => readCertificationTypes(await getPayloadClient()),
)
