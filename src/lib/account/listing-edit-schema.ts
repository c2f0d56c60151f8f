import { z } from 'zod'

import {
  DELIVERY_RADIUS_LIMITS,
  DELIVERY_RADIUS_MESSAGE,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TYPES,
  LISTING_IMAGE_MAX_BYTES,
  LISTING_IMAGE_TYPES,
  LISTING_LIMITS as L,
  UPLOADS_MAX_BYTES,
  fileRefusal,
  megabytes,
} from '@/lib/account/listing-rules'
import { PLACE_INPUT_MAX } from '@/lib/places/postcode'
import { DELIVERY_AREA_MESSAGE } from '@/lib/places/distance'
import { hasLineBreak, singleLineMessage } from '@/lib/single-line'
import { isEmail, isHttpUrl, isPhoneNumber } from '@/lib/validation'
import { isValidSlug } from '@/lib/slug'

// One schema for the listing form in the browser (react-hook-form) and its server action (the posted FormData).

/** Control characters other than tab and line breaks: PostgreSQL refuses NUL, and none belong in a listing. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

const cleanText = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .refine((v) => !CONTROL_CHARACTERS.test(v), `${label} contains characters that cannot be used.`)

/** A one-line field (a name, a number, an address): a line break is refused with its own message. */
const lineText = (label: string) => cleanText(label).refine((v) => !hasLineBreak(v), singleLineMessage(label))

const optionalText = (label: string, max: number) =>
  lineText(label)
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((v) => v || null)

/** A list's limits: each entry's length, then how many (blank entries already dropped). */
const limitedList = <T extends z.ZodType<string[]>>(
  list: T,
  entry: string,
  entries: string,
  maxEach: number,
  maxCount: number,
) =>
  list
    .refine(
      (items) => items.every((item) => item.length <= maxEach),
      `Each ${entry} must be at most ${maxEach} characters.`,
    )
    .refine((items) => items.length <= maxCount, `Please list at most ${maxCount} ${entries}.`)

/** A textarea with one entry a line: blank lines dropped, each entry trimmed. */
const lines = (label: string, entry: string, entries: string, maxEach: number, maxCount: number) =>
  limitedList(
    cleanText(label).transform((v) =>
      v
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
    entry,
    entries,
    maxEach,
    maxCount,
  )

// Each field's rules, shared by the form (below) and a draft saved through the API (listingDraftSchema).
const descriptionRule = cleanText('The description')
  .min(1, 'Please enter a description of your business.')
  .max(L.description, `The description must be at most ${L.description.toLocaleString('en-GB')} characters.`)
const contactEmailRule = lineText('The e-mail address')
  .max(254, 'An e-mail address has at most 254 characters.')
  .refine((v) => v === '' || isEmail(v), 'Please enter a valid email address')
  .transform((v) => v || null)
const phoneRule = lineText('The phone number')
  .max(L.phone, `The phone number must be at most ${L.phone} characters.`)
  .refine((v) => v === '' || isPhoneNumber(v), 'Please enter a valid phone number')
  .transform((v) => v || null)
const websiteRule = lineText('The website')
  .max(300, 'The website address must be at most 300 characters.')
  .refine((v) => v === '' || isHttpUrl(v), 'Please enter a full web address starting with https://')
  .transform((v) => v || null)
const baseRule = optionalText('The base', PLACE_INPUT_MAX)
const RADIUS_MESSAGE = DELIVERY_RADIUS_MESSAGE
const isRadius = (miles: number) =>
  Number.isInteger(miles) && miles >= DELIVERY_RADIUS_LIMITS.min && miles <= DELIVERY_RADIUS_LIMITS.max
/** The radius as typed in the form ('' for none). */
const radiusTextRule = lineText('The delivery radius')
  .refine((v) => v === '' || (/^\d{1,4}$/.test(v) && isRadius(Number(v))), RADIUS_MESSAGE)
  .transform((v) => (v ? Number(v) : null))
/** A checkbox: ticked in a posted form ('on') or in the browser (true). */
const ukWideRule = z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean())
/** A base needs a delivery area (the same rule as the collection's, src/lib/places/supplier-base.ts). */
function needsArea(
  value: { base: string | null; deliveryRadiusMiles: number | null; deliversUkWide: boolean },
  ctx: z.RefinementCtx,
) {
  if (value.base && !value.deliversUkWide && value.deliveryRadiusMiles === null)
    ctx.addIssue({ code: 'custom', path: ['deliveryRadiusMiles'], message: DELIVERY_AREA_MESSAGE })
}
const certificateNameRule = lineText('The certificate name').max(
  L.certificateText,
  `The certificate name must be at most ${L.certificateText} characters.`,
)
const issuerRule = optionalText('The issuer', L.certificateText)
const numberRule = optionalText('The certificate number', L.certificateText)
const EXPIRY_MESSAGE = 'Please enter the expiry date as a date, e.g. 2027-03-31.'
const CERTIFICATE_NAME_REQUIRED = 'Please enter the certificate’s name.'
const TOO_MANY_CERTIFICATES = `Please list at most ${L.certificates} certificates.`

