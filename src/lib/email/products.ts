import { renderEmail, type EmailMessage } from '@/lib/email/message'

// E-mails about a supplier's products (issue 30): sent for review (to staff), published or rejected (to the
// supplier's accounts), mirroring the listing changes' e-mails (account.ts).

/** To staff when a supplier sends a product, or changes to it, for review. */
export function productSubmittedStaffEmail(a: {
  productName: string
  listingName: string
  firstVersion: boolean
  adminLink: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(
    a.firstVersion
      ? `New product to review: ${a.productName} (${a.listingName}) | ${a.brand}`
      : `Product changes to review: ${a.productName} (${a.listingName}) | ${a.brand}`,
    [
      a.firstVersion
        ? `${a.listingName} has sent a new product, ${a.productName}, for review. It is not on the site until you publish it.`
        : `${a.listingName} has sent changes to its product ${a.productName} for review. The site shows the published product until you publish them.`,
      'Check the EPD document against the figures, set the material type and the data type, and tick ' +
        "'EPD verified' if they match.",
      `Open it in the admin: ${a.adminLink}`,
      'Publish it, or set Review to Changes rejected with the reason and Save Draft.',
      a.brand,
    ],
  )
}

export function productPublishedEmail(a: {
  productName: string
  publicLink: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`Your product ${a.productName} is live | ${a.brand}`, [
    `We have published your product ${a.productName}.`,
    `See it on the site: ${a.publicLink}`,
    a.brand,
  ])
}

export function productRejectedEmail(a: {
  productName: string
  reason: string
  portalLink: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`Your product ${a.productName} was not published | ${a.brand}`, [
    `We reviewed your product ${a.productName} and did not publish it as it stands.`,
    { label: 'Reason', value: a.reason },
    `The site shows the product as it was. You can correct it and send it again in your account: ${a.portalLink}`,
    a.brand,
  ])
}
