import * as z from 'zod/mini'

import {
  CONSENT_MESSAGE,
  ENQUIRY_FIELDS,
  HONEYPOT_FIELD,
  type EnquiryField,
  type EnquiryFieldSpec,
  type EnquiryTextField,
} from '@/lib/enquiry/fields'
import { isSitePostcode, SITE_POSTCODE_FIELD, SITE_POSTCODE_MESSAGES } from '@/lib/enquiry/routing-fields'
import { hasLineBreak, singleLineMessage } from '@/lib/single-line'
import { isEmail } from '@/lib/validation'

export {
  ENQUIRY_FIELD_NAMES,
  ENQUIRY_FIELDS,
  ENQUIRY_MAX_LENGTHS,
  ENQUIRY_MESSAGES,
  HONEYPOT_FIELD,
  type EnquiryField,
} from '@/lib/enquiry/fields'

// One schema for the enquiry form (react-hook-form) and the server (server action and POST /api/enquiries), built
// from the field list (fields.ts). zod/mini keeps the form's JavaScript small.

const tooLong = (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-GB')} characters`

/** Control characters other than tab and line breaks: PostgreSQL refuses NUL, and none belong in an enquiry. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const noControlCharacters = (label: string) =>
  z.refine<string>((v) => !CONTROL_CHARACTERS.test(v), `${label} contains characters that cannot be used`)

function text(min: number, max: number, message: string, label: string) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, message), z.maxLength(max, tooLong(label, max)), noControlCharacters(label))
}

/** A one-line field (it may reach an e-mail's subject or headers): a line break is refused too. */
function line(min: number, max: number, message: string, label: string) {
  return text(min, max, message, label).check(
    z.refine<string>((v) => !hasLineBreak(v), singleLineMessage(label).replace(/\.$/, '')),
  )
}

function email(max: number, message: string, label: string) {
  return z
    .string({ error: message })
    .check(z.trim(), z.maxLength(max, tooLong(label, max)), z.refine(isEmail, message), noControlCharacters(label))
}

/** The rule of one typed field, from its entry in the list. */
function fieldSchema(field: EnquiryFieldSpec): z.ZodMiniString<string> {
  const { rule, minLength = 0, maxLength, message, messageLabel } = field
  if (rule === 'email') return email(maxLength, message, messageLabel)
  return rule === 'line'
    ? line(minLength, maxLength, message, messageLabel)
    : text(minLength, maxLength, message, messageLabel)
}

const typedFields = {} as Record<EnquiryTextField, z.ZodMiniString<string>>
for (const field of ENQUIRY_FIELDS) typedFields[field.name] = fieldSchema(field)

const optionalId = (what: string) =>
  z.optional(z.nullable(z.int({ error: `Unknown ${what}` }).check(z.positive(`Unknown ${what}`))))

export const enquirySchema = z.object({
  ...typedFields,
  consent: z.boolean({ error: CONSENT_MESSAGE }).check(z.refine((v) => v === true, CONSENT_MESSAGE)),
  /** The material wanted (a category: the page's own on a category page, else the visitor's choice): routing narrows to it. */
  category: optionalId('category'),
  /** The site's postcode (optional): routing narrows to the suppliers whose delivery area covers it. */
  sitePostcode: z.optional(
    z.nullable(
      z.string({ error: SITE_POSTCODE_MESSAGES.invalid }).check(
        z.trim(),
        z.maxLength(SITE_POSTCODE_FIELD.maxLength, SITE_POSTCODE_MESSAGES.invalid),
        z.refine((v) => v === '' || isSitePostcode(v), SITE_POSTCODE_MESSAGES.invalid),
      ),
    ),
  ),
  /** The supplier of the profile page the form is on: the enquiry goes to that supplier. */
  supplier: optionalId('supplier'),
  /** The page path the form was sent from, e.g. /london. */
  sourcePage: z.optional(
    z.nullable(
      z
        .string({ error: 'Invalid page address' })
        .check(
          z.maxLength(300, 'Invalid page address'),
          z.regex(/^\/[^\s\u0000-\u001F\u007F]*$/, 'Invalid page address'),
        ),
    ),
  ),
  [HONEYPOT_FIELD]: z.optional(z.nullable(z.string())),
})

export type EnquiryFormValues = z.input<typeof enquirySchema>
export type EnquiryInput = z.output<typeof enquirySchema>

export type EnquiryFieldErrors = Partial<
  Record<EnquiryField | 'category' | 'sitePostcode' | 'supplier' | 'sourcePage', string>
>

export type EnquiryValidation =
  { success: true; data: EnquiryInput } | { success: false; fieldErrors: EnquiryFieldErrors }

/** Validates untrusted input; the first message per field, keyed by field name. */
export function validateEnquiry(input: unknown): EnquiryValidation {
  const result = enquirySchema.safeParse(input)
  if (result.success) return { success: true, data: result.data }
  const fieldErrors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'form'
    fieldErrors[key] ??= issue.message
  }
  return { success: false, fieldErrors: fieldErrors as EnquiryFieldErrors }
}

/** True when the honeypot field carries anything: answer as if it worked and store nothing. */
export function isHoneypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null || !(HONEYPOT_FIELD in input)) return false
  const value: unknown = (input as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim().length > 0 : value !== undefined && value !== null && value !== false
}
