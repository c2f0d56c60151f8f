import { describe, expect, it } from 'vitest'

import { enquiryFormStateFrom, enquiryInputFromFormData, INITIAL_ENQUIRY_FORM_STATE } from '@/lib/enquiry/form-state'
import { validateEnquiry } from '@/lib/enquiry/schema'

function formData(entries: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.set(name, value)
  return data
}

const GOOD = {
  name: 'Ada Visitor',
  email: 'ada@example.com',
  phone: '07700 900123',
  city: 'London',
  projectDetails: 'Wood-fibre boards for a loft.',
}

describe('the enquiry form posted as HTML', () => {
  it('reads a checked checkbox as consent and the hidden routing ids as numbers', () => {
    const input = enquiryInputFromFormData(formData({ ...GOOD, consent: 'on', category: '4', supplier: '' }))
    expect(input).toMatchObject({ ...GOOD, consent: true, category: 4, supplier: null })
    expect(validateEnquiry(input).success).toBe(true)
  })

  it('reads a missing checkbox as no consent, which the schema refuses', () => {
    const input = enquiryInputFromFormData(formData(GOOD))
    expect(input.consent).toBe(false)
    const result = validateEnquiry(input)
    expect(result.success).toBe(false)
    if (!result.success) expect(result.fieldErrors.consent).toBe('You must agree to our Privacy Policy')
  })

  it('reads the material and the site postcode, and keeps both (with their messages) after a refusal', () => {
    const input = enquiryInputFromFormData(formData({ ...GOOD, consent: 'on', category: '4', sitePostcode: 'LS6 2A' }))
    expect(input).toMatchObject({ category: 4, sitePostcode: 'LS6 2A' })
    const refused = enquiryFormStateFrom(
      { ok: false, reason: 'invalid', message: 'x', fieldErrors: { sitePostcode: 'Enter a UK postcode' } },
      input,
      INITIAL_ENQUIRY_FORM_STATE,
    )
    expect(refused.values).toMatchObject({ category: '4', sitePostcode: 'LS6 2A', consent: true })
    expect(refused.fieldErrors).toEqual({ sitePostcode: 'Enter a UK postcode' })
  })

  it('passes a malformed routing id on for the schema to refuse', () => {
    const input = enquiryInputFromFormData(formData({ ...GOOD, consent: 'on', category: '1 OR 1=1' }))
    expect(input.category).toBe('1 OR 1=1')
    expect(validateEnquiry(input).success).toBe(false)
  })

  it('keeps the values and the field messages after a refusal, and clears them after a success', () => {
    const input = enquiryInputFromFormData(formData({ ...GOOD, name: 'A', companyWebsite: '' }))
    const refused = enquiryFormStateFrom(
      {
        ok: false,
        reason: 'invalid',
        message: 'Please check the highlighted fields.',
        fieldErrors: { name: 'Name must be at least 2 characters', category: 'Unknown category' },
      },
      input,
      INITIAL_ENQUIRY_FORM_STATE,
    )
    expect(refused).toEqual({
      status: 'invalid',
      submission: 1,
      values: { ...GOOD, name: 'A', consent: false, category: '', sitePostcode: '' },
      // The material is a field of the form now: its message shows beside it.
      fieldErrors: { name: 'Name must be at least 2 characters', category: 'Unknown category' },
      message: 'Please check the highlighted fields.',
    })
    const confirmation = { email: 'a@example.com', city: 'London', recipients: ['Alpha Ltd'] }
    const accepted = enquiryFormStateFrom({ ok: true, message: 'Thanks', confirmation }, input, refused)
    expect(accepted).toEqual({
      status: 'success',
      submission: 2,
      values: null,
      fieldErrors: {},
      message: 'Thanks',
      confirmation,
    })
  })
})
