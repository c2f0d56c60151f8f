import { collectionTag } from '@/lib/platform/cache-tags'
import { cachedQuery } from '@/lib/data/cached'
import { canMatch, type EnquiryRecipients, type RecipientsQuery } from '@/lib/enquiry/recipients'
import { findMatchingSuppliers } from '@/lib/enquiry/route-lead'
import { getPayloadClient } from '@/lib/platform/payload'

const NAME_ORDER = new Intl.Collator('en-GB')

const readRecipients = cachedQuery(
  'enquiry-recipients',
  // Routing reads the listings, their published products' categories and their lead preferences.
  [collectionTag('suppliers'), collectionTag('products'), collectionTag('lead-preferences')],
  async (city: string, category: number | null, supplier: number | null): Promise<EnquiryRecipients> => {
    const suppliers = await findMatchingSuppliers({ payload: await getPayloadClient() }, { city, category, supplier })
    return { count: suppliers.length, names: suppliers.map((s) => s.name).sort(NAME_ORDER.compare) }
  },
)

/**
 * Whom an enquiry from a page's own form reaches (its prefilled city, category or supplier), for the form's
 * server HTML; null when nothing can match yet or the database cannot be read (the form then says so generically).
 */
export async function getEnquiryRecipients(query: RecipientsQuery): Promise<EnquiryRecipients | null> {
  if (!canMatch(query)) return null
  try {
    return await readRecipients(query.city, query.category, query.supplier)
  } catch (error) {
    console.error(
      '[enquiry] looking up the recipients for the page failed:',
      error instanceof Error ? error.message : error,
    )
    return null
  }
}
