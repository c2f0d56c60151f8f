import type { Payload } from 'payload'

import {
  FORM_FAILED_MESSAGE,
  FORM_INVALID_MESSAGE,
  fieldErrorsOf,
  type AccountFormState,
} from '@/lib/account/form-state'
import { CONTACT_FIELDS, CONTACT_HONEYPOT, contactSchema } from '@/lib/contact/schema'
import { staffContactMessageEmail } from '@/lib/email/contact'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { consumeFormAllowance, enquiryRateLimit, tooManyEnquiriesMessage } from '@/lib/enquiry/rate-limit'
import { withTransaction } from '@/lib/platform/db'
import { siteUrl } from '@/lib/platform/site-url'

export const CONTACT_THANKS = 'Thank you. Your message has reached our team, and we will reply to you by e-mail.'

export type ContactContext = {
  payload: Payload
  /** The sender's address (see clientIpFrom); null when none is known. */
  clientIp: string | null
  /** Messages allowed per address and per e-mail in 10 minutes; the enquiries' limit (ENQUIRY_RATE_LIMIT) unless given. */
  rateLimit?: number
}

/**
 * A message to the company from /contact: the honeypot, validation, the enquiries' rate limits (counted apart), then in
 * one transaction the stored message and its e-mail to the staff address (queued in the outbox). Bad input stores
 * nothing. Never throws.
 */
export async function submitContactMessage(
  values: Record<string, string>,
  context: ContactContext,
): Promise<AccountFormState> {
  const { payload } = context
  const kept = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, values[name] ?? '']))
  if ((values[CONTACT_HONEYPOT] ?? '').trim() !== '') {
    payload.logger.info({ msg: 'Contact message with the honeypot filled: answered as sent, nothing stored' })
    return { status: 'done', message: CONTACT_THANKS }
  }
  const parsed = contactSchema.safeParse(kept)
  if (!parsed.success)
    return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error), values: kept }
  const input = parsed.data
  try {
    const allowance = await consumeFormAllowance(
      payload,
      'contact',
      { ip: context.clientIp, email: input.email },
      context.rateLimit ?? enquiryRateLimit(),
    )
    if (!allowance.allowed) {
      payload.logger.warn({ msg: 'Contact message refused by the rate limit', clientIp: context.clientIp })
      return { status: 'error', message: tooManyEnquiriesMessage(allowance.retryAfterMs, 'messages'), values: kept }
    }
    const stored = await withTransaction(
      payload,
      async (req) => {
        const facts = await emailSiteFacts(payload, req)
        const doc = await payload.create({
          collection: 'contact-messages',
          data: { name: input.name, email: input.email, message: input.message, status: 'new' },
          overrideAccess: true,
          depth: 0,
          req,
        })
        if (facts.staffEmail) {
          const email = await staffContactMessageEmail(
            { id: doc.id, ...input, brand: facts.brand },
            `${siteUrl()}/admin/collections/contact-messages/${doc.id}`,
          )
          await queueEmail(
            { payload, req },
            {
              to: facts.staffEmail,
              ...email,
              replyTo: input.email,
              idempotencyKey: emailIdempotencyKey('contact-message', doc.id, 'staff'),
            },
          )
        } else payload.logger.warn({ msg: `Contact message ${doc.id} stored, but Site settings has no staff e-mail` })
        return doc
      },
      {
        context: { disableRevalidate: true },
        confirm: async ({ id }) =>
          (await payload.count({ collection: 'contact-messages', where: { id: { equals: id } }, overrideAccess: true }))
            .totalDocs === 1,
      },
    )
    payload.logger.info({ msg: `Contact message ${stored.id} stored` })
    return { status: 'done', message: CONTACT_THANKS }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Contact message could not be stored; nothing was kept' })
    return { status: 'error', message: FORM_FAILED_MESSAGE, values: kept }
  }
}
