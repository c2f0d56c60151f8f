import { renderEmail, type EmailMessage } from '@/lib/email/message'

// E-mails to suppliers about their account, their claim of a listing and their changes to it.

export function accountVerifyEmail(a: { name?: string | null; link: string; brand: string }): Promise<EmailMessage> {
  return renderEmail(`Confirm your e-mail address | ${a.brand}`, [
    `Hello${a.name ? ` ${a.name}` : ''},`,
    `Please confirm your e-mail address for your ${a.brand} supplier account by opening this link:`,
    a.link,
    'If you did not expect this e-mail, you can ignore it.',
    a.brand,
  ])
}

export function passwordResetEmail(a: { link: string; brand: string; hours: number }): Promise<EmailMessage> {
  return renderEmail(`Reset your password | ${a.brand}`, [
    `Someone asked to reset the password of your ${a.brand} supplier account. To choose a ` +
      `new password, open this link within ${a.hours} ${a.hours === 1 ? 'hour' : 'hours'}:`,
    a.link,
    'If it was not you, ignore this e-mail: your password stays as it is.',
    a.brand,
  ])
}

/** What a claim's e-mails say: who claims which listing, and the one-use link with its lifetime. */
type ClaimLinkFacts = { name: string; listingName: string; link: string; hours: number; brand: string }

export function claimLinkEmail(a: ClaimLinkFacts): Promise<EmailMessage> {
  return renderEmail(`Confirm your claim of ${a.listingName} | ${a.brand}`, [
    `Hello ${a.name},`,
    `You asked to manage the listing of ${a.listingName} on ${a.brand}. To confirm that ` +
      `this is your business and choose a password, open this link within ${a.hours} hours ` +
      `(it works once):`,
    a.link,
    'If you did not ask for this, ignore this e-mail: nothing changes.',
    a.brand,
  ])
}

export function claimApprovedEmail(a: ClaimLinkFacts): Promise<EmailMessage> {
  return renderEmail(`Your claim of ${a.listingName} is approved | ${a.brand}`, [
    `Hello ${a.name},`,
    `We have approved your claim of the listing of ${a.listingName}. To set your password and sign in, open this link within ${a.hours} hours (it works once):`,
    a.link,
    a.brand,
  ])
}

export function claimRejectedEmail(a: {
  name: string
  listingName: string
  reason: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`Your claim of ${a.listingName} | ${a.brand}`, [
    `Hello ${a.name},`,
    `We could not approve your claim of the listing of ${a.listingName}.`,
    { label: 'Reason', value: a.reason },
    'If you think this is a mistake, reply to this e-mail with anything that shows you represent the business.',
    a.brand,
  ])
}

export function listingChangesRejectedEmail(a: {
  listingName: string
  reason: string
  portalLink: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`Changes to ${a.listingName} were not published | ${a.brand}`, [
    `We reviewed the changes to your listing of ${a.listingName} and did not publish them.`,
    { label: 'Reason', value: a.reason },
    `Your listing stays as it was. You can correct the changes and send them again in your account: ${a.portalLink}`,
    a.brand,
  ])
}

export function listingChangesPublishedEmail(a: {
  listingName: string
  publicLink: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`Your changes to ${a.listingName} are live | ${a.brand}`, [
    `We have published the changes to your listing of ${a.listingName}.`,
    `See it on the site: ${a.publicLink}`,
    a.brand,
  ])
}

/** To staff when a supplier sends its listing, or changes to it, for review. */
export function listingSubmittedStaffEmail(a: {
  listingName: string
  firstListing: boolean
  compareLink: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(
    a.firstListing
      ? `New listing to review: ${a.listingName} | ${a.brand}`
      : `Listing changes to review: ${a.listingName} | ${a.brand}`,
    [
      a.firstListing
        ? `${a.listingName} has sent its first listing for review. It is not on the site until you publish it.`
        : `${a.listingName} has sent changes to its listing for review. The site shows the published listing until you publish them.`,
      `Compare what was sent with what is published: ${a.compareLink}`,
      'Publish the changes, or set Review to Changes rejected with the reason and Save Draft.',
      a.brand,
    ],
  )
}

/** To the old address when an admin changes an account's sign-in e-mail address. */
export function accountEmailChangedEmail(a: {
  newEmail: string
  brand: string
  staff: boolean
}): Promise<EmailMessage> {
  return renderEmail(`Your sign-in e-mail address was changed | ${a.brand}`, [
    `The e-mail address you sign in to your ${a.brand} ${a.staff ? 'staff' : 'supplier'} ` +
      `account with has been changed by our team to ${a.newEmail}. This address no longer ` +
      `signs in to it.`,
    'If you did not ask for this, please reply to this e-mail or contact us straight away.',
    a.brand,
  ])
}

/**
 * To an account's address when someone fills in the application form for a new listing with it: the form said
 * nothing (it must not tell a stranger who has an account), so the owner hears of it here.
 */
export function applicationWithAccountEmail(a: {
  signInLink: string
  resetLink: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`Someone applied for a listing with your e-mail address | ${a.brand}`, [
    `Someone has just filled in the ${a.brand} application for a new supplier listing with this e-mail address, which already has a supplier account.`,
    `If it was you: your account already manages your listing. Please sign in and pay for or renew your package from your account instead: ${a.signInLink}`,
    `Forgotten your password? Choose a new one here: ${a.resetLink}`,
    'A payment made through that application does not create a second account or change ' +
      'your listing: our team will contact you to refund it or apply it to your listing.',
    'If it was not you, you can ignore this e-mail: nothing has changed on your account.',
    a.brand,
  ])
}
