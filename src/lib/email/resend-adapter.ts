import { setTimeout as wait } from 'node:timers/promises'

import type { PayloadEmailAdapter, SendEmailOptions } from 'payload'
import { Resend } from 'resend'

import { IDEMPOTENCY_KEY_HEADER } from '@/lib/email/idempotency'
import { headerText } from '@/lib/single-line'

export const DEFAULT_EMAIL_FROM = 'EcoBuild Directory <hello@ecobuild-directory.co.uk>'

export type ResendAdapterOptions = {
  /** Without a key, messages are written to the server log instead of being sent. */
  apiKey?: string
  /** Another Resend-compatible endpoint (a local fake in tests). */
  baseUrl?: string
  /** 'Name <address>' or a bare address. */
  from?: string
}

/** What the adapter returns: Resend's message id, or 'logged' when no API key is set. */
export type SentEmail = { id: string }

export class EmailSendError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message)
    this.name = 'EmailSendError'
  }
}

/** 'Name <a@b.uk>' → { name, address }; a bare address has an empty name. */
export function parseFromAddress(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  if (match) return { name: match[1].replace(/^"|"$/g, ''), address: match[2].trim() }
  return { name: '', address: from.trim() }
}

type AddressLike = string | { address: string; name?: string }

function isAddressLike(value: unknown): value is AddressLike {
  return (
    typeof value === 'string' ||
    (typeof value === 'object' && value !== null && 'address' in value && typeof value.address === 'string')
  )
}

function formatAddress(value: AddressLike): string {
  if (typeof value === 'string') return value
  return value.name ? `${value.name} <${value.address}>` : value.address
}

/** Payload (nodemailer-style) recipients → a list of address strings. */
export function toAddressList(value: unknown): string[] {
  const list = Array.isArray(value) ? (value as unknown[]) : [value]
  return list
    .filter(isAddressLike)
    .map(formatAddress)
    .flatMap((a) => a.split(','))
    .map((a) => a.trim())
    .filter(Boolean)
}

export function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined
}

/** The idempotency key from the message headers, whatever their shape (object or list of pairs). */
export function idempotencyKeyOf(headers: unknown): string | undefined {
  const wanted = IDEMPOTENCY_KEY_HEADER.toLowerCase()
  if (Array.isArray(headers)) {
    for (const entry of headers as unknown[]) {
      if (
        typeof entry === 'object' &&
        entry !== null &&
        'key' in entry &&
        'value' in entry &&
        String(entry.key).toLowerCase() === wanted
      ) {
        return optionalText(entry.value)
      }
    }
    return undefined
  }
  if (typeof headers === 'object' && headers !== null) {
    for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return optionalText(value)
  }
  return undefined
}

/** The headers a message carries besides the idempotency key (e.g. `List-Unsubscribe`), each name and value on one line. */
export function extraHeadersOf(headers: unknown): Record<string, string> {
  const wanted = IDEMPOTENCY_KEY_HEADER.toLowerCase()
  const pairs: Array<[string, unknown]> = Array.isArray(headers)
    ? (headers as unknown[]).flatMap((entry) =>
        typeof entry === 'object' && entry !== null && 'key' in entry && 'value' in entry
          ? [[String(entry.key), entry.value] as [string, unknown]]
          : [],
      )
    : typeof headers === 'object' && headers !== null
      ? Object.entries(headers)
      : []
  const out: Record<string, string> = {}
  for (const [key, value] of pairs) {
    const name = headerText(key)
    if (!name || name.toLowerCase() === wanted || typeof value !== 'string' || !value) continue
    out[name] = headerText(value)
  }
  return out
}

/** Resend allows a few requests a second: a 429 waits and resends (same key) instead of failing the job's attempt. */
export const RATE_LIMIT_RETRIES = 5
const MAX_RATE_LIMIT_WAIT_MS = 10_000

/** A per-second rate limit (retry soon); a used-up daily or monthly quota is also a 429 but waits for the job's backoff. */
export function isRateLimited(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const name = 'name' in error ? String(error.name) : ''
  const status = 'statusCode' in error ? error.statusCode : null
  return name === 'rate_limit_exceeded' || (status === 429 && !name.includes('quota'))
}