/**
 * A browser gives a FileList, a posted form a File. An empty file input posts an empty file (named '' or 'blob',
 * depending on the parser), so an empty file is no file.
 */
function chosenFile(value: unknown): File | undefined {
  const file =
    typeof FileList !== 'undefined' && value instanceof FileList ? (value.item(0) ?? undefined) : (value ?? undefined)
  if (!(file instanceof File)) return undefined
  return file.size === 0 ? undefined : file
}

/** A chosen file's type and size; a message names the file (`typeReason` starts in lower case). */
const fileOf = (types: readonly string[], maxBytes: number, typeReason: string, what: string) =>
  z.preprocess(
    chosenFile,
    z
      .instanceof(File)
      .superRefine((f, ctx) => {
        if (!types.includes(f.type)) ctx.addIssue({ code: 'custom', message: fileRefusal(f.name, typeReason) })
        else if (f.size > maxBytes)
          ctx.addIssue({
            code: 'custom',
            message: fileRefusal(f.name, `the ${what} must be at most ${megabytes(maxBytes)}.`),
          })
      })
      .optional(),
  )

const ID = /^[A-Za-z0-9_-]{1,64}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const certificateSchema = z
  .object({
    /** The row's id when it is one the listing already has. */
    id: z.preprocess((v) => v || undefined, z.string().regex(ID, 'Unknown certificate.').optional()),
    /** Ticked to take the row out of the listing. */
    remove: z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()),
    name: certificateNameRule,
    issuer: issuerRule,
    number: numberRule,
    expiresAt: cleanText('The expiry date')
      .refine((v) => v === '' || isRealDate(v), EXPIRY_MESSAGE)
      .transform((v) => v || null),
    /** The evidence file the row already has (kept unless a new one is chosen). */
    evidence: z
      .string()
      .regex(/^\d{0,12}$/, 'Unknown evidence file.')
      .transform((v) => (v ? Number(v) : null))
      .optional(),
    evidenceFile: fileOf(
      EVIDENCE_TYPES,
      EVIDENCE_MAX_BYTES,
      'evidence must be a PDF, JPEG or PNG file.',
      'evidence file',
    ),
  })
  .superRefine((row, ctx) => {
    if (!row.remove && isUsed(row) && !row.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: CERTIFICATE_NAME_REQUIRED })
  })

type CertificateOutput = {
  id?: string
  remove: boolean
  name: string
  issuer: string | null
  number: string | null
  expiresAt: string | null
  evidenceFile?: File
}

/** The form's spare row left empty is no certificate at all. */
const isUsed = (row: CertificateOutput) =>
  Boolean(row.id || row.name || row.issuer || row.number || row.expiresAt || row.evidenceFile)

