// The enquiry's two optional routing fields (issue 32), beside the spec's fields (fields.ts), which stay as they are:
// the material wanted (a category: preset and fixed on a category's pages) and the site's postcode. Routing narrows
// to the suppliers of that material whose delivery area covers the site (routing-rule.ts).
import { parsePostcode } from '@/lib/places/postcode'

export const MATERIAL_FIELD = {
  name: 'category',
  label: 'Material',
  /** The select's first option: no material named. */
  any: 'Any material',
  hint: 'Only suppliers of this material receive your enquiry.',
} as const

export const SITE_POSTCODE_FIELD = {
  name: 'sitePostcode',
  label: 'Site postcode',
  hint: 'Where the work is (optional): only suppliers who deliver there receive your enquiry.',
  /** Room for 'SW1A 1AA' typed with spaces around it; the schema trims. */
  maxLength: 12,
} as const

export const SITE_POSTCODE_MESSAGES = {
  invalid: 'Enter a UK postcode, like LS6 2AA, or leave Site postcode empty',
  unknown: (postcode: string) => `We could not find the postcode ${postcode}: check it, or leave Site postcode empty`,
  unavailable: (postcode: string) =>
    `We cannot look up the postcode ${postcode} just now: try again in a few minutes, or leave Site postcode empty ` +
    'to send your enquiry by city',
} as const

/** Whether a typed site postcode has a postcode's shape (full, like 'LS6 2AA', or its first part, like 'LS6'). */
export function isSitePostcode(value: string): boolean {
  return parsePostcode(value) !== null
}
