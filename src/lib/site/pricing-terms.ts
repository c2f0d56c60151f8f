// What the Get Listed tab says beside the package prices: the CMS's payment terms and the site's VAT treatment.

/** The get-listed global's payment terms until staff change them. */
export const DEFAULT_PAYMENT_TERMS = 'Each price is a one-off payment for a 12-month listing.'

export type VatTreatment = 'included' | 'excluded'

const VAT_NOTES: Record<VatTreatment, string> = {
  included: 'Prices include VAT.',
  excluded: 'Prices exclude VAT.',
}

/** The VAT sentence for a site setting; an unknown or missing value says nothing rather than guess. */
export function vatNote(treatment: string | null | undefined): string | null {
  return treatment && Object.hasOwn(VAT_NOTES, treatment) ? VAT_NOTES[treatment as VatTreatment] : null
}

/** 'Each price is a one-off payment for a 12-month listing. Prices include VAT.' (either part may be missing). */
export function pricingTerms(paymentTerms: string | null | undefined, treatment: string | null | undefined): string {
  return [paymentTerms?.trim(), vatNote(treatment)].filter(Boolean).join(' ')
}
