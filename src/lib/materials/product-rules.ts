import { z } from 'zod'

import type { Product } from '@payload-types'
import { checkEpd, GWP_MODULES, type DataTypeCode, type Epd, type EpdInput } from '@/lib/materials/epd'
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, type ProductDraft } from '@/lib/materials/openepd'
import { hasLineBreak } from '@/lib/single-line'
import { slugify, SLUG_MAX_LENGTH } from '@/lib/slug'

// A product as the `products` collection stores it, read through the one EPD schema (epd.ts): the rules every save
// of a supplier account meets (REST, the Local API, the portal's actions), and the conversions between the stored
// group (`epd.declaredUnitQuantity`, `epd.pcrName`, ...) and the EPD type (`declaredUnit.quantity`, `pcr.name`, ...).

export type StoredEpd = NonNullable<Product['epd']>

/**
 * Set in a save's `context` by the portal's 'Send for review' (collections/Products/hooks/review.ts reads it): server
 * code only, a request cannot set it.
 */
export const SUBMIT_PRODUCT_FOR_REVIEW = 'submitProductForReview'

export type ProductIssue = { path: string; message: string }

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** The stored EPD fields that make a product 'have EPD data' once any of them is filled (the data type does not). */
const EPD_CONTENT_FIELDS = [
  'declaredUnitQuantity',
  'declaredUnit',
  'massPerDeclaredUnit',
  'registrationNumber',
  'programmeOperator',
  'pcrName',
  'pcrVersion',
  'standard',
  'verifier',
  'issuedOn',
  'validUntil',
  'document',
  'documentUrl',
  'biogenicCarbonA1A3',
  'recycledContent',
  'serviceLifeYears',
  'plantLocation',
] as const satisfies readonly (keyof StoredEpd)[]

/** Whether a product holds no EPD data at all (a product without an EPD, as the old `products` strings become). */
export function isEpdBlank(epd: StoredEpd | null | undefined): boolean {
  if (!epd) return true
  const gwp = (epd.gwp ?? {}) as Record<string, unknown>
  return EPD_CONTENT_FIELDS.every((f) => blank(epd[f])) && GWP_MODULES.every((m) => blank(gwp[m.key]))
}

/** The stored group as the EPD schema reads it; `dataType` is the one to check (staff's, or the supplier's claim). */
export function epdInputOf(epd: StoredEpd, dataType: DataTypeCode | null | undefined): EpdInput {
  const gwp = (epd.gwp ?? {}) as Record<string, unknown>
  const unitGiven = !blank(epd.declaredUnitQuantity) || !blank(epd.declaredUnit)
  return {
    declaredUnit: unitGiven
      ? { quantity: epd.declaredUnitQuantity as number, unit: epd.declaredUnit as never }
      : (undefined as never),
    massPerDeclaredUnit: epd.massPerDeclaredUnit,
    registrationNumber: epd.registrationNumber,
    programmeOperator: epd.programmeOperator,
    pcr: { name: epd.pcrName ?? null, version: epd.pcrVersion ?? null } as never,
    standard: epd.standard as never,
    verifier: epd.verifier,
    issuedOn: epd.issuedOn as never,
    validUntil: epd.validUntil as never,
    dataType: (dataType ?? undefined) as never,
    documentUrl: epd.documentUrl,
    gwp: Object.fromEntries(GWP_MODULES.map((m) => [m.key, gwp[m.key]])) as never,
    biogenicCarbonA1A3: epd.biogenicCarbonA1A3,
    recycledContent: epd.recycledContent,
    serviceLifeYears: epd.serviceLifeYears,
    plantLocation: epd.plantLocation,
  }
}

/**
 * The stored field an EPD schema path names ('declaredUnit.quantity' → 'epd.declaredUnitQuantity'); the data type is
 * named by `dataTypeField` (a supplier's claim, or staff's own field).
 */
export function storedEpdPath(field: string, dataTypeField: 'dataType' | 'dataTypeClaimed' = 'dataTypeClaimed') {
  if (field === 'declaredUnit.quantity') return 'epd.declaredUnitQuantity'
  if (field === 'declaredUnit' || field === 'declaredUnit.unit') return 'epd.declaredUnit'
  if (field === 'pcr' || field === 'pcr.name') return 'epd.pcrName'
  if (field === 'pcr.version') return 'epd.pcrVersion'
  if (field === 'dataType') return `epd.${dataTypeField}`
  if (field === 'gwp') return 'epd.gwp.a1a3'
  return `epd.${field}`
}

