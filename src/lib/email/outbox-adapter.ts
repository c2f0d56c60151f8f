import { randomUUID } from 'node:crypto'

import { toPlainText } from '@react-email/components'
import type { PayloadEmailAdapter, SendEmailOptions } from 'payload'

import { queueEmail } from '@/lib/email/outbox'
import { idempotencyKeyOf, optionalText, toAddressList } from '@/lib/email/resend-adapter'

export type QueuedEmail = { id: string }

/**
 * Wraps the sending adapter so that nothing leaves without the outbox: a message with an idempotency key comes
 * from the send-email job and is sent; any other (one Payload sends itself: an account's verification, a reset
 * asked through the REST API or the admin) is queued as a job, which retries it until it is delivered once.
 */
export function outboxAdapter<T>(adapter: PayloadEmailAdapter<T>): PayloadEmailAdapter<T | QueuedEmail> {
  return (args) => {
    const inner = adapter(args)
    return {
      ...inner,
      sendEmail: async (message: SendEmailOptions): Promise<T | QueuedEmail> => {
        if (idempotencyKeyOf(message.headers)) return inner.sendEmail(message)
        const html = optionalText(message.html)
        const text = optionalText(message.text) ?? (html ? toPlainText(html) : '')
        const to = toAddressList(message.to)
        if (to.length === 0) throw new Error('An e-mail needs at least one recipient')
        const { jobId } = await queueEmail(
          { payload: args.payload },
          {
            to: to.join(', '),
            subject: optionalText(message.subject) ?? '',
            text,
            html: html ?? null,
            replyTo: toAddressList(message.replyTo).join(', ') || null,
            idempotencyKey: `payload:${randomUUID()}`,
          },
        )
        return { id: `queued:${jobId}` }
      },
    }
  }
}
