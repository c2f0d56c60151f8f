// `npm run test:reliability`: the reliability and security suite (tests/reliability/) against the
// production build (built into .next-rel when stale) and a PostgreSQL cluster of its own, which the
// suite stops and starts under load; the shared embedded cluster is never touched. Prints a report and
// writes its figures into docs/reliability.md. `-- kill postgres` runs only the named scenarios.
// Runs under `node --import tsx` (package.json), which loads the TypeScript suite with the rest of this file.
import { randomBytes } from 'node:crypto'

import { buildIfStale } from './lib/build.mjs'
import { createDatabaseIfMissing, projectRoot } from './lib/database.mjs'
import { migrate, seed } from './lib/environment.mjs'
import { startReliabilityCluster } from '../tests/reliability/cluster.mjs'
import { runReliabilitySuite } from '../tests/reliability/suite.ts'

const DIST_DIR = '.next-rel'
process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
process.env.NEXT_DIST_DIR = DIST_DIR
const only = process.argv.slice(2)
const started = Date.now()

const cluster = await startReliabilityCluster()
let exitCode = 1
const stopCluster = async () => {
  await cluster.close().catch((error) => console.error(`[reliability] could not stop its PostgreSQL: ${error.message}`))
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void stopCluster().then(() => process.exit(130)))
}

try {
  const database = 'ecobuild_reliability'
  await createDatabaseIfMissing(cluster.serverUrl, database)
  process.env.DATABASE_URL = `${cluster.serverUrl}/${database}`
  process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
  await migrate()
  await seed()
  await buildIfStale()
  const passed = await runReliabilitySuite({
    projectRoot,
    cluster,
    databaseUrl: process.env.DATABASE_URL,
    payloadSecret: process.env.PAYLOAD_SECRET,
    distDir: DIST_DIR,
    only,
  })
  exitCode = passed ? 0 : 1
} catch (error) {
  console.error(`[reliability] stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
} finally {
  await stopCluster()
}
console.log(`[reliability] ${exitCode === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(exitCode)
