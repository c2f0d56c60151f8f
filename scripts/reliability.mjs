// `npm run test:reliability [-- <scenario>…]`: tests/reliability/ against the production build (.next-rel) and a
// PostgreSQL cluster of its own, which the suite stops under load; run under `node --import tsx` for the TypeScript.
import { randomBytes } from 'node:crypto'

import { startReliabilityCluster } from '../tests/reliability/cluster.mjs'
import { runReliabilitySuite } from '../tests/reliability/suite.ts'
import { buildIfStale } from './lib/build.mjs'
import { createDatabaseIfMissing, projectRoot } from './lib/database.mjs'
import { migrate, onShutdown, seed } from './lib/environment.mjs'

const DIST_DIR = '.next-rel'
process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
process.env.NEXT_DIST_DIR = DIST_DIR
const started = Date.now()

const cluster = await startReliabilityCluster()
const shutdown = onShutdown(() =>
  cluster.close().catch((error) => console.error(`[reliability] could not stop its PostgreSQL: ${error.message}`)),
)
let passed = false
try {
  const database = 'ecobuild_reliability'
  await createDatabaseIfMissing(cluster.serverUrl, database)
  process.env.DATABASE_URL = `${cluster.serverUrl}/${database}`
  process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
  await migrate()
  await seed()
  await buildIfStale()
  passed = await runReliabilitySuite({
    projectRoot,
    cluster,
    databaseUrl: process.env.DATABASE_URL,
    payloadSecret: process.env.PAYLOAD_SECRET,
    distDir: DIST_DIR,
    only: process.argv.slice(2),
  })
} catch (error) {
  console.error(`[reliability] stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
}
console.log(`[reliability] ${passed ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`)
await shutdown(passed ? 0 : 1)
