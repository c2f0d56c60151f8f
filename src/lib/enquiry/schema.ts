import * as z from 'zod/mini'

import {
  ENQUIRY_MAX_LENGTHS,
  ENQUIRY_MESSAGES,
  ENQUIRY_MIN_LENGTHS,
  HONEYPOT_FIELD,
  type EnquiryField,
} from '@/lib/enquiry/fields'
import { hasLineBreak, singleLineMessage } from '@/lib/single-line'
import { isEmail } from '@/lib/validation'

export {
  ENQUIRY_FIELDS,
  ENQUIRY_MAX_LENGTHS,
  ENQUIRY_MESSAGES,
  ENQUIRY_MIN_LENGTHS,
  HONEYPOT_FIELD,
  type EnquiryField,
} from '@/lib/enquiry/fields'

// One schema for the enquiry form (react-hook-form) and the server (server action and POST /api/enquiries).
// zod/mini keeps the form's JavaScript small.

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

const optionalId = (what: string) =>
  z.optional(z.nullable(z.int({ error: `Unknown ${what}` }).check(z.positive(`Unknown ${what}`))))

export const enquirySchema = z.object({
  name: line(ENQUIRY_MIN_LENGTHS.name, ENQUIRY_MAX_LENGTHS.name, ENQUIRY_MESSAGES.name, 'Name'),
  email: z
    .string({ error: ENQUIRY_MESSAGES.email })
    .check(
      z.trim(),
      z.maxLength(ENQUIRY_MAX_LENGTHS.email, tooLong('Email', ENQUIRY_MAX_LENGTHS.email)),
      z.refine(isEmail, ENQUIRY_MESSAGES.email),
      noControlCharacters('Email'),
    ),
  phone: line(ENQUIRY_MIN_LENGTHS.phone, ENQUIRY_MAX_LENGTHS.phone, ENQUIRY_MESSAGES.phone, 'Phone number'),
  city: line(ENQUIRY_MIN_LENGTHS.city, ENQUIRY_MAX_LENGTHS.city, ENQUIRY_MESSAGES.city, 'City'),
  projectDetails: text(
    ENQUIRY_MIN_LENGTHS.projectDetails,
    ENQUIRY_MAX_LENGTHS.projectDetails,
    ENQUIRY_MESSAGES.projectDetails,
    'Project details',
  ),
  consent: z.boolean({ error: ENQUIRY_MESSAGES.consent }).check(z.refine((v) => v === true, ENQUIRY_MESSAGES.consent)),
  /** The category of the page the form is on: routing narrows to it. */
  category: optionalId('category'),
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

export type EnquiryFieldErrors = Partial<Record<EnquiryField | 'category' | 'supplier' | 'sourcePage', string>>

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
