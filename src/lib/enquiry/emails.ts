import { formatPence } from '@/lib/commission'

// The three e-mails an enquiry sends: the visitor's confirmation, each matched supplier's
// notification and the staff copy. Plain text plus escaped HTML; nothing from the visitor is trusted.

export type EnquiryEmail = { subject: string; text: string; html: string }

export type EnquiryDetails = {
  leadId: number
  name: string
  email: string
  phone: string
  city: string
  projectDetails: string
  categoryName: string | null
  brand: string
}

export type RoutedSupplier = { name: string; commissionAmount: number }

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch)
}

type Block = string | { label: string; value: string }

function render(blocks: Block[]): Pick<EnquiryEmail, 'text' | 'html'> {
  const text = blocks.map((b) => (typeof b === 'string' ? b : `${b.label}:${b.value.startsWith('\n') ? '' : ' '}${b.value}`)).join('\n\n')
  const html = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`
        : `<p><strong>${escapeHtml(b.label)}:</strong> ${escapeHtml(b.value).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n')
  return { text, html }
}

function enquiryFields(d: EnquiryDetails): Block[] {
  return [
    { label: 'Name', value: d.name },
    { label: 'Email', value: d.email },
    { label: 'Phone', value: d.phone },
    { label: 'City', value: d.city },
    ...(d.categoryName ? [{ label: 'Category', value: d.categoryName }] : []),
    { label: 'Project details', value: d.projectDetails },
  ]
}

export function visitorConfirmationEmail(d: EnquiryDetails, supplierCount: number): EnquiryEmail {
  const routed =
    supplierCount > 0
      ? `We have passed it to ${supplierCount} matching ${supplierCount === 1 ? 'supplier' : 'suppliers'} in ${d.city}, who will contact you with quotes.`
      : `Our team will look for suppliers who can help with your project in ${d.city} and get back to you.`
  return {
    subject: `We have received your enquiry | ${d.brand}`,
    ...render([`Hello ${d.name},`, 'Thank you for your enquiry.', routed, 'Your enquiry:', ...enquiryFields(d), `${d.brand}`]),
  }
}

export function supplierNotificationEmail(d: EnquiryDetails, supplierName: string): EnquiryEmail {
  return {
    subject: `New enquiry from ${d.city}: ${d.name} | ${d.brand}`,
    ...render([
      `Hello ${supplierName},`,
      `A visitor to ${d.brand} has asked for a quote. Reply to this e-mail to contact them directly.`,
      ...enquiryFields(d),
      `${d.brand}`,
    ]),
  }
}

export function staffEnquiryEmail(d: EnquiryDetails, suppliers: readonly RoutedSupplier[], adminUrl: string): EnquiryEmail {
  const total = suppliers.reduce((sum, s) => sum + s.commissionAmount, 0)
  const routed = suppliers.length
    ? suppliers.map((s) => `- ${s.name} (${formatPence(s.commissionAmount)})`).join('\n')
    : 'No matching supplier: this enquiry needs a person to follow it up.'
  return {
    subject: `New enquiry ${d.leadId}: ${d.name}, ${d.city} (${suppliers.length} ${suppliers.length === 1 ? 'supplier' : 'suppliers'})`,
    ...render([
      ...enquiryFields(d),
      { label: 'Routed to', value: `\n${routed}` },
      { label: 'Commission total', value: formatPence(total) },
      { label: 'Lead in the admin', value: adminUrl },
    ]),
  }
}
