// The enquiry form posted as a plain HTML form (no JavaScript, or before the page's scripts run): what
// the server action reads from the form data and what it answers for the page to render.

import type { EnquiryConfirmation, EnquiryResult } from '@/lib/enquiry/result'
import {
  ENQUIRY_FIELD_NAMES,
  ENQUIRY_FIELDS,
  HONEYPOT_FIELD,
  type EnquiryField,
  type EnquiryTextValues,
} from '@/lib/enquiry/fields'

/** What the form shows in its controls: every typed field, the consent and the routing fields (the material as its id). */
export type EnquiryFormValuesShown = EnquiryTextValues & { consent: boolean; category: string; sitePostcode: string }

/** The optional routing fields the visitor sets (routing-fields.ts), with their messages kept like the typed fields'. */
export const ROUTING_FIELD_NAMES = ['category', 'sitePostcode'] as const
export type EnquiryRoutingField = (typeof ROUTING_FIELD_NAMES)[number]

export type EnquiryFormState = {
  status: 'idle' | 'success' | 'invalid' | 'error'
  /** Counts the answers, so the form can tell a new one from the last. */
  submission: number
  /** What the visitor sent, shown again with the field messages (never the honeypot). */
  values: EnquiryFormValuesShown | null
  fieldErrors: Partial<Record<EnquiryField | EnquiryRoutingField, string>>
  message: string | null
  /** After a sent enquiry: who received it and where its e-mail goes, kept on the page. */
  confirmation?: EnquiryConfirmation | null
}

export const INITIAL_ENQUIRY_FORM_STATE: EnquiryFormState = {
  status: 'idle',
  submission: 0,
  values: null,
  fieldErrors: {},
  message: null,
}

/** Names of the hidden fields that carry the page's routing. */
export const ROUTING_FIELDS = { category: 'category', supplier: 'supplier', sitePostcode: 'sitePostcode' } as const

const text = (data: FormData, name: string): string => {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

/** The empty form, with the city (and the material) of the page it is on. */
export function emptyEnquiryValues(
  city = '',
  category: number | null = null,
  sitePostcode = '',
): EnquiryFormValuesShown {
  const values = {
    consent: false,
    category: category ? String(category) : '',
    sitePostcode,
  } as EnquiryFormValuesShown
  for (const field of ENQUIRY_FIELDS) values[field.name] = ''
  values.city = city
  return values
}

/** What a form (or its posted data) carries: every typed field as text, the consent from the checkbox. */
export function enquiryValuesFromFormData(data: FormData): EnquiryFormValuesShown {
  const values = {
    consent: data.get('consent') !== null,
    category: text(data, ROUTING_FIELDS.category),
    sitePostcode: text(data, ROUTING_FIELDS.sitePostcode),
  } as EnquiryFormValuesShown
  for (const field of ENQUIRY_FIELDS) values[field.name] = text(data, field.name)
  return values
}

/** A hidden id field: a positive whole number, null when empty, or the raw text for the schema to refuse. */
function idField(data: FormData, name: string): number | string | null {
  const raw = text(data, name).trim()
  if (raw === '') return null
  return /^\d{1,9}$/.test(raw) ? Number(raw) : raw
}

/** The form's fields as submitEnquiry takes them (an unchecked checkbox sends nothing: no consent). */
export function enquiryInputFromFormData(data: FormData): Record<string, unknown> {
  return {
    ...enquiryValuesFromFormData(data),
    category: idField(data, ROUTING_FIELDS.category),
    supplier: idField(data, ROUTING_FIELDS.supplier),
    sitePostcode: text(data, ROUTING_FIELDS.sitePostcode),
    [HONEYPOT_FIELD]: text(data, HONEYPOT_FIELD),
  }
}

/** The state the form renders after `result`: field messages with the values kept, or the thank-you. */
export function enquiryFormStateFrom(
  result: EnquiryResult,
  input: Record<string, unknown>,
  previous: EnquiryFormState,
): EnquiryFormState {
  const submission = previous.submission + 1
  if (result.ok)
    return {
      status: 'success',
      submission,
      values: null,
      fieldErrors: {},
      message: result.message,
      confirmation: result.confirmation,
    }
  const values = {
    consent: input.consent === true,
    category: typeof input.category === 'number' ? String(input.category) : '',
    sitePostcode: typeof input.sitePostcode === 'string' ? input.sitePostcode : '',
  } as EnquiryFormValuesShown
  for (const field of ENQUIRY_FIELDS) values[field.name] = String(input[field.name] ?? '')
  const fieldErrors: Partial<Record<EnquiryField | EnquiryRoutingField, string>> = {}
  if (result.reason === 'invalid')
    for (const field of [...ENQUIRY_FIELD_NAMES, ...ROUTING_FIELD_NAMES])
      if (result.fieldErrors[field]) fieldErrors[field] = result.fieldErrors[field]
  return {
    status: result.reason === 'invalid' ? 'invalid' : 'error',
    submission,
    values,
    fieldErrors,
    message: result.message,
  }
}
