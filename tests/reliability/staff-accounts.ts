import { pbkdf2Sync, randomBytes } from 'node:crypto'

import type pg from 'pg'

// Staff accounts for tests that drive a running server (e2e specs, the reliability suite), written
// straight into the users table in the form Payload 3.90 stores passwords (pbkdf2-sha256-v1), so a
// test never depends on who registered the first user.

export type StaffAccount = { id: number; email: string; password: string; role: 'admin' | 'editor' }

type Queryable = Pick<pg.Client, 'query'> | Pick<pg.Pool, 'query'>

export async function insertStaffUser(
  db: Queryable,
  role: 'admin' | 'editor',
  label: string = role,
): Promise<StaffAccount> {
  const email = `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@security.test`
  const password = `pw-${randomBytes(12).toString('hex')}`
  const salt = randomBytes(32).toString('hex')
  const hash = `pbkdf2-sha256-v1:${pbkdf2Sync(password, salt, 600_000, 32, 'sha256').toString('hex')}`
  const { rows } = await db.query<{ id: number }>(
    'insert into users (email, name, role, salt, hash, login_attempts) values ($1, $2, $3, $4, $5, 0) returning id',
    [email, `Security ${role}`, role, salt, hash],
  )
  return { id: rows[0].id, email, password, role }
}