export const listingEditSchema = z
  .object({
    description: descriptionRule,
    contactEmail: contactEmailRule,
    phone: phoneRule,
    website: websiteRule,
    serviceAreas: lines('Service areas', 'city', 'cities', L.city, L.serviceAreas),
    // A form from before these fields (a page left open) sends none of them: empty.
    base: z.preprocess((v) => v ?? '', baseRule),
    deliveryRadiusMiles: z.preprocess((v) => v ?? '', radiusTextRule),
    deliversUkWide: ukWideRule,
    image: fileOf(LISTING_IMAGE_TYPES, LISTING_IMAGE_MAX_BYTES, 'the image must be a JPEG, PNG or WebP file.', 'image'),
    // Rows keep their places while validating (so a message lands on its row), then removed and empty rows go.
    certificates: z
      .array(certificateSchema)
      .max(L.certificates + 1, TOO_MANY_CERTIFICATES)
      .transform((rows) => rows.filter((row) => !row.remove && isUsed(row)))
      .refine((rows) => rows.length <= L.certificates, TOO_MANY_CERTIFICATES),
  })
  .superRefine((value, ctx) => {
    needsArea(value, ctx)
    const sizes = [value.image?.size ?? 0, ...value.certificates.map((row) => row.evidenceFile?.size ?? 0)]
    // A file over its own limit already has its message.
    if (sizes.some((size) => size > Math.min(LISTING_IMAGE_MAX_BYTES, EVIDENCE_MAX_BYTES))) return
    if (sizes.reduce((sum, size) => sum + size, 0) > UPLOADS_MAX_BYTES)
      ctx.addIssue({
        code: 'custom',
        path: ['image'],
        message: `The files of one save may be at most ${megabytes(UPLOADS_MAX_BYTES)} together: please send some of them in a second save.`,
      })
  })

export type ListingEditValues = z.input<typeof listingEditSchema>
export type ListingEdit = z.output<typeof listingEditSchema>

/** The text fields of the form (the names the browser posts). */
export const LISTING_TEXT_FIELDS = [
  'description',
  'contactEmail',
  'phone',
  'website',
  'serviceAreas',
  'base',
  'deliveryRadiusMiles',
] as const

type CertificateRow = Record<string, unknown>

const CERTIFICATE_KEY = /^certificates\.(\d{1,2})\.(id|name|issuer|number|expiresAt|evidence|evidenceFile|remove)$/

/** The posted form as the schema reads it; anything else it carries (an eco-score, a category) is left out. */
export function listingFormInput(formData: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const name of LISTING_TEXT_FIELDS) {
    const value = formData.get(name)
    input[name] = typeof value === 'string' ? value : ''
  }
  input.deliversUkWide = formData.get('deliversUkWide') === 'on'
  input.image = formData.get('image') ?? undefined
  const rows: CertificateRow[] = []
  for (const [key, value] of formData.entries()) {
    const match = CERTIFICATE_KEY.exec(key)
    if (!match) continue
    const index = Number(match[1])
    rows[index] ??= {}
    rows[index][match[2]] = value
  }
  input.certificates = rows.filter(Boolean).map((row) => ({
    ...row,
    id: typeof row.id === 'string' && row.id ? row.id : undefined,
    evidence: typeof row.evidence === 'string' ? row.evidence : undefined,
    name: typeof row.name === 'string' ? row.name : '',
    issuer: typeof row.issuer === 'string' ? row.issuer : '',
    number: typeof row.number === 'string' ? row.number : '',
    expiresAt: typeof row.expiresAt === 'string' ? row.expiresAt : '',
  }))
  return input
}

/** An expiry as Payload stores it (2027-03-31T00:00:00.000Z) or as the form sends it (2027-03-31). */
function isExpiryValue(value: string): boolean {
  if (!isRealDate(value.slice(0, 10))) return false
  return value.length === 10 || (value[10] === 'T' && !Number.isNaN(new Date(value).getTime()))
}

/** null and a missing value are an empty field, as in the form. */
const orEmpty = <T extends z.ZodType>(schema: T, empty: unknown = '') =>
  z.preprocess((v) => (v === null || v === undefined ? empty : v), schema)

