// Playwright's web server: a fresh seeded database, the test build (built when stale) and `next start`.
// Run with `node --import tsx` (playwright.config.ts), which loads the TypeScript fake below with everything else.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { startFakeStripe } from '../tests/fakes/stripe.ts'
import { buildIfStale } from './lib/build.mjs'
import { dataRoot, dropDatabase, projectRoot, createDatabaseIfMissing } from './lib/database.mjs'
import { exitWithSetupError, migrate, onShutdown, prepareDatabase, seed } from './lib/environment.mjs'

process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
process.env.NEXT_DIST_DIR ||= '.next-test'
const port = process.env.E2E_PORT ?? '3100'
process.env.SITE_URL ||= `http://localhost:${port}`
process.env.ENQUIRY_RATE_LIMIT ||= '1000'

const configured = process.env.DATABASE_URL
const db = await prepareDatabase({ database: 'postgres' }).catch(exitWithSetupError)
// A fresh database for every run, on the configured server or the embedded one.
const serverUrl = db.serverUrl ?? configured.replace(/\/[^/?]*(\?.*)?$/, '')
const name = `ecobuild_e2e_${process.pid}`
await createDatabaseIfMissing(serverUrl, name)
process.env.DATABASE_URL = `${serverUrl}/${name}`
fs.mkdirSync(dataRoot, { recursive: true })
// Payments: unless Stripe is configured, a local fake Stripe API (tests/fakes/stripe.ts) whose hosted page
// delivers a signed checkout.session.completed to this server and redirects back. Its url goes in a file
// named after the port, so the payments spec finds this run's fake even when other runs share .data/.
let fakeStripe
fs.rmSync(path.join(dataRoot, `e2e-stripe-${port}.json`), { force: true })
if (!process.env.STRIPE_SECRET_KEY && !process.env.STRIPE_API_URL) {
  process.env.STRIPE_WEBHOOK_SECRET ||= 'whsec_e2e_fake_stripe'
  fakeStripe = await startFakeStripe({ webhook: { url: `${process.env.SITE_URL}/api/stripe/webhook`, secret: process.env.STRIPE_WEBHOOK_SECRET } })
  process.env.STRIPE_SECRET_KEY = 'sk_test_e2e_fake_stripe'
  process.env.STRIPE_API_URL = fakeStripe.url
  fs.writeFileSync(path.join(dataRoot, `e2e-stripe-${port}.json`), JSON.stringify({ stripeApiUrl: fakeStripe.url }))
}
fs.writeFileSync(path.join(dataRoot, 'e2e.json'), JSON.stringify({ databaseUrl: process.env.DATABASE_URL, baseURL: process.env.SITE_URL }))

let server
onShutdown(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  await fakeStripe?.close() // payments fake
  await dropDatabase(serverUrl, name).catch(() => {})
  await db.stop()
})

try {
  await migrate()
  await seed()
  await buildIfStale()
} catch (error) {
  console.error(error.message)
  await dropDatabase(serverUrl, name).catch(() => {})
  await db.stop()
  process.exit(1)
}
server = spawn(path.join(projectRoot, 'node_modules', '.bin', 'next'), ['start', '--port', port], { cwd: projectRoot, env: process.env, stdio: 'inherit' })
