import type { Field } from 'payload'

import { ENQUIRY_FIELDS, type EnquiryTextField } from '@/lib/enquiry/fields'
import { validateEmail } from '@/lib/validation'

/**
 * A typed field of the enquiry as the lead stores it (collections/Leads): its column, its admin label and kind from
 * the enquiry's field list. Kept apart from fields.ts, which the form's JavaScript imports.
 */
export function leadField(name: EnquiryTextField, { index }: { index?: boolean } = {}): Field {
  const field = ENQUIRY_FIELDS.find((f) => f.name === name)
  if (!field) throw new Error(`No enquiry field named ${name}`)
  const common = { name, label: field.adminLabel, required: true, ...(index ? { index } : {}) }
  if (field.rule === 'email')
    return {
      ...common,
      type: 'email',
      validate: (v: string | null | undefined) => validateEmail(v, { required: true }),
    }
  return field.control.element === 'textarea' ? { ...common, type: 'textarea' } : { ...common, type: 'text' }
}
