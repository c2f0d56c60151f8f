import { z } from 'zod'

import { formatLongDate, ukMidnight } from '@/lib/dates'
import { isHttpUrl } from '@/lib/validation'

// A product's EPD (Environmental Product Declaration) data, as issue 30 lists it: one type, one zod schema, and the
// small rules every other part (the products collection, the portal's form, openEPD, the comparison) shares.
//
// Units, once: every GWP figure is kg CO2e per declared unit. The biogenic carbon of A1–A3 is the EPD's GWP-biogenic
// of A1–A3, also in kg CO2e per declared unit (negative when the product stores carbon, as wood does), not a mass of
// carbon: see openepd.ts for the conversion from openEPD's kg C.
//
// Dates are UK calendar days written 'YYYY-MM-DD'. An EPD is valid through the whole of its valid-until day (openEPD:
// 'Last date the document is valid on'; the printed EPD's 'valid until' means the same) and expired from the start
// of the next UK day (Europe/London midnight): then the product shows 'EPD expired on {valid-until date}'.

/** The declared units a product's EPD may use, with a stable code, the label shown and what it measures. */
export const DECLARED_UNITS = [
  { code: 'm2', label: 'm²', dimension: 'area' },
  { code: 'm3', label: 'm³', dimension: 'volume' },
  { code: 'kg', label: 'kg', dimension: 'mass' },
  { code: 't', label: 'tonne', dimension: 'mass' },
  { code: 'm', label: 'm', dimension: 'length' },
  { code: 'piece', label: 'piece', dimension: 'count' },
] as const

export type DeclaredUnitCode = (typeof DECLARED_UNITS)[number]['code']
export type UnitDimension = (typeof DECLARED_UNITS)[number]['dimension']
export const DECLARED_UNIT_CODES = DECLARED_UNITS.map((u) => u.code) as [DeclaredUnitCode, ...DeclaredUnitCode[]]

/** Kilograms in one of a mass unit (the only units that convert among themselves). */
export const KG_PER_MASS_UNIT: Partial<Record<DeclaredUnitCode, number>> = { kg: 1, t: 1000 }

export function declaredUnitLabel(code: DeclaredUnitCode): string {
  return DECLARED_UNITS.find((u) => u.code === code)!.label
}

export function unitDimension(code: DeclaredUnitCode): UnitDimension {
  return DECLARED_UNITS.find((u) => u.code === code)!.dimension
}

/** '1 m³', '1000 kg', '2 tonne': the declared unit as every figure on the site names it ('per 1 m³'). */
export function formatDeclaredUnit(unit: DeclaredUnit): string {
  return `${unit.quantity} ${declaredUnitLabel(unit.unit)}`
}

/**
 * The standards an EPD may follow, each with its family: only EPDs of one family are compared. EN 15804+A1 and +A2
 * characterise GWP differently (+A2's GWP-total counts biogenic carbon in and out), and ISO 21930 EPDs follow
 * North American rules and methods, so each is a family of its own. 'Other' has no family: an EPD under a standard we
 * cannot name is never compared, not even with another 'other'.
 */
export const STANDARDS = [
  { code: 'en15804-a2', label: 'EN 15804+A2', family: 'EN 15804+A2' },
  { code: 'en15804-a1', label: 'EN 15804+A1', family: 'EN 15804+A1' },
  { code: 'iso21930', label: 'ISO 21930', family: 'ISO 21930' },
  { code: 'other', label: 'Other', family: null },
] as const

export type StandardCode = (typeof STANDARDS)[number]['code']
export type StandardFamily = NonNullable<(typeof STANDARDS)[number]['family']>
export const STANDARD_CODES = STANDARDS.map((s) => s.code) as [StandardCode, ...StandardCode[]]

export function standardLabel(code: StandardCode): string {
  return STANDARDS.find((s) => s.code === code)!.label
}

/** The family an EPD's standard belongs to for comparison; null for 'other' (never comparable). */
export function standardFamily(code: StandardCode): StandardFamily | null {
  return STANDARDS.find((s) => s.code === code)!.family
}

