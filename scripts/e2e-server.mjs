// Playwright's web server: a fresh seeded database, the test build (built when stale) and the production server (scripts/serve.mjs).
// Run with `node --import tsx` (playwright.config.ts), which loads the TypeScript fake below with everything else.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { startFakePostcodes } from '../tests/fakes/postcodes.ts'
import { startFakeResend } from '../tests/fakes/resend.ts'
import { startFakeStripe } from '../tests/fakes/stripe.ts'
import { buildIfStale } from './lib/build.mjs'
import { dataRoot } from './lib/database.mjs'
import { migrate, seed } from './lib/environment.mjs'
import { serveNext } from './lib/lifecycle.mjs'

process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
process.env.NEXT_DIST_DIR ||= '.next-test'
const port = process.env.E2E_PORT ?? '3100'
process.env.SITE_URL ||= `http://localhost:${port}`
process.env.ENQUIRY_RATE_LIMIT ||= '1000'
// The fakes' addresses go in files named after the port, so the specs find this run's fakes beside others.
const stripeFile = path.join(dataRoot, `e2e-stripe-${port}.json`)
// Likewise the fake Resend's address and the secret that runs the outbox through /api/jobs/run, for the e-mail specs.
const resendFile = path.join(dataRoot, `e2e-resend-${port}.json`)

let fakeStripe
let fakeResend
let fakePostcodes
await serveNext(['start', '--port', port], {
  database: { fresh: 'ecobuild_e2e' },
  setup: async () => {
    fs.mkdirSync(dataRoot, { recursive: true })
    fs.rmSync(stripeFile, { force: true })
    fs.rmSync(resendFile, { force: true })
    // Unless Stripe is configured, a fake Stripe API whose hosted page pays, signs the webhook and redirects back.
    if (!process.env.STRIPE_SECRET_KEY && !process.env.STRIPE_API_URL) {
      process.env.STRIPE_WEBHOOK_SECRET ||= 'whsec_e2e_fake_stripe'
      fakeStripe = await startFakeStripe({
        webhook: { url: `${process.env.SITE_URL}/api/stripe/webhook`, secret: process.env.STRIPE_WEBHOOK_SECRET },
      })
      process.env.STRIPE_SECRET_KEY = 'sk_test_e2e_fake_stripe'
      process.env.STRIPE_API_URL = fakeStripe.url
      fs.writeFileSync(stripeFile, JSON.stringify({ stripeApiUrl: fakeStripe.url }))
    }
    // Unless Resend is configured, a fake Resend receives every e-mail, and the specs read them from it.
    if (!process.env.RESEND_API_KEY && !process.env.RESEND_BASE_URL) {
      fakeResend = await startFakeResend()
      process.env.RESEND_API_KEY = 're_e2e_fake_resend'
      process.env.RESEND_BASE_URL = fakeResend.url
      process.env.CRON_SECRET ||= randomBytes(24).toString('hex')
      fs.writeFileSync(resendFile, JSON.stringify({ resendUrl: fakeResend.url, cronSecret: process.env.CRON_SECRET }))
    }
    // Unless a postcodes API is configured, a fake postcodes.io answers the postcode lookups (tests/fakes/postcodes.ts).
    if (!process.env.POSTCODES_API_URL) {
      fakePostcodes = await startFakePostcodes()
      process.env.POSTCODES_API_URL = fakePostcodes.url
    }
    fs.writeFileSync(
      path.join(dataRoot, 'e2e.json'),
      JSON.stringify({ databaseUrl: process.env.DATABASE_URL, baseURL: process.env.SITE_URL }),
    )
    await migrate()
    await seed()
    await buildIfStale()
    // The database is new, so data cached by an earlier run against the last one (Next's data cache on disk) is stale:
    // a page would show suppliers and products that no longer exist.
    fs.rmSync(path.join(process.env.NEXT_DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true })
  },
  stop: async () => {
    await fakeStripe?.close()
    await fakeResend?.close()
    await fakePostcodes?.close()
  },
})
