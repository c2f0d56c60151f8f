import { formatPence } from '@/lib/leads/commission'
import { renderEmail, type EmailBlock, type EmailMessage } from '@/lib/email/message'
import { enquiryFieldsOf, type EnquiryTextValues } from '@/lib/enquiry/fields'

// The three e-mails an enquiry sends: the visitor's confirmation, each matched supplier's
// notification and the staff copy. Nothing from the visitor is trusted: React escapes it.

/** The lead's typed fields (the enquiry's field list), its category, the work's site postcode and the site's name. */
export type EnquiryDetails = EnquiryTextValues & {
  leadId: number
  categoryName: string | null
  /** Where the work is, when the enquirer gave it (routing used it: suppliers see what they were chosen for). */
  sitePostcode?: string | null
  brand: string
}

export type RoutedSupplier = { name: string; commissionAmount: number }

/** The enquiry as e-mails list it: the enquirer's fields, the category, the project's fields. */
function enquiryFields(d: EnquiryDetails): EmailBlock[] {
  const blocks = (group: 'enquirer' | 'project') =>
    enquiryFieldsOf(group).map((f) => ({ label: f.summaryLabel, value: d[f.name] }))
  return [
    ...blocks('enquirer'),
    ...(d.categoryName ? [{ label: 'Category', value: d.categoryName }] : []),
    ...(d.sitePostcode ? [{ label: 'Site postcode', value: d.sitePostcode }] : []),
    ...blocks('project'),
  ]
}

export type ConfirmationExtras = {
  /** The enquirer's own page of the enquiry: who received it, and erasing it. */
  enquiryUrl: string
  /** A repeat of an enquiry made within 30 days: the earlier one has already been passed on. */
  duplicate?: boolean
}

export function visitorConfirmationEmail(
  d: EnquiryDetails,
  supplierCount: number,
  extras: ConfirmationExtras,
): Promise<EmailMessage> {
  const routed = extras.duplicate
    ? `This repeats an enquiry you sent us recently for ${d.city}, which we have already passed on: the same suppliers will contact you.`
    : supplierCount > 0
      ? `We have passed it to ${supplierCount} matching ${supplierCount === 1 ? 'supplier' : 'suppliers'} in ${d.city}, who will contact you with quotes.`
      : `Our team will look for suppliers who can help with your project in ${d.city} and get back to you.`
  return renderEmail(`We have received your enquiry | ${d.brand}`, [
    `Hello ${d.name},`,
    'Thank you for your enquiry.',
    routed,
    'Your enquiry:',
    ...enquiryFields(d),
    {
      label: 'See who received your enquiry, or erase it',
      value: extras.enquiryUrl,
    },
    d.brand,
  ])
}

export function supplierNotificationEmail(
  d: EnquiryDetails,
  supplierName: string,
  leadUrl: string,
): Promise<EmailMessage> {
  return renderEmail(`New enquiry from ${d.city}: ${d.name} | ${d.brand}`, [
    `Hello ${supplierName},`,
    `A visitor to ${d.brand} has asked for a quote. Reply to this e-mail to contact them directly.`,
    ...enquiryFields(d),
    { label: 'Open the lead in your account (mark it contacted, quoted, won or lost, or decline it)', value: leadUrl },
    d.brand,
  ])
}

export function staffEnquiryEmail(
  d: EnquiryDetails,
  suppliers: readonly RoutedSupplier[],
  adminUrl: string,
  duplicateOf: number | null = null,
): Promise<EmailMessage> {
  const total = suppliers.reduce((sum, s) => sum + s.commissionAmount, 0)
  const routed = suppliers.length
    ? suppliers.map((s) => `- ${s.name} (${formatPence(s.commissionAmount)})`).join('\n')
    : duplicateOf !== null
      ? `Not routed: it repeats lead ${duplicateOf} (same e-mail or phone, city and category within 30 days).`
      : 'No matching supplier: this enquiry needs a person to follow it up.'
  return renderEmail(
    `New enquiry ${d.leadId}: ${d.name}, ${d.city} (${suppliers.length} ${suppliers.length === 1 ? 'supplier' : 'suppliers'})`,
    [
      ...enquiryFields(d),
      { label: 'Routed to', value: `\n${routed}` },
      { label: 'Commission total', value: formatPence(total) },
      { label: 'Lead in the admin', value: adminUrl },
    ],
  )
}
