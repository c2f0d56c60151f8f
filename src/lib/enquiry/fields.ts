// The enquiry's fields, defined once: what the visitor types, how the form shows it, the rule the schema applies,
// and the words e-mails, the CSV export and the admin use for it. No schema library here, so the HTML form ships no
// zod (schema.ts builds the zod schema from this list).
//
// Adding a field: a line here, its column in collections/Leads (and a migration). The forms, the schema, the
// server action, POST /api/enquiries, the stored lead, the e-mails and the CSV export follow this list.

/** How the form renders a field. */
export type EnquiryControl =
  | {
      element: 'input'
      type: 'text' | 'email' | 'tel'
      autoComplete: string
      /** Offers the page's cities as suggestions (a <datalist>). */
      suggestCities?: boolean
    }
  | {
      element: 'textarea'
      rows: number
      /** The placeholder, given the category of the page the form is on. */
      placeholder: (categoryName?: string) => string
    }

export type EnquiryFieldSpec = {
  name: string
  /** The form's label. */
  label: string
  /** The label in e-mails and the CSV export. */
  summaryLabel: string
  /** The field as the schema's own messages name it ('Phone number must be at most 30 characters'). */
  messageLabel: string
  /** The label in the admin. */
  adminLabel: string
  /** About the enquirer (the form's two-column grid; before the category in e-mails) or about the project. */
  group: 'enquirer' | 'project'
  control: EnquiryControl
  /** 'line': one line (it may reach an e-mail's subject or headers); 'text': several lines; 'email': an address. */
  rule: 'line' | 'text' | 'email'
  minLength?: number
  maxLength: number
  /** The message for a missing, too short or malformed value. */
  message: string
}

export const ENQUIRY_FIELDS = [
  {
    name: 'name',
    label: 'Full Name',
    summaryLabel: 'Name',
    messageLabel: 'Name',
    adminLabel: 'Full name',
    group: 'enquirer',
    control: { element: 'input', type: 'text', autoComplete: 'name' },
    rule: 'line',
    minLength: 2,
    maxLength: 100,
    message: 'Name must be at least 2 characters',
  },
  {
    name: 'email',
    label: 'Email',
    summaryLabel: 'Email',
    messageLabel: 'Email',
    adminLabel: 'E-mail',
    group: 'enquirer',
    control: { element: 'input', type: 'email', autoComplete: 'email' },
    rule: 'email',
    maxLength: 254,
    message: 'Please enter a valid email address',
  },
  {
    name: 'phone',
    label: 'Phone Number',
    summaryLabel: 'Phone',
    messageLabel: 'Phone number',
    adminLabel: 'Phone',
    group: 'enquirer',
    control: { element: 'input', type: 'tel', autoComplete: 'tel' },
    rule: 'line',
    minLength: 6,
    maxLength: 30,
    message: 'Please enter a valid phone number',
  },
  {
    name: 'city',
    label: 'City',
    summaryLabel: 'City',
    messageLabel: 'City',
    adminLabel: 'City',
    group: 'enquirer',
    control: { element: 'input', type: 'text', autoComplete: 'address-level2', suggestCities: true },
    rule: 'line',
    minLength: 2,
    maxLength: 100,
    message: 'Please select a city',
  },
  {
    name: 'projectDetails',
    label: 'Project Details',
    summaryLabel: 'Project details',
    messageLabel: 'Project details',
    adminLabel: 'Project details',
    group: 'project',
    control: {
      element: 'textarea',
      rows: 5,
      placeholder: (categoryName) =>
        categoryName
          ? `What ${categoryName.toLowerCase()} do you need, and for what project?`
          : 'What are you building, and which materials do you need?',
    },
    rule: 'text',
    minLength: 10,
    maxLength: 5000,
    message: 'Please provide some details about your project',
  },
] as const satisfies readonly EnquiryFieldSpec[]

/** The name of a field the visitor types into (every one is stored on the lead). */
export type EnquiryTextField = (typeof ENQUIRY_FIELDS)[number]['name']

/** The consent checkbox (its wording is in consent.ts; the lead stores that text and when it was given). */
export const CONSENT_MESSAGE = 'You must agree to our Privacy Policy'

/** A field of the form that can carry a message: the typed ones and the consent. */
export type EnquiryField = EnquiryTextField | 'consent'
export const ENQUIRY_FIELD_NAMES: readonly EnquiryField[] = [...ENQUIRY_FIELDS.map((f) => f.name), 'consent']

/** The typed fields' values, e.g. as the form shows them, as a lead stores them, as an e-mail lists them. */
export type EnquiryTextValues = Record<EnquiryTextField, string>

/** An entry of the list, its name one of the list's. */
export type EnquiryFieldEntry = EnquiryFieldSpec & { name: EnquiryTextField }

/** The fields of one group, in the list's order. */
export const enquiryFieldsOf = (group: EnquiryFieldSpec['group']): readonly EnquiryFieldEntry[] =>
  ENQUIRY_FIELDS.filter((f) => f.group === group)

/** The typed fields' values of anything that carries them (a lead, the schema's output), and nothing else. */
export function enquiryTextValues(source: { readonly [K in EnquiryTextField]: string }): EnquiryTextValues {
  const values = {} as EnquiryTextValues
  for (const field of ENQUIRY_FIELDS) values[field.name] = source[field.name]
  return values
}

/** Each typed field mapped to something (a limit, a message, a select of the lead). */
function byField<T>(value: (field: (typeof ENQUIRY_FIELDS)[number]) => T): Record<EnquiryTextField, T> {
  const out = {} as Record<EnquiryTextField, T>
  for (const field of ENQUIRY_FIELDS) out[field.name] = value(field)
  return out
}

export const ENQUIRY_MESSAGES: Record<EnquiryField, string> = {
  ...byField((f) => f.message),
  consent: CONSENT_MESSAGE,
}

export const ENQUIRY_MAX_LENGTHS: Record<EnquiryTextField, number> = byField((f) => f.maxLength)

/** The typed fields as a Payload `select` (every one is a column of the lead). */
export const ENQUIRY_LEAD_SELECT: Record<EnquiryTextField, true> = byField(() => true as const)

/** The hidden 'company website' field: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = 'companyWebsite'
