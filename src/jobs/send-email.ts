import type { TaskConfig } from 'payload'

import { IDEMPOTENCY_KEY_HEADER } from '@/lib/email/idempotency'
import { SEND_EMAIL_TASK, type SendEmailInput } from '@/lib/email/outbox'

export type SendEmailOutput = { messageId: string }

/** Base delay between attempts; doubles each time (1, 2, 4, 8, 16 minutes). */
export const SEND_EMAIL_RETRY_DELAY_MS = 60_000
export const SEND_EMAIL_ATTEMPTS = 5

/** The message's own headers as queued (a JSON object of strings); anything else is dropped. */
function extraHeaders(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** Sends one queued e-mail through the configured e-mail adapter; a failure is retried with backoff. */
export const sendEmailTask: TaskConfig<{ input: SendEmailInput; output: SendEmailOutput }> = {
  slug: SEND_EMAIL_TASK,
  label: 'Send e-mail',
  retries: { attempts: SEND_EMAIL_ATTEMPTS, backoff: { type: 'exponential', delay: SEND_EMAIL_RETRY_DELAY_MS } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
    { name: 'replyTo', type: 'text' },
    { name: 'idempotencyKey', type: 'text', required: true },
    { name: 'headers', type: 'json' },
  ],
  outputSchema: [{ name: 'messageId', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const result: unknown = await req.payload.sendEmail({
      to: input.to,
      subject: input.subject,
      text: input.text,
      ...(input.html ? { html: input.html } : {}),
      ...(input.replyTo ? { replyTo: input.replyTo } : {}),
      headers: { ...extraHeaders(input.headers), [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
    })
    const messageId =
      typeof result === 'object' && result !== null && 'id' in result && typeof result.id === 'string'
        ? result.id
        : 'logged'
    return { output: { messageId } }
  },
}
