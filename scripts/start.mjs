// `npm start`: database (embedded when DATABASE_URL is unset) → migrations → seed when empty → build when stale → serve.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { buildIfStale } from './lib/build.mjs'
import { projectRoot } from './lib/database.mjs'
import { exitWithSetupError, migrate, onShutdown, prepareDatabase, seed } from './lib/environment.mjs'
import { embeddedDatabaseWarning, embeddedPostgresVersion } from './lib/production-database.mjs'

// What the caller asked for: the launcher always serves a production build, but only a production deployment gets the warning.
const requestedNodeEnv = process.env.NODE_ENV
process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
const port = process.env.PORT ?? '3000'

const db = await prepareDatabase().catch(exitWithSetupError)
const warning = embeddedDatabaseWarning({ nodeEnv: requestedNodeEnv, embedded: db.embedded, postgresVersion: db.embedded ? embeddedPostgresVersion() : '' })
if (warning) console.warn(warning)
let server
const shutdown = onShutdown(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  await db.stop()
})

try {
  await migrate()
  await seed(['--if-empty'])
  await buildIfStale()
} catch (error) {
  console.error(error.message)
  await db.stop()
  process.exit(1)
}

server = spawn(path.join(projectRoot, 'node_modules', '.bin', 'next'), ['start', '--port', port], { cwd: projectRoot, env: process.env, stdio: 'inherit' })
console.log(`[start] serving on ${process.env.SITE_URL ?? `http://localhost:${port}`}`)
// The server stopping on its own (a crash) stops the database too.
server.on('exit', () => void shutdown('exit'))
