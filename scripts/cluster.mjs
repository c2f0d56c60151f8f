// `npm run test:cluster`: a real cluster on this machine (tests/cluster/): PostgreSQL with a streaming replica,
// Redis, an S3 store (tests/fakes/s3.ts), two instances of one production build (.next-cluster) and nginx in front;
// the scenarios write their figures into docs/cluster.md. Runs under `node --import tsx` for the TypeScript.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { findNginx, startNginx } from '../bench/nginx.mjs'
import { startFakeS3 } from '../tests/fakes/s3.ts'
import { findRedisServer, redisServer, startPostgresPair } from '../tests/cluster/services.ts'
import { runClusterSuite } from '../tests/cluster/suite.ts'
import { buildIfStale } from './lib/build.mjs'
import { createDatabaseIfMissing, freePort, projectRoot } from './lib/database.mjs'
import { migrate, onShutdown, seed } from './lib/environment.mjs'

const DIST_DIR = '.next-cluster'
// Ports of this suite (CLUSTER_PORT_BASE moves them): nginx, the two instances, nginx before one instance;
// PostgreSQL primary and replica, Redis and the S3 store on CLUSTER_SERVICE_PORT_BASE and up.
const base = Number(process.env.CLUSTER_PORT_BASE ?? 3400)
const serviceBase = Number(process.env.CLUSTER_SERVICE_PORT_BASE ?? 55400)
process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
process.env.NEXT_DIST_DIR = DIST_DIR
const started = Date.now()
const log = (msg) => console.log(`[cluster] ${msg}`)

const nginxBinary = findNginx()
const redisBinary = findRedisServer()
if (!nginxBinary || !redisBinary) {
  console.error(
    `[cluster] needs ${[!nginxBinary && 'nginx', !redisBinary && 'redis-server'].filter(Boolean).join(' and ')} ` +
      `(Debian: apt-get install nginx-light redis-server)`,
  )
  process.exit(1)
}

const port = async (preferred) => {
  const got = await freePort(preferred)
  if (got !== preferred) log(`port ${preferred} is taken; using ${got}`)
  return got
}
const ports = {
  nginx: await port(base),
  a: await port(base + 1),
  b: await port(base + 2),
  nginxOne: await port(base + 3),
  primary: await port(serviceBase),
  replica: await port(serviceBase + 1),
  redis: await port(serviceBase + 2),
  s3: await port(serviceBase + 3),
}
const runDir = path.join(projectRoot, '.data', 'cluster')
fs.rmSync(runDir, { recursive: true, force: true })
fs.mkdirSync(runDir, { recursive: true })

const stops = []
const shutdown = onShutdown(async () => {
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(`[cluster] ${error.message}`))
})
let passed = false
try {
  const postgres = await startPostgresPair(ports.primary, ports.replica)
  stops.push(() => postgres.close())
  const redis = redisServer(redisBinary, ports.redis, path.join(runDir, 'redis.log'))
  await redis.start()
  stops.push(() => redis.stop())
  const s3 = await startFakeS3({ port: ports.s3 })
  stops.push(() => s3.close())
  const nginxUrl = `http://127.0.0.1:${ports.nginx}`
  const startNginxIn = async (name, appPorts) => {
    const proxyPort = appPorts.length > 1 ? ports.nginx : ports.nginxOne
    const nginx = await startNginx({
      binary: nginxBinary,
      template: fs.readFileSync(path.join(projectRoot, 'deploy', 'nginx.conf'), 'utf8'),
      dir: path.join(runDir, `nginx-${name}`),
      appPorts,
      proxyPort,
    })
    return { url: `http://127.0.0.1:${proxyPort}`, stop: () => nginx.stop() }
  }

  const database = 'ecobuild_cluster'
  await createDatabaseIfMissing(postgres.primaryUrl, database)
  process.env.DATABASE_URL = `${postgres.primaryUrl}/${database}`
  process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
  const admin = { email: 'cluster-admin@ecobuild.test', password: randomBytes(12).toString('hex') }
  process.env.ADMIN_EMAIL = admin.email
  process.env.ADMIN_PASSWORD = admin.password
  // Canonical URLs in the prerendered pages name the site's address: nginx's.
  process.env.SITE_URL = nginxUrl
  await migrate()
  await seed()
  await buildIfStale()
  passed = await runClusterSuite({
    projectRoot,
    distDir: DIST_DIR,
    databaseUrl: process.env.DATABASE_URL,
    replicaDatabaseUrl: `${postgres.replicaUrl}/${database}`,
    payloadSecret: process.env.PAYLOAD_SECRET,
    admin,
    postgres,
    redis,
    s3,
    ports: { a: ports.a, b: ports.b },
    startNginx: startNginxIn,
    nginxUrl,
  })
} catch (error) {
  console.error(`[cluster] stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
}
log(`${passed ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`)
await shutdown(passed ? 0 : 1)
