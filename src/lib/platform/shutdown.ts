import type { Payload } from 'payload'

import { heldJobs, releaseHeldJobs } from '@/lib/platform/db-replicas'

// SIGTERM (a deploy, a scale-down): Next stops accepting connections and finishes the requests in flight, then
// exits; this stops the job crons, lets running jobs finish, puts back the ones still held, and bounds the whole.

// On globalThis: Next bundles this module separately for instrumentation and for each route.
const shared = globalThis as { __ecobuildDraining?: boolean; __ecobuildShutdown?: boolean }

/** True once SIGTERM arrived: /api/health answers 503 so a load balancer sends nothing more. */
export function isDraining(): boolean {
  return shared.__ecobuildDraining === true
}

/** SHUTDOWN_TIMEOUT_SECONDS as milliseconds (a positive number), else 25 s: the most a shutdown may take. */
export function shutdownTimeoutMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const seconds = Number(env.SHUTDOWN_TIMEOUT_SECONDS?.trim())
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 25_000
}

async function finishJobs(payload: Payload, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs
  while (heldJobs.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  const released = await releaseHeldJobs(payload)
  if (released) console.warn(`[shutdown] put ${released} unfinished job(s) back in the queue for another instance`)
}

/** Installs the SIGTERM handler once per process (before Next's own, which closes the server and exits). */
export function installGracefulShutdown(payload: Payload): void {
  if (shared.__ecobuildShutdown) return
  shared.__ecobuildShutdown = true
  process.prependListener('SIGTERM', () => {
    if (shared.__ecobuildDraining) return
    shared.__ecobuildDraining = true
    const limitMs = shutdownTimeoutMs()
    console.log(`[shutdown] SIGTERM: finishing requests and jobs in flight (at most ${limitMs / 1000} s)`)
    for (const cron of payload.crons.splice(0)) void cron.stop()
    const jobsDone = finishJobs(payload, limitMs / 2).catch((error: unknown) =>
      console.error(`[shutdown] could not release held jobs: ${String(error)}`),
    )
    // Next calls process.exit once its requests are done; the jobs' release must land first.
    const exit = process.exit.bind(process)
    process.exit = ((code?: number) => {
      void jobsDone.finally(() => exit(code))
    }) as typeof process.exit
    setTimeout(() => {
      console.warn('[shutdown] time is up: exiting with requests or jobs still in flight')
      void jobsDone.finally(() => exit(143))
    }, limitMs).unref()
  })
}
