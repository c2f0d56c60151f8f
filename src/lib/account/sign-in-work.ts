import crypto from 'node:crypto'

import {
  AuthenticationError,
  formatErrors,
  LockedAuth,
  type CollectionAfterErrorHook,
  type CollectionBeforeOperationHook,
} from 'payload'

// Sign-in answers alike, in what it says and in the time it takes, whether an address has an account, the
// password is wrong or the account is locked. Payload 3.90's login (auth/operations/login.js) checks a password
// only for an unlocked account it found: an unknown address answered in ~10 ms and a real one in ~200 ms, and
// only a real, locked account said "locked". Spread `signInAlike` into the hooks of every auth collection.

/**
 * The parameters of Payload 3.90's password hash (generatePasswordSaltHash.js: PBKDF2-SHA256, 600,000 iterations,
 * a 32-byte key); a test compares them with the call Payload makes for a real account.
 */
export const PAYLOAD_PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

/** The work of checking `password` against a stored hash, done against nothing (the result is thrown away). */
export function checkPasswordAgainstNothing(password: string): Promise<void> {
  const salt = crypto.randomBytes(32).toString('hex')
  const { iterations, keyLength, digest } = PAYLOAD_PASSWORD_HASH
  return new Promise((resolve) => {
    // `crypto.pbkdf2` looked up at call time, as Payload does, so both paths go through the same function.
    crypto.pbkdf2(password, salt, iterations, keyLength, digest, () => resolve())
  })
}

/**
 * Before Payload's login: when no account has the address, or its account is locked (Payload would refuse both
 * without checking a password), the same password check is done against nothing, so every refusal costs one hash.
 */
export const equalSignInWork: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return args
  const data: unknown = args.data
  if (typeof data !== 'object' || data === null || !('email' in data) || !('password' in data)) return args
  const { email, password } = data
  // Payload refuses these itself (400) before any lookup.
  if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password.trim()) return args
  const account = await req.payload.db.findOne<{ id: number | string; lockUntil?: string | null }>({
    collection: collection.slug,
    req,
    where: { email: { equals: email.toLowerCase().trim() } },
  })
  const locked = Boolean(account?.lockUntil && new Date(account.lockUntil).getTime() > Date.now())
  if (!account || locked) await checkPasswordAgainstNothing(password)
  return args
}

/** True for Payload's "this user is locked" refusal (its class name may not survive a production build). */
export function isLockedRefusal(error: unknown, t?: ConstructorParameters<typeof LockedAuth>[0]): boolean {
  if (typeof error !== 'object' || error === null) return false
  const name = 'name' in error ? error.name : undefined
  const message = 'message' in error ? error.message : undefined
  return name === 'LockedAuth' || message === new LockedAuth(t).message || message === new LockedAuth().message
}

/**
 * A REST sign-in refused because the account is locked answers exactly as a wrong password or an unknown address
 * does (401, "The email or password provided is incorrect."), so the lock does not tell that the account exists.
 */
export const lockedAnswersAsWrongPassword: CollectionAfterErrorHook = ({ error, req }) => {
  if (!isLockedRefusal(error, req.t)) return
  const answer = new AuthenticationError(req.t)
  return { response: formatErrors(answer), status: answer.status }
}

/** The hooks to spread into every auth collection's `hooks`. */
export const signInAlike = {
  beforeOperation: [equalSignInWork],
  afterError: [lockedAnswersAsWrongPassword],
}
