import { randomBytes } from 'node:crypto'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startFakeResend } from '../fakes/resend'
import { AppServer } from '../../scripts/lib/app-server.mjs'
import { drainJobs } from './jobs'
import { type Cluster, runScenario, type ScenarioResult, type SuiteContext } from './kit'
import { deliveryProblems, enquiryProblems, jobKeys } from './records'
import { renderMarkdown, renderText, writeFigures } from './report'
import { startResendLink } from './resend-link'
import { access } from './scenarios/access'
import { npmAudit } from './scenarios/audit'
import { badInput } from './scenarios/bad-input'
import { killDuringBurst } from './scenarios/kill-during-burst'
import { load } from './scenarios/load'
import { postgresRestart } from './scenarios/postgres-restart'
import { resendOutage } from './scenarios/resend-outage'
import { storedText } from './scenarios/stored-text'
import { webhookAcrossRestart } from './scenarios/webhook-restart'

// The reliability and security suite (scripts/reliability.mjs starts it): the app under faults and load, and what it lets in.

export type SuiteOptions = {
  projectRoot: string
  cluster: Cluster
  databaseUrl: string
  payloadSecret: string
  distDir: string
  /** Only these scenarios (by the names below), for working on one; all when empty. */
  only: readonly string[]
}

/** Seconds a job may stay processing before it counts as abandoned, in this suite (10 minutes in production). */
const STALE_AFTER_SECONDS = 15

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export async function runReliabilitySuite(options: SuiteOptions): Promise<boolean> {
  const startedAt = new Date()
  const run = randomBytes(3).toString('hex')
  const log = (message: string) => console.log(`[reliability] ${message}`)
  const resend = await startFakeResend()
  const resendLink = await startResendLink(resend.url)
  const cronSecret = randomBytes(24).toString('hex')
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`
  const port = await freePort()
  const app = new AppServer({
    projectRoot: options.projectRoot,
    port,
    logFile: path.join(options.projectRoot, '.data', 'reliability-server.log'),
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: options.distDir,
      DATABASE_URL: options.databaseUrl,
      PAYLOAD_SECRET: options.payloadSecret,
      SITE_URL: `http://localhost:${port}`,
      // Behind a proxy we run (deploy/nginx.conf): the client address comes from X-Forwarded-For, and the
      // enquiry limit stays at its default of 5 per address per 10 minutes.
      TRUST_PROXY: '1',
      ENQUIRY_RATE_LIMIT: '5',
      RESEND_API_KEY: 're_reliability_suite',
      RESEND_BASE_URL: resendLink.url,
      STRIPE_SECRET_KEY: 'sk_test_reliability_suite',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      CRON_SECRET: cronSecret,
      JOB_PROCESSING_TIMEOUT_SECONDS: String(STALE_AFTER_SECONDS),
    },
  })
  const db = new pg.Pool({ connectionString: options.databaseUrl, max: 4 })
  // The cluster restart ends these connections too; the pool replaces them.
  db.on('error', () => {})
  const ctx: SuiteContext = { app, db, cluster: options.cluster, resend, resendLink, cronSecret, webhookSecret, log }
  const results: ScenarioResult[] = []
  const wanted = (name: string) => options.only.length === 0 || options.only.includes(name)
  try {
    log(`starting the production build (${options.distDir}) on ${app.url}`)
    await app.start()
    if (wanted('access')) results.push(await access(ctx, run))
    if (wanted('stored-text')) results.push(await storedText(ctx, run, 5_000))
    if (wanted('bad-input')) results.push(await badInput(ctx, 40_000))
    if (wanted('kill')) results.push(await killDuringBurst(ctx, run, 0, STALE_AFTER_SECONDS))
    if (wanted('postgres')) results.push(await postgresRestart(ctx, run, 10_000))
    if (wanted('resend')) results.push(await resendOutage(ctx, run, 20_000))
    if (wanted('webhook')) results.push(await webhookAcrossRestart(ctx, run))
    if (wanted('load')) results.push(await load(ctx, run, 30_000))
    results.push(
      await runScenario(
        'Every record kept, every e-mail sent once',
        'after all scenarios: every stored enquiry whole, every queued e-mail (enquiries and orders) delivered exactly once',
        ctx,
        async (s) => {
          const drained = await drainJobs(ctx, '%', 300_000)
          s.check(
            drained.tally.pending === 0 && drained.tally.processing === 0 && drained.tally.failed === 0,
            `jobs not finished: ${JSON.stringify(drained.tally)}`,
          )
          const keys = await jobKeys(db)
          const delivery = deliveryProblems(resend, keys)
          const integrity = await enquiryProblems(db, '%@%.test')
          s.check(delivery.problems.length === 0, delivery.problems.slice(0, 5).join('; '))
          s.check(integrity.problems.length === 0, integrity.problems.slice(0, 5).join('; '))
          s.figure(
            'enquiries stored, each with all its connections and e-mails',
            `${integrity.leads} (${integrity.connections} connections, ${integrity.jobs} e-mail jobs)`,
          )
          s.figure(
            'e-mails queued / delivered exactly once',
            `${keys.length} / ${delivery.delivered - delivery.problems.length}`,
          )
          s.figure('repeat send attempts absorbed by idempotency keys', delivery.repeatedAttempts)
          s.figure('records lost', integrity.problems.length + delivery.problems.length)
          s.total('records lost', integrity.problems.length + delivery.problems.length)
        },
      ),
    )
    if (wanted('audit')) results.push(await npmAudit(ctx, options.projectRoot))
  } finally {
    await app.stop()
    await db.end()
    await resendLink.close()
    await resend.close()
  }
  const seconds = Math.round((Date.now() - startedAt.getTime()) / 1000)
  console.log(renderText(results))
  if (options.only.length === 0) {
    const machine = `${os.cpus().length} CPU cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`
    writeFigures(
      path.join(options.projectRoot, 'docs', 'reliability.md'),
      renderMarkdown(results, { startedAt, seconds, machine }),
    )
    log('figures written to docs/reliability.md')
  }
  return results.every((r) => r.failures.length === 0)
}
