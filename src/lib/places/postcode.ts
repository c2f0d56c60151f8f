// UK postcodes as a visitor or a supplier types them: a full postcode ('LS6 2AA') or its outward code ('LS6').
// The shapes are those the postcodes.io API accepts (and validates the same way); whether one exists is its answer.

export type ParsedPostcode =
  /** A full postcode, written the standard way ('LS6 2AA'), with its outward code. */
  | { kind: 'full'; postcode: string; outcode: string }
  /** An outward code alone ('LS6', 'SW1A'). */
  | { kind: 'outward'; outcode: string }

/** An outward code: area (1–2 letters), district (a digit, then a digit or a letter, optionally). */
const OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/
/** An inward code: sector digit and two unit letters. */
const INWARD = /^\d[A-Z]{2}$/

/** Reads a postcode, full or outward, whatever its spacing and case; null when it is not one. */
export function parsePostcode(input: string): ParsedPostcode | null {
  const compact = input.replace(/\s+/g, '').toUpperCase()
  if (compact.length < 2 || compact.length > 7) return null
  if (compact.length >= 5) {
    const outcode = compact.slice(0, -3)
    const inward = compact.slice(-3)
    if (OUTWARD.test(outcode) && INWARD.test(inward)) return { kind: 'full', postcode: `${outcode} ${inward}`, outcode }
  }
  // 'LS6 2A' and the like: only a whole outward code, with no stray inward part, is one.
  if (/\s/.test(input.trim()) && !OUTWARD.test(input.trim().toUpperCase())) return null
  return OUTWARD.test(compact) ? { kind: 'outward', outcode: compact } : null
}

/** What a place typed with a digit in it is meant to be: town names have none. */
export function looksLikePostcode(input: string): boolean {
  return /\d/.test(input)
}

/** The cache's key of a parsed postcode: the standard form ('LS6 2AA', 'LS6'). */
export function postcodeKey(parsed: ParsedPostcode): string {
  return parsed.kind === 'full' ? parsed.postcode : parsed.outcode
}

/** The longest place (a postcode or a town, with a county after a comma) a form or a search takes. */
export const PLACE_INPUT_MAX = 100
