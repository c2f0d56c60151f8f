import { renderEmail, type EmailBlock, type EmailMessage } from '@/lib/email/message'
import { NEWSLETTER_CONFIRM_DAYS, ONE_CLICK_BODY } from '@/lib/newsletter/rules'
import { signUnsubscribeToken } from '@/lib/newsletter/unsubscribe-link'
import { siteUrl } from '@/lib/platform/site-url'
import { newsletterOneClickPath, newsletterUnsubscribePath } from '@/lib/routes'

// The newsletter's e-mails: the double opt-in's confirmation, and every newsletter itself, which always ends with an
// unsubscribe link and carries the one-click `List-Unsubscribe` headers (RFC 2369 and RFC 8058).

/** An e-mail with headers of its own (passed through the outbox to Resend). */
export type EmailWithHeaders = EmailMessage & { headers: Record<string, string> }

export function newsletterConfirmationEmail(confirmUrl: string, brand: string): Promise<EmailMessage> {
  return renderEmail(`Confirm your subscription to our newsletter | ${brand}`, [
    'Hello,',
    `Someone, we hope you, asked for the ${brand} newsletter to be sent to this address. Open this link and press the button to confirm:`,
    { label: 'Confirm your subscription', value: confirmUrl },
    `The link works for ${NEWSLETTER_CONFIRM_DAYS} days. If you did not ask for this, ignore this e-mail: you will not be subscribed.`,
    brand,
  ])
}

/** The two unsubscribe addresses of one subscriber: the page a person opens, and the one-click POST address. */
export function unsubscribeUrls(subscriberId: number): { page: string; oneClick: string } {
  const token = signUnsubscribeToken(subscriberId)
  return {
    page: `${siteUrl()}${newsletterUnsubscribePath(token)}`,
    oneClick: `${siteUrl()}${newsletterOneClickPath(token)}`,
  }
}

/** The headers that let a mail client offer 'Unsubscribe', done by one POST without signing in. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': ONE_CLICK_BODY }
}

export type NewsletterIssue = { subject: string; blocks: readonly EmailBlock[] }

/** One newsletter as one subscriber receives it: the issue, the unsubscribe link at its end, and the headers. */
export async function newsletterEmail(
  issue: NewsletterIssue,
  subscriberId: number,
  brand: string,
): Promise<EmailWithHeaders> {
  const urls = unsubscribeUrls(subscriberId)
  const message = await renderEmail(`${issue.subject} | ${brand}`, [
    ...issue.blocks,
    brand,
    { label: 'You receive this because you subscribed to our newsletter. Unsubscribe', value: urls.page },
  ])
  return { ...message, headers: listUnsubscribeHeaders(urls.oneClick) }
}
