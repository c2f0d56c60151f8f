import type { Payload, PayloadRequest } from 'payload'

import { MAX_IDEMPOTENCY_KEY_LENGTH } from '@/lib/email/idempotency'

export const SEND_EMAIL_TASK = 'sendEmail'

/** What a queued e-mail carries: the message itself plus the key that stops a retry sending it twice. */
export type SendEmailInput = {
  to: string
  subject: string
  text: string
  html?: string | null
  replyTo?: string | null
  idempotencyKey: string
  /** Headers of the message's own (a newsletter's `List-Unsubscribe`); the adapter strips line breaks from them. */
  headers?: Record<string, string> | null
}

export type QueueEmailContext = {
  payload: Payload
  /** Pass the request of an open transaction so the e-mail is queued only if that transaction commits. */
  req?: PayloadRequest
}

/**
 * Queues one e-mail as a `sendEmail` job (an outbox row); the job runner sends it and retries with
 * backoff. `idempotencyKey` must be the same for the same message (e.g. `order:42:receipt`).
 */
export async function queueEmail(
  { payload, req }: QueueEmailContext,
  message: SendEmailInput,
): Promise<{ jobId: number | string }> {
  if (!message.idempotencyKey || message.idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new RangeError(`An e-mail needs an idempotency key of 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`)
  }
  const input: SendEmailInput = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    replyTo: message.replyTo ?? null,
    idempotencyKey: message.idempotencyKey,
    ...(message.headers && Object.keys(message.headers).length ? { headers: message.headers } : {}),
  }
  const job = await payload.jobs.queue({ task: SEND_EMAIL_TASK, input, ...(req ? { req } : {}) })
  return { jobId: job.id }
}
