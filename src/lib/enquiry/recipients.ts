// Who will receive an enquiry, as the form shows it above the consent checkbox (the data come from
// GET /api/enquiries/recipients, which uses routing's own matching rule).

export type EnquiryRecipients = { count: number; names: string[] }

/** Where the form asks for the recipients. */
export const RECIPIENTS_ENDPOINT = '/api/enquiries/recipients'

/** 'A' · 'A and B' · 'A, B and C' */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/**
 * 'Your enquiry will be sent to 3 suppliers: A, B and C.' or, with none, 'No suppliers in Bristol yet: our team will find
 * suppliers for you.' An enquiry narrowed to a category names it ('No Timber suppliers in Leeds yet: ...'), so a city with
 * suppliers of other kinds is not said to have none; one with a site names that ('No suppliers deliver to LS6 2AA yet: ...').
 */
export function describeRecipients(
  recipients: EnquiryRecipients,
  city: string,
  category?: string,
  site?: string,
): string {
  if (recipients.count === 0 || recipients.names.length === 0) {
    const place = city.trim().replace(/\s+/g, ' ')
    const kind = category?.trim() ? `${category.trim()} suppliers` : 'suppliers'
    if (site?.trim()) return `No ${kind} deliver to ${site.trim()} yet: our team will find suppliers for you.`
    return place
      ? `No ${kind} in ${place} yet: our team will find suppliers for you.`
      : `No matching ${kind} yet: our team will find suppliers for you.`
  }
  const noun = recipients.count === 1 ? 'supplier' : 'suppliers'
  return `Your enquiry will be sent to ${recipients.count} ${noun}: ${joinNames(recipients.names)}.`
}

export type RecipientsQuery = {
  city: string
  category: number | null
  supplier: number | null
  /** The site postcode as typed (empty: none); the route places it as routing does. */
  sitePostcode?: string
}

/** The query string the form sends; the route reads it back with parseRecipientsQuery. */
export function recipientsSearchParams({ city, category, supplier, sitePostcode }: RecipientsQuery): URLSearchParams {
  const params = new URLSearchParams({ city: city.trim() })
  if (category) params.set('category', String(category))
  if (supplier) params.set('supplier', String(supplier))
  const site = sitePostcode?.trim()
  if (site) params.set('site', site)
  return params
}

const MAX_CITY_LENGTH = 100
const MAX_SITE_LENGTH = 12

function optionalId(value: string | null): number | null | 'invalid' {
  if (value === null || value === '') return null
  if (!/^\d{1,9}$/.test(value)) return 'invalid'
  const id = Number(value)
  return id > 0 ? id : 'invalid'
}

/** The route's input: a city of at most 100 characters, optional positive whole-number ids, an optional site postcode. */
export function parseRecipientsQuery(
  params: URLSearchParams,
): { ok: true; query: RecipientsQuery } | { ok: false; message: string } {
  const city = (params.get('city') ?? '').trim().replace(/\s+/g, ' ')
  if (city.length > MAX_CITY_LENGTH) return { ok: false, message: `city must be at most ${MAX_CITY_LENGTH} characters` }
  const category = optionalId(params.get('category'))
  const supplier = optionalId(params.get('supplier'))
  if (category === 'invalid') return { ok: false, message: 'category must be a positive whole number' }
  if (supplier === 'invalid') return { ok: false, message: 'supplier must be a positive whole number' }
  const sitePostcode = (params.get('site') ?? '').trim()
  if (sitePostcode.length > MAX_SITE_LENGTH)
    return { ok: false, message: `site must be at most ${MAX_SITE_LENGTH} characters` }
  return { ok: true, query: { city, category, supplier, sitePostcode } }
}

/** A city shorter than the form accepts matches nothing (unless a site is given); an addressed supplier needs neither. */
export function canMatch(query: RecipientsQuery): boolean {
  return query.supplier !== null || query.city.length >= 2 || Boolean(query.sitePostcode?.trim())
}
