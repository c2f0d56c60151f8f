import type { AfterErrorHook } from 'payload'

// A safety net behind src/lib/api-guards/relationship-existence.ts: should a value PostgreSQL refuses as the client's (a foreign
// key naming no row, text where a number belongs, a number out of the column's range) still reach the database
// through REST, the client gets a 400 with a plain message instead of a 500. Our own faults stay 500s.

const CLIENT_FAULTS: Record<string, string> = {
  '23503': 'A related document does not exist.',
  '22P02': 'A value is not of the expected type.',
  '22003': 'A number is out of range.',
}

/** The PostgreSQL error code of `error` or of any error it wraps (drizzle wraps the driver's in `cause`). */
export function postgresCode(error: unknown): string | null {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return null
}

/** The message for a client's fault PostgreSQL found, or null. */
export function clientFaultMessage(error: unknown): string | null {
  const code = postgresCode(error)
  return code ? (CLIENT_FAULTS[code] ?? null) : null
}

/** Payload's config-level afterError hook: such an error answers 400. */
export const databaseClientFaults: AfterErrorHook = ({ error }) => {
  const message = clientFaultMessage(error)
  return message ? { status: 400, response: { errors: [{ message }] } } : undefined
}
