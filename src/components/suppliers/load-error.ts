// The suppliers page's failure states (DESIGN.md's translation of the spec's setup check).

export type SupplierLoadError = 'unreachable' | 'unexpected'

export const SUPPLIER_LOAD_MESSAGES = {
  unreachable: {
    inline: 'Could not set up suppliers database. Please try refreshing the page.',
    toastTitle: 'Database Setup Failed',
    toastText: 'Could not set up suppliers database. Please try refreshing the page.',
  },
  unexpected: {
    inline: 'An unexpected error occurred. Please try refreshing the page.',
    toastTitle: 'Error',
    toastText: 'Could not initialize suppliers. Please try again later.',
  },
} as const satisfies Record<SupplierLoadError, { inline: string; toastTitle: string; toastText: string }>

// Socket errors (Node) and PostgreSQL SQLSTATEs meaning "no usable connection": class 08, shutdown or
// start-up (57P0x), too many connections, missing database, failed authentication.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '3D000',
  '28000',
  '28P01',
])

const UNREACHABLE_MESSAGE = /cannot connect to postgres|connection terminated|timeout exceeded when trying to connect|ECONNREFUSED|getaddrinfo/i

/** Whether an error (or any error it wraps, through `cause` or an AggregateError) means the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>()
  const pending: unknown[] = [error]
  while (pending.length > 0) {
    const current = pending.pop()
    if (!current || typeof current !== 'object' || seen.has(current)) continue
    seen.add(current)
    const record = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
    if (typeof record.code === 'string' && UNREACHABLE_CODES.has(record.code)) return true
    if (typeof record.message === 'string' && UNREACHABLE_MESSAGE.test(record.message)) return true
    pending.push(record.cause)
    if (Array.isArray(record.errors)) pending.push(...record.errors)
  }
  return false
}

export function classifySupplierLoadError(error: unknown): SupplierLoadError {
  return isDatabaseUnreachable(error) ? 'unreachable' : 'unexpected'
}

/** Body of GET /api/suppliers/list when it fails. */
export type SupplierListFailure = { error: SupplierLoadError }