/**
 * Where an EPD's data comes from. Product-specific and manufacturer-average EPDs both rest on one manufacturer's own
 * production data and compare with each other; an industry average and generic data compare only with their own kind.
 */
export const DATA_TYPES = [
  { code: 'product-specific', label: 'Product-specific', basis: 'manufacturer' },
  { code: 'manufacturer-average', label: 'Manufacturer average', basis: 'manufacturer' },
  { code: 'industry-average', label: 'Industry average', basis: 'industry-average' },
  { code: 'generic', label: 'Generic', basis: 'generic' },
] as const

export type DataTypeCode = (typeof DATA_TYPES)[number]['code']
export type DataBasis = (typeof DATA_TYPES)[number]['basis']
export const DATA_TYPE_CODES = DATA_TYPES.map((d) => d.code) as [DataTypeCode, ...DataTypeCode[]]

export function dataTypeLabel(code: DataTypeCode): string {
  return DATA_TYPES.find((d) => d.code === code)!.label
}

export function dataBasis(code: DataTypeCode): DataBasis {
  return DATA_TYPES.find((d) => d.code === code)!.basis
}

/** The life-cycle modules an EPD may declare GWP-total for; A1–A3 is required, the rest optional. */
export const GWP_MODULES = [
  { key: 'a1a3', label: 'A1–A3' },
  { key: 'a4', label: 'A4' },
  { key: 'a5', label: 'A5' },
  { key: 'c1', label: 'C1' },
  { key: 'c2', label: 'C2' },
  { key: 'c3', label: 'C3' },
  { key: 'c4', label: 'C4' },
  { key: 'd', label: 'D' },
] as const

export type GwpModule = (typeof GWP_MODULES)[number]['key']
export type OptionalGwpModule = Exclude<GwpModule, 'a1a3'>

export type DeclaredUnit = { quantity: number; unit: DeclaredUnitCode }

export type Gwp = { a1a3: number } & Record<OptionalGwpModule, number | null>

export type Epd = {
  declaredUnit: DeclaredUnit
  /** kg per declared unit. */
  massPerDeclaredUnit: number | null
  registrationNumber: string | null
  programmeOperator: string | null
  pcr: { name: string; version: string | null } | null
  standard: StandardCode
  verifier: string | null
  /** 'YYYY-MM-DD' */
  issuedOn: string
  /** 'YYYY-MM-DD', the last UK day the EPD is valid on. */
  validUntil: string
  dataType: DataTypeCode
  documentUrl: string | null
  /** GWP-total, kg CO2e per declared unit. */
  gwp: Gwp
  /** GWP-biogenic of A1–A3, kg CO2e per declared unit (negative when carbon is stored). */
  biogenicCarbonA1A3: number | null
  /** % by mass, 0–100. */
  recycledContent: number | null
  /** Reference service life, years (over 0, at most 100: openEPD's own limit). */
  serviceLifeYears: number | null
  /** The plant's town or postcode. */
  plantLocation: string | null
}

export const EPD_TEXT_LIMITS = {
  registrationNumber: 200,
  programmeOperator: 200,
  pcrName: 300,
  pcrVersion: 50,
  verifier: 200,
  documentUrl: 2000,
  plantLocation: 100,
} as const

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (2025-02-30 is not). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value
}

// A present-but-empty optional value (a cleared form field) is stored as null.
const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (empty(v) ? null : v),
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, `${label} must be at most ${max} characters.`)
      .refine((v) => !/[\u0000-\u001F\u007F]/.test(v), `${label} must be one line of plain text.`)
      .nullable(),
  )

const finite = (message: string) => z.number({ error: message }).refine(Number.isFinite, message)

const optionalNumber = (schema: z.ZodType<number>) => z.preprocess((v) => (empty(v) ? null : v), schema.nullable())

const gwpFigure = (module: string) =>
  finite(`GWP-total for ${module} must be a number of kg CO2e per declared unit (it may be negative).`)