const storedCertificateSchema = z.looseObject({
  id: z.string({ error: 'Unknown certificate.' }).regex(ID, 'Unknown certificate.').nullish(),
  name: orEmpty(certificateNameRule.min(1, CERTIFICATE_NAME_REQUIRED)),
  issuer: orEmpty(issuerRule),
  number: orEmpty(numberRule),
  expiresAt: orEmpty(
    cleanText('The expiry date')
      .refine((v) => v === '' || isExpiryValue(v), EXPIRY_MESSAGE)
      .transform((v) => v || null),
  ),
  evidence: z
    .union(
      [
        z.number().int().positive(),
        z
          .string()
          .regex(/^\d{1,12}$/)
          .transform(Number),
        z.null(),
      ],
      {
        error: 'Unknown evidence file.',
      },
    )
    .optional(),
})

const storedServiceAreas = z
  .array(z.looseObject({ id: z.string().nullish(), city: lineText('Service areas') }), {
    error: 'Service areas must be a list.',
  })
  .transform((rows) => rows.filter((row) => row.city))
  .refine((rows) => rows.every((row) => row.city.length <= L.city), `Each city must be at most ${L.city} characters.`)
  .refine((rows) => rows.length <= L.serviceAreas, `Please list at most ${L.serviceAreas} cities.`)

/**
 * The same rules for a listing's draft as Payload stores it, for a supplier account's save through the API (REST or
 * the Local API as the account): Payload skips field validation on drafts, and every save of an account is one.
 * Only the fields an account may write are here; a field that is not sent is not checked (nor changed).
 */
export const listingDraftSchema = z
  .object({
    name: orEmpty(
      lineText('The name').min(1, 'Please enter the name.').max(120, 'The name must be at most 120 characters.'),
    ),
    slug: orEmpty(cleanText('The slug').refine(isValidSlug, 'Use lower-case letters, digits and single hyphens.')),
    description: orEmpty(descriptionRule),
    contactEmail: orEmpty(contactEmailRule),
    phone: orEmpty(phoneRule),
    website: orEmpty(websiteRule),
    serviceAreas: orEmpty(storedServiceAreas, []),
    base: orEmpty(baseRule),
    deliveryRadiusMiles: z
      .union([z.number().refine(isRadius, RADIUS_MESSAGE), z.null()], { error: RADIUS_MESSAGE })
      .optional(),
    deliversUkWide: z.boolean({ error: 'Delivers UK-wide must be true or false.' }).nullish(),
    certifications: orEmpty(
      z
        .array(storedCertificateSchema, { error: 'Certificates must be a list.' })
        .max(L.certificates, TOO_MANY_CERTIFICATES),
      [],
    ),
  })
  .partial()

export type ListingDraftIssue = { path: string; message: string }

/**
 * A draft's fields checked and tidied as the form would (trimmed, empty optional fields null): the values to store,
 * or the first message of each field (Payload's paths: `website`, `serviceAreas`, `certifications.0.name`).
 */
export function checkListingDraft(
  data: Record<string, unknown>,
): { ok: true; values: Record<string, unknown> } | { ok: false; issues: ListingDraftIssue[] } {
  const sent = Object.fromEntries(
    Object.keys(listingDraftSchema.shape)
      .filter((key) => key in data)
      .map((key) => [key, data[key]]),
  )
  const parsed = listingDraftSchema.safeParse(sent)
  if (parsed.success) {
    const values = parsed.data as Record<string, unknown>
    return { ok: true, values: Object.fromEntries(Object.keys(sent).map((key) => [key, values[key]])) }
  }
  const issues: ListingDraftIssue[] = []
  for (const issue of parsed.error.issues) {
    const [first] = issue.path.map(String)
    // A list's entries are one field in the form (and in Payload's message): the list is named.
    const path = first === 'serviceAreas' ? first : issue.path.map(String).join('.')
    if (!issues.some((known) => known.path === path)) issues.push({ path, message: issue.message })
  }
  return { ok: false, issues }
}
