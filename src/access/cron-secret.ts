import { timingSafeEqual } from 'node:crypto'

/**
 * True when the request carries `Authorization: Bearer $CRON_SECRET`. Always false while
 * CRON_SECRET is unset or blank, so an unconfigured deployment never runs jobs for strangers.
 */
export function hasCronSecret(headers: Headers, secret: string | undefined = process.env.CRON_SECRET): boolean {
  const expected = secret?.trim()
  if (!expected) return false
  const match = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')
  if (!match) return false
  const given = Buffer.from(match[1].trim())
  const wanted = Buffer.from(expected)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}
