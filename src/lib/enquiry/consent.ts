// The consent statement beside the enquiry form's checkbox. The lead stores the exact text shown,
// so the form and the server both build it here from the same inputs.

export const PRIVACY_POLICY_PATH = '/privacy-policy'

export type ConsentParts = { before: string; link: string; after: string }

/** The statement in three parts, so the form can make 'Privacy Policy' a link. */
export function consentParts(supplierName?: string | null): ConsentParts {
  const recipients = supplierName?.trim() ? supplierName.trim() : 'the matching suppliers in my city'
  return {
    before: 'I agree to the ',
    link: 'Privacy Policy',
    after: ` and to my enquiry being sent to ${recipients} and to our team, who may contact me about my project.`,
  }
}

/** The statement as plain text, as stored on the lead. */
export function consentText(supplierName?: string | null): string {
  const { before, link, after } = consentParts(supplierName)
  return `${before}${link}${after}`
}