/** The EPD as the collection stores it (the data type as the supplier's claim; staff set their own). */
export function storedEpdOf(epd: Epd): Omit<StoredEpd, 'dataType' | 'document'> {
  return {
    declaredUnitQuantity: epd.declaredUnit.quantity,
    declaredUnit: epd.declaredUnit.unit,
    massPerDeclaredUnit: epd.massPerDeclaredUnit,
    registrationNumber: epd.registrationNumber,
    programmeOperator: epd.programmeOperator,
    pcrName: epd.pcr?.name ?? null,
    pcrVersion: epd.pcr?.version ?? null,
    standard: epd.standard,
    verifier: epd.verifier,
    issuedOn: epd.issuedOn,
    validUntil: epd.validUntil,
    dataTypeClaimed: epd.dataType,
    documentUrl: epd.documentUrl,
    gwp: { ...epd.gwp },
    biogenicCarbonA1A3: epd.biogenicCarbonA1A3,
    recycledContent: epd.recycledContent,
    serviceLifeYears: epd.serviceLifeYears,
    plantLocation: epd.plantLocation,
  }
}

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

const nameRule = z
  .string({ error: "Please enter the product's name." })
  .trim()
  .min(1, "Please enter the product's name.")
  .max(PRODUCT_NAME_MAX, `The name must be at most ${PRODUCT_NAME_MAX} characters.`)
  .refine((v) => !hasLineBreak(v) && !CONTROL_CHARACTERS.test(v), 'The name must be one line of plain text.')

const descriptionRule = z.preprocess(
  (v) => (blank(v) ? null : v),
  z
    .string({ error: 'The description must be text.' })
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX, `The description must be at most ${PRODUCT_DESCRIPTION_MAX} characters.`)
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'The description contains characters that cannot be used.')
    .nullable(),
)

export type ProductDraftCheck =
  | { ok: true; values: { name: string; description: string | null; epd: Partial<StoredEpd> | null } }
  | { ok: false; issues: ProductIssue[] }

/**
 * A product as an account saves it (the stored shape, the document's current values merged with what was sent),
 * checked as a whole: a name, a category, and either no EPD data at all or a complete EPD that passes `checkEpd`
 * (the data type checked is the supplier's claim, else staff's). The values to store come back tidied (trimmed,
 * empty optional fields null); else every field's first message under Payload's paths.
 */
export function checkProductDraft(product: {
  name?: unknown
  description?: unknown
  category?: unknown
  epd?: StoredEpd | null
}): ProductDraftCheck {
  const issues: ProductIssue[] = []
  const name = nameRule.safeParse(product.name ?? '')
  if (!name.success) issues.push({ path: 'name', message: name.error.issues[0].message })
  const description = descriptionRule.safeParse(product.description)
  if (!description.success) issues.push({ path: 'description', message: description.error.issues[0].message })
  if (blank(product.category)) issues.push({ path: 'category', message: 'Please choose the category.' })
  let epd: Partial<StoredEpd> | null = null
  if (!isEpdBlank(product.epd)) {
    const stored = product.epd!
    const checked = checkEpd(epdInputOf(stored, stored.dataTypeClaimed ?? stored.dataType))
    if (checked.ok) epd = storedEpdOf(checked.epd)
    else
      for (const error of checked.errors) {
        const path = storedEpdPath(error.field)
        if (!issues.some((i) => i.path === path)) issues.push({ path, message: error.message })
      }
  }
  if (issues.length) return { ok: false, issues }
  return {
    ok: true,
    values: { name: name.data!, description: description.data ?? null, epd },
  }
}

/** A product's EPD as the EPD type, or null when it has none that passes the schema (staff's data type first). */
export function epdOfProduct(epd: StoredEpd | null | undefined): Epd | null {
  if (!epd || isEpdBlank(epd)) return null
  const checked = checkEpd(epdInputOf(epd, epd.dataType ?? epd.dataTypeClaimed))
  return checked.ok ? checked.epd : null
}

/** The product as openEPD's export reads it; `documentUrl` is the EPD document's public address when one is attached. */
export function productDraftOf(
  product: Pick<Product, 'name' | 'description' | 'epd'>,
  documentUrl: string | null,
): ProductDraft | null {
  const epd = epdOfProduct(product.epd)
  if (!epd) return null
  return {
    name: product.name,
    description: product.description ?? null,
    epd: { ...epd, documentUrl: documentUrl ?? epd.documentUrl },
  }
}

/**
 * The slugs to try, in order, for a product whose slug is taken: `{slug}-{supplier's slug}`, then with -2, -3, ...
 * each cut to the slug's length limit.
 */
export function slugCandidates(slug: string, supplierSlug: string | null, count = 20): string[] {
  const fit = (base: string, suffix: string) =>
    `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`
  const withSupplier = supplierSlug ? slugify(`${slug}-${supplierSlug}`) : slug
  const out = supplierSlug ? [fit(slug, `-${slugify(supplierSlug)}`)] : []
  for (let n = 2; out.length < count; n += 1) out.push(fit(withSupplier, `-${n}`))
  return out
}