/** Milliseconds the Retry-After header (seconds) asks for, 1 s when absent, at most 10 s. */
export function retryAfterMs(headers: Record<string, string> | null | undefined): number {
  const seconds = Number(headers?.['retry-after'])
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RATE_LIMIT_WAIT_MS) : 1000
}

/** RESEND_API_KEY, RESEND_BASE_URL and EMAIL_FROM, read when a message is sent (so tests can point them elsewhere). */
export function resendSettingsFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ResendAdapterOptions {
  return {
    apiKey: env.RESEND_API_KEY?.trim() || undefined,
    baseUrl: env.RESEND_BASE_URL?.trim() || undefined,
    from: env.EMAIL_FROM?.trim() || DEFAULT_EMAIL_FROM,
  }
}

/**
 * Payload e-mail adapter on the Resend SDK. Sending happens inside jobs, so a failure throws and the
 * job runner retries; the idempotency key from the message headers makes a retry safe.
 */
export function resendAdapter(
  settings: () => ResendAdapterOptions = resendSettingsFromEnv,
): PayloadEmailAdapter<SentEmail> {
  const clients = new Map<string, Resend>()
  const clientFor = (apiKey: string, baseUrl: string | undefined): Resend => {
    const cacheKey = `${baseUrl ?? ''} ${apiKey}`
    let client = clients.get(cacheKey)
    if (!client) {
      client = new Resend(apiKey, baseUrl ? { baseUrl } : undefined)
      clients.set(cacheKey, client)
    }
    return client
  }
  return ({ payload }) => {
    const sender = parseFromAddress(settings().from ?? DEFAULT_EMAIL_FROM)
    return {
      name: 'resend',
      defaultFromAddress: sender.address,
      defaultFromName: sender.name,
      sendEmail: async (message: SendEmailOptions): Promise<SentEmail> => {
        const { apiKey, baseUrl, from = DEFAULT_EMAIL_FROM } = settings()
        // Every header value leaves through headerText: no line break (a header injection) or control character
        // gets out, whatever the message was built from (a name a visitor typed, a supplier's name staff stored).
        const to = toAddressList(message.to).map(headerText)
        const subject = headerText(optionalText(message.subject) ?? '')
        const text = optionalText(message.text)
        const html = optionalText(message.html)
        const replyTo = toAddressList(message.replyTo).map(headerText)
        const idempotencyKey = idempotencyKeyOf(message.headers)
        const extraHeaders = extraHeadersOf(message.headers)
        const fromAddress = headerText(isAddressLike(message.from) ? formatAddress(message.from) : from)
        if (to.length === 0) throw new EmailSendError('An e-mail needs at least one recipient', null)
        if (!apiKey) {
          payload.logger.info({
            msg: `E-mail (not sent: RESEND_API_KEY is not set) to ${to.join(', ')}: ${subject}`,
            from: fromAddress,
            idempotencyKey,
            text,
          })
          return { id: 'logged' }
        }
        const send = () =>
          clientFor(apiKey, baseUrl).emails.send(
            {
              from: fromAddress,
              to,
              subject,
              ...(html ? { html } : {}),
              text: text ?? '',
              ...(replyTo.length ? { replyTo } : {}),
              ...(Object.keys(extraHeaders).length ? { headers: extraHeaders } : {}),
            },
            idempotencyKey ? { idempotencyKey } : undefined,
          )
        let response = await send()
        for (let retry = 0; retry < RATE_LIMIT_RETRIES && isRateLimited(response.error); retry++) {
          await wait(retryAfterMs(response.headers))
          response = await send()
        }
        const { data, error } = response
        if (error || !data) {
          const statusCode =
            error && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : null
          throw new EmailSendError(
            `Resend did not accept the e-mail to ${to.join(', ')}: ${error?.message ?? 'no response'}`,
            statusCode,
          )
        }
        return { id: data.id }
      },
    }
  }
}
