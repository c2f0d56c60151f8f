import { BASE_COMMISSION_PENCE, DEFAULT_LEAD_BONUS_PENCE, formatPence } from '@/lib/leads/commission'

// What a supplier is told about the per-lead commission before paying (Get Listed, the application beside the package
// terms, the terms of service), from the very constants routing charges with, so the words cannot drift from the money.

export const COMMISSION_HEADING = 'Commission per lead'

/**
 * 'Besides the package price, each enquiry we send you costs a commission of £50.00; with a lead bonus agreed with
 * our team, £50.00 plus the bonus (£25.00 unless another amount is agreed).'
 */
export function commissionSummary(): string {
  const base = formatPence(BASE_COMMISSION_PENCE)
  return (
    `Besides the package price, each enquiry we send you costs a commission of ${base}; with a lead bonus agreed ` +
    `with our team, ${base} plus the bonus (${formatPence(DEFAULT_LEAD_BONUS_PENCE)} unless another amount is agreed).`
  )
}

/** The terms of service's section on the commission: the summary, then how it is fixed, voided and listed. */
export function commissionTerms(): string[] {
  return [
    commissionSummary(),
    'A lead is one enquiry sent to one supplier. Its commission is fixed when we send it to you and never changes ' +
      'afterwards; if our team accepts your decline of a lead as spam, a duplicate or unreachable, its commission is ' +
      'voided.',
    'Every lead and its commission are listed on the monthly statement in your account.',
    'The commission is a net amount: while we are registered for VAT, VAT at the rate in force is added to it on ' +
      'your monthly invoice.',
  ]
}
