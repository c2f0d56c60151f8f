import { formatLongDate } from '@/lib/dates'
import { renderEmail, type EmailMessage } from '@/lib/email/message'

export type EpdReminder = {
  supplierName: string
  productName: string
  registrationNumber?: string | null
  /** 'YYYY-MM-DD': the last UK day the EPD is valid on. */
  validUntil: string
  /** The portal's products page, in full (the renewed EPD is uploaded there). */
  portalProductsUrl: string
  brand: string
}

/** The e-mail a supplier's accounts receive 60 and 30 days before one of its products' EPD runs out. */
export function epdExpiryReminderEmail(r: EpdReminder): Promise<EmailMessage> {
  const date = formatLongDate(r.validUntil)
  const details = [
    `Product: ${r.productName}`,
    ...(r.registrationNumber ? [`EPD registration number: ${r.registrationNumber}`] : []),
    `Valid until: ${date}`,
  ]
  return renderEmail(`The EPD of ${r.productName} expires on ${date} | ${r.brand}`, [
    `Hello ${r.supplierName},`,
    `The EPD (Environmental Product Declaration) of ${r.productName}, listed on ${r.brand}, runs out: ` +
      `it is valid until ${date}.`,
    details.join('\n'),
    `From the day after, the product shows 'EPD expired on ${date}' and leaves every comparison, percentile and ` +
      `list of lower-carbon alternatives. To keep its figures in them, upload the renewed EPD with its new figures ` +
      `and valid-until date in your supplier portal, where staff check it before it goes live:`,
    r.portalProductsUrl,
    r.brand,
  ])
}