const day = (label: string) =>
  z
    .string({ error: `${label} is required, as a date such as 2025-03-31.` })
    .refine(isIsoDay, `${label} must be a real date written as YYYY-MM-DD, such as 2025-03-31.`)

export const declaredUnitSchema = z.object(
  {
    quantity: z
      .number({ error: "The declared unit's quantity must be a number, such as 1 for '1 m³'." })
      .refine(Number.isFinite, "The declared unit's quantity must be a number, such as 1 for '1 m³'.")
      .refine((v) => v > 0, "The declared unit's quantity must be greater than 0."),
    unit: z.enum(DECLARED_UNIT_CODES, {
      error: `The declared unit must be one of ${DECLARED_UNITS.map((u) => u.label).join(', ')}.`,
    }),
  },
  { error: "The declared unit is required: a quantity and a unit, such as '1 m³'." },
)

const gwpSchema = z.object(
  {
    a1a3: z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? 'GWP-total for A1–A3 is required: enter it in kg CO2e per declared unit.'
            : 'GWP-total for A1–A3 must be a number of kg CO2e per declared unit (it may be negative).',
      })
      .refine(
        Number.isFinite,
        'GWP-total for A1–A3 must be a number of kg CO2e per declared unit (it may be negative).',
      ),
    a4: optionalNumber(gwpFigure('A4')),
    a5: optionalNumber(gwpFigure('A5')),
    c1: optionalNumber(gwpFigure('C1')),
    c2: optionalNumber(gwpFigure('C2')),
    c3: optionalNumber(gwpFigure('C3')),
    c4: optionalNumber(gwpFigure('C4')),
    d: optionalNumber(gwpFigure('D')),
  },
  { error: 'GWP-total for A1–A3 is required: enter it in kg CO2e per declared unit.' },
)

const blankPcr = (v: unknown) =>
  empty(v) ||
  (typeof v === 'object' && empty((v as { name?: unknown }).name) && empty((v as { version?: unknown }).version))

const pcrSchema = z.preprocess(
  (v) => (blankPcr(v) ? null : v),
  z
    .object(
      {
        name: z
          .string({ error: "The PCR's name is required when a PCR version is given." })
          .trim()
          .min(1, "The PCR's name is required when a PCR version is given.")
          .max(EPD_TEXT_LIMITS.pcrName, `The PCR's name must be at most ${EPD_TEXT_LIMITS.pcrName} characters.`),
        version: optionalText("The PCR's version", EPD_TEXT_LIMITS.pcrVersion),
      },
      { error: 'The PCR must be given as its name and version.' },
    )
    .nullable(),
)

