/** The header Resend reads to recognise a repeated send; the adapter passes it through. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** Resend accepts keys of up to 256 characters. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 256

/**
 * A stable key for one e-mail: the same parts always give the same key, so a retried job is
 * recognised by Resend and not sent twice. E.g. emailIdempotencyKey('lead', 42, 'supplier', 'a@b.uk').
 */
export function emailIdempotencyKey(...parts: ReadonlyArray<string | number>): string {
  // The key travels as an HTTP header, which takes printable ASCII only: anything else is
  // percent-encoded (as UTF-8), so a name like 'Qualité™' gives a key instead of a failed send.
  const key = parts
    .map((p) => String(p).trim().toLowerCase())
    .join(':')
    .replace(/[^\x20-\x7E]/gu, (ch) =>
      [...Buffer.from(ch, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
    )
  if (!key || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new RangeError(`An idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters, got ${key.length}`)
  }
  return key
}
