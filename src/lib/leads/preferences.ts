// A supplier's lead preferences (collections/LeadPreferences): the materials and the area it wants leads for. Routing
// honours them (src/lib/enquiry/routing-rule.ts); here, what a listing may choose, checked on every save whoever saves.
import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { DELIVERY_RADIUS_LIMITS } from '@/lib/account/listing-rules'
import { runSql } from '@/lib/platform/db'

export const LEAD_PREFERENCES_COLLECTION = 'lead-preferences'

/** What a listing offers to choose from: the materials it supplies and its delivery area. */
export type ListingSupply = {
  /** Its category and its published products' categories, by name. */
  materials: Array<{ id: number; name: string }>
  hasBase: boolean
  ukWide: boolean
  deliveryRadiusMiles: number | null
}

/** The listing's materials and area, as published (what routing reads). */
export async function listingSupply(
  payload: Payload,
  supplierId: number,
  req?: PayloadRequest,
): Promise<ListingSupply> {
  const { rows } = await runSql(
    payload,
    sql`select s.base_latitude is not null as has_base, s.delivers_uk_wide, s.delivery_radius_miles::float8 as radius,
               coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id)
                         from categories c
                         where c.id = s.category_id or c.id in (select p.category_id from products p
                           where p.supplier_id = s.id and p._status = 'published')), '[]') as materials
        from suppliers s where s.id = ${supplierId}`,
    req,
  )
  const row = rows[0] as
    | {
        has_base: boolean
        delivers_uk_wide: boolean | null
        radius: number | null
        materials: ListingSupply['materials']
      }
    | undefined
  if (!row) return { materials: [], hasBase: false, ukWide: false, deliveryRadiusMiles: null }
  return {
    materials: row.materials.map((m) => ({ id: Number(m.id), name: String(m.name) })),
    hasBase: Boolean(row.has_base),
    ukWide: row.delivers_uk_wide === true,
    deliveryRadiusMiles: row.radius === null ? null : Number(row.radius),
  }
}

export const LEAD_PREFERENCE_MESSAGES = {
  material: 'Choose only materials your listing supplies (its category or its published products’ categories).',
  radiusWhole: 'Give the lead radius as a whole number of miles, or leave it empty for your whole delivery area.',
  noBase: 'Your listing has no base yet: a lead radius needs one. Leave it empty, or ask us to add your base.',
  radiusTooFar: (max: number) => `A lead radius can be at most your delivery radius, ${max} miles.`,
} as const

/** The most a lead radius may be for a listing: its delivery radius, or the largest radius when it delivers UK-wide. */
export function maxLeadRadius(supply: ListingSupply): number | null {
  if (!supply.hasBase) return null
  if (supply.ukWide) return DELIVERY_RADIUS_LIMITS.max
  return supply.deliveryRadiusMiles
}

/** What is wrong with a preference (field by field), or nothing. */
export function leadPreferenceProblems(
  supply: ListingSupply,
  value: { materials: readonly number[]; leadRadiusMiles: number | null },
): { materials?: string; leadRadiusMiles?: string } {
  const problems: { materials?: string; leadRadiusMiles?: string } = {}
  const offered = new Set(supply.materials.map((m) => m.id))
  if (value.materials.some((id) => !offered.has(id))) problems.materials = LEAD_PREFERENCE_MESSAGES.material
  const radius = value.leadRadiusMiles
  if (radius !== null) {
    const max = maxLeadRadius(supply)
    if (!Number.isInteger(radius) || radius < DELIVERY_RADIUS_LIMITS.min)
      problems.leadRadiusMiles = LEAD_PREFERENCE_MESSAGES.radiusWhole
    else if (max === null) problems.leadRadiusMiles = LEAD_PREFERENCE_MESSAGES.noBase
    else if (radius > max) problems.leadRadiusMiles = LEAD_PREFERENCE_MESSAGES.radiusTooFar(max)
  }
  return problems
}

export type SavedPreferences = { id: number | null; materials: number[]; leadRadiusMiles: number | null }

/** The listing's preferences as saved (none: every material it supplies, its whole delivery area). */
export async function readLeadPreferences(payload: Payload, supplierId: number): Promise<SavedPreferences> {
  const { rows } = await runSql(
    payload,
    sql`select p.id, p.lead_radius_miles::float8 as radius,
               array(select r.categories_id from lead_preferences_rels r
                     where r.parent_id = p.id and r.path = 'materials' and r.categories_id is not null order by 1) as materials
        from lead_preferences p where p.supplier_id = ${supplierId}`,
  )
  const row = rows[0] as { id: number; radius: number | null; materials: number[] } | undefined
  if (!row) return { id: null, materials: [], leadRadiusMiles: null }
  return {
    id: Number(row.id),
    materials: row.materials.map(Number),
    leadRadiusMiles: row.radius === null ? null : Number(row.radius),
  }
}

export type PreferenceForm = { materials: string[]; leadRadiusMiles: string }

/** A posted form's values: whole-number ids, and the radius (empty: none; NaN when it is not a number). */
export function preferenceInput(form: PreferenceForm): { materials: number[]; leadRadiusMiles: number | null } {
  const radius = form.leadRadiusMiles.trim()
  return {
    // An id that is not a whole number names no material: kept as NaN, so the check refuses it.
    materials: form.materials.map((v) => (/^\d{1,9}$/.test(v) ? Number(v) : Number.NaN)),
    leadRadiusMiles: radius === '' ? null : /^\d{1,5}$/.test(radius) ? Number(radius) : Number.NaN,
  }
}

/** Why a save was refused, as the portal's address carries it (never text from the request). */
export const PREFERENCE_PROBLEM_CODES = ['material', 'radius-whole', 'no-base', 'radius-too-far'] as const
export type PreferenceProblemCode = (typeof PREFERENCE_PROBLEM_CODES)[number]

/** The first problem of a preference, as its code; null when there is none. */
export function preferenceProblemCode(
  supply: ListingSupply,
  value: { materials: readonly number[]; leadRadiusMiles: number | null },
): PreferenceProblemCode | null {
  const problems = leadPreferenceProblems(supply, value)
  if (problems.materials) return 'material'
  if (!problems.leadRadiusMiles) return null
  if (problems.leadRadiusMiles === LEAD_PREFERENCE_MESSAGES.radiusWhole) return 'radius-whole'
  return problems.leadRadiusMiles === LEAD_PREFERENCE_MESSAGES.noBase ? 'no-base' : 'radius-too-far'
}

/** The message of a code, for the listing's own limits. */
export function preferenceProblemText(code: PreferenceProblemCode, supply: ListingSupply): string {
  if (code === 'material') return LEAD_PREFERENCE_MESSAGES.material
  if (code === 'radius-whole') return LEAD_PREFERENCE_MESSAGES.radiusWhole
  if (code === 'no-base') return LEAD_PREFERENCE_MESSAGES.noBase
  return LEAD_PREFERENCE_MESSAGES.radiusTooFar(maxLeadRadius(supply) ?? 0)
}