/** The EPD data of a product: every field's rule, with a message a supplier can act on. */
export const epdSchema = z
  .object(
    {
      declaredUnit: declaredUnitSchema,
      massPerDeclaredUnit: optionalNumber(
        finite('The mass per declared unit must be a number of kilograms.').refine(
          (v) => v > 0,
          'The mass per declared unit must be greater than 0 kg (or left empty).',
        ),
      ),
      registrationNumber: optionalText('The EPD registration number', EPD_TEXT_LIMITS.registrationNumber),
      programmeOperator: optionalText('The programme operator', EPD_TEXT_LIMITS.programmeOperator),
      pcr: pcrSchema,
      standard: z.enum(STANDARD_CODES, {
        error: `The standard is required: one of ${STANDARDS.map((s) => s.label).join(', ')}.`,
      }),
      verifier: optionalText('The third-party verifier', EPD_TEXT_LIMITS.verifier),
      issuedOn: day('The date of issue'),
      validUntil: day('The valid-until date'),
      dataType: z.enum(DATA_TYPE_CODES, {
        error: `The data type is required: one of ${DATA_TYPES.map((d) => d.label.toLowerCase()).join(', ')}.`,
      }),
      documentUrl: optionalText('The EPD document address', EPD_TEXT_LIMITS.documentUrl).refine(
        (v) => v === null || isHttpUrl(v),
        'The EPD document address must be a full web address starting with https://',
      ),
      gwp: gwpSchema,
      biogenicCarbonA1A3: optionalNumber(
        finite('The biogenic carbon of A1–A3 must be a number of kg CO2e per declared unit (negative when stored).'),
      ),
      recycledContent: optionalNumber(
        finite('Recycled content must be a percentage from 0 to 100.').refine(
          (v) => v >= 0 && v <= 100,
          'Recycled content must be a percentage from 0 to 100.',
        ),
      ),
      serviceLifeYears: optionalNumber(
        finite('The reference service life must be a number of years.').refine(
          (v) => v > 0 && v <= 100,
          'The reference service life must be more than 0 and at most 100 years.',
        ),
      ),
      plantLocation: optionalText("The plant's town or postcode", EPD_TEXT_LIMITS.plantLocation),
    },
    { error: 'The EPD data must be given as a set of fields.' },
  )
  .superRefine(
    (epd, ctx) => {
      if (isIsoDay(epd.issuedOn) && isIsoDay(epd.validUntil) && epd.validUntil <= epd.issuedOn) {
        ctx.addIssue({
          code: 'custom',
          path: ['validUntil'],
          message: `The valid-until date must be after the date of issue (${epd.issuedOn}).`,
        })
      }
    },
    // Checked even when other fields fail, so a supplier sees every problem at once.
    { when: (payload) => datesOf(payload.value) !== null },
  )

/** The two dates of raw EPD data when both are real days, else null. */
function datesOf(value: unknown): { issuedOn: string; validUntil: string } | null {
  if (!value || typeof value !== 'object') return null
  const { issuedOn, validUntil } = value as Record<string, unknown>
  return typeof issuedOn === 'string' && typeof validUntil === 'string' && isIsoDay(issuedOn) && isIsoDay(validUntil)
    ? { issuedOn, validUntil }
    : null
}

export type EpdInput = z.input<typeof epdSchema>

export type FieldError = { field: string; message: string }

/** The schema's issues as one message per field ('gwp.a1a3', 'declaredUnit.unit'), the first for each. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Map<string, string>()
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '(document)'
    if (!seen.has(field)) seen.set(field, issue.message)
  }
  return [...seen].map(([field, message]) => ({ field, message }))
}

export type EpdCheck = { ok: true; epd: Epd } | { ok: false; errors: FieldError[] }

/** Checks EPD data (from a form, the API or an import) and returns it cleaned, or every field's message. */
export function checkEpd(input: unknown): EpdCheck {
  const parsed = epdSchema.safeParse(input)
  return parsed.success ? { ok: true, epd: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) }
}

/** A product counts as having an EPD when its EPD data holds a GWP-total for A1–A3. */
export function hasEpd(epd: Pick<Epd, 'gwp'> | null | undefined): epd is Epd {
  return typeof epd?.gwp?.a1a3 === 'number' && Number.isFinite(epd.gwp.a1a3)
}

/** The instant the EPD expires: the start (Europe/London midnight) of the UK day after its valid-until day. */
export function epdExpiresAt(validUntil: string): Date {
  const match = ISO_DAY.exec(validUntil)
  if (!match || !isIsoDay(validUntil)) throw new RangeError(`Not a date written YYYY-MM-DD: ${validUntil}`)
  return ukMidnight(Number(match[1]), Number(match[2]), Number(match[3]) + 1)
}

/** Whether the EPD has expired at `now`: valid through its valid-until day, expired from the next UK day. */
export function isEpdExpired(epd: Pick<Epd, 'validUntil'>, now: Date): boolean {
  return now.getTime() >= epdExpiresAt(epd.validUntil).getTime()
}

/** 'EPD expired on 11 September 2028' (the valid-until date, in the site's long date format). */
export function epdExpiredText(epd: Pick<Epd, 'validUntil'>): string {
  return `EPD expired on ${formatLongDate(epd.validUntil)}`
}
