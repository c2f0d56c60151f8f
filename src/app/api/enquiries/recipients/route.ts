import config from '@payload-config'
import { getPayload } from 'payload'

import { clientIpFrom } from '@/lib/enquiry/client-ip'
import { canMatch, parseRecipientsQuery, type EnquiryRecipients } from '@/lib/enquiry/recipients'
import { findMatchingSuppliers } from '@/lib/enquiry/route-lead'
import { resolveSite } from '@/lib/enquiry/site'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

const NAME_ORDER = new Intl.Collator('en-GB')

/**
 * GET /api/enquiries/recipients?city=&category=&supplier=&site= → { count, names }: the published suppliers an
 * enquiry with these values would go to, found by routing's own rule (findMatchingSuppliers) with the site placed as
 * routing places it. A site that cannot be placed answers { error, field: 'sitePostcode' } with the message the form
 * shows: 422 (not a postcode, none such, or the postcodes API not answering: never a 5xx for that) or 429 (too many
 * new postcodes from one address).
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = parseRecipientsQuery(new URL(request.url).searchParams)
  if (!parsed.ok) return Response.json({ error: parsed.message }, { status: 400, headers: NO_STORE })
  const { query } = parsed
  if (!canMatch(query)) return Response.json({ count: 0, names: [] } satisfies EnquiryRecipients, { headers: NO_STORE })
  try {
    const payload = await getPayload({ config })
    const site = await resolveSite(payload, query.sitePostcode, clientIpFrom(request.headers))
    if (!site.ok) {
      const status = site.kind === 'limited' ? 429 : 422
      return Response.json({ error: site.message, field: 'sitePostcode' }, { status, headers: NO_STORE })
    }
    const suppliers = await findMatchingSuppliers(
      { payload },
      { ...query, site: site.site ? { lat: site.site.lat, lng: site.site.lng } : null },
    )
    const names = suppliers.map((s) => s.name).sort(NAME_ORDER.compare)
    return Response.json({ count: suppliers.length, names } satisfies EnquiryRecipients, { headers: NO_STORE })
  } catch (error) {
    console.error('GET /api/enquiries/recipients failed', error)
    return Response.json({ error: 'The recipients could not be looked up.' }, { status: 503, headers: NO_STORE })
  }
}
