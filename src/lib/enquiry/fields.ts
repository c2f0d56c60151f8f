// The enquiry form's fields, limits and messages without the schema library, so the HTML form ships no zod.

export const ENQUIRY_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  city: 'Please select a city',
  projectDetails: 'Please provide some details about your project',
  consent: 'You must agree to our Privacy Policy',
} as const

export const ENQUIRY_MAX_LENGTHS = {
  name: 100,
  email: 254,
  phone: 30,
  city: 100,
  projectDetails: 5000,
} as const

export const ENQUIRY_MIN_LENGTHS = { name: 2, phone: 6, city: 2, projectDetails: 10 } as const

/** The hidden 'company website' field: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = 'companyWebsite'

export type EnquiryField = 'name' | 'email' | 'phone' | 'city' | 'projectDetails' | 'consent'
export const ENQUIRY_FIELDS: readonly EnquiryField[] = ['name', 'email', 'phone', 'city', 'projectDetails', 'consent']
