// `npm start`: database (embedded when DATABASE_URL is unset) → migrations → seed when empty → build when stale → serve.
import { buildIfStale } from './lib/build.mjs'
import { migrate, seed } from './lib/environment.mjs'
import { serveNext } from './lib/lifecycle.mjs'
import { embeddedDatabaseWarning, embeddedPostgresVersion } from './lib/production-database.mjs'

// What the caller asked for: the launcher always serves a production build, but only a production deployment gets the warning.
const requestedNodeEnv = process.env.NODE_ENV
process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
const port = process.env.PORT ?? '3000'

await serveNext(['start', '--port', port], {
  setup: async (db) => {
    const warning = embeddedDatabaseWarning({
      nodeEnv: requestedNodeEnv,
      embedded: db.embedded,
      postgresVersion: db.embedded ? embeddedPostgresVersion() : '',
    })
    if (warning) console.warn(warning)
    await migrate()
    await seed(['--if-empty'])
    await buildIfStale()
  },
})
console.log(`[start] serving on ${process.env.SITE_URL ?? `http://localhost:${port}`}`)
