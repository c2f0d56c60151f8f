// The e-mails the test server sent, read from its fake Resend (scripts/e2e-server.mjs starts it).
import fs from 'node:fs'
import path from 'node:path'

import { expect, type APIRequestContext } from './test'

import type { DeliveredEmail } from '../../fakes/resend'

function fakeResendOf(baseURL: string): { resendUrl: string; cronSecret: string } {
  const file = path.join(process.cwd(), '.data', `e2e-resend-${new URL(baseURL).port}.json`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { resendUrl: string; cronSecret: string }
}

/** Everything the fake Resend delivered to one address. */
async function deliveredTo(request: APIRequestContext, baseURL: string, address: string): Promise<DeliveredEmail[]> {
  const response = await request.get(`${fakeResendOf(baseURL).resendUrl}/__sent`)
  expect(response.ok()).toBe(true)
  const sent = (await response.json()) as DeliveredEmail[]
  return sent.filter((email) => email.to.includes(address))
}

/**
 * The first e-mail to `address` whose subject matches: runs the outbox (/api/jobs/run with the cron secret, as a
 * deployment's cron does) until the fake Resend has received it.
 */
export async function emailTo(
  request: APIRequestContext,
  baseURL: string,
  address: string,
  subject: RegExp,
): Promise<DeliveredEmail> {
  const { cronSecret } = fakeResendOf(baseURL)
  let found: DeliveredEmail | undefined
  await expect
    .poll(
      async () => {
        const run = await request.post('/api/jobs/run', { headers: { authorization: `Bearer ${cronSecret}` } })
        expect(run.ok(), await run.text()).toBe(true)
        found = (await deliveredTo(request, baseURL, address)).find((email) => subject.test(email.subject))
        return found !== undefined
      },
      { timeout: 20_000, message: `an e-mail to ${address} matching ${subject}` },
    )
    .toBe(true)
  return found!
}

/** Every e-mail to `address` once the outbox has been run (to check that none was sent). */
export async function emailsAfterRun(
  request: APIRequestContext,
  baseURL: string,
  address: string,
): Promise<DeliveredEmail[]> {
  const { cronSecret } = fakeResendOf(baseURL)
  const run = await request.post('/api/jobs/run', { headers: { authorization: `Bearer ${cronSecret}` } })
  expect(run.ok(), await run.text()).toBe(true)
  return deliveredTo(request, baseURL, address)
}

/** The first link in an e-mail's text whose path starts with `pathPrefix`, as a path the test server opens. */
export function linkIn(email: DeliveredEmail, pathPrefix: string): string {
  for (const match of email.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0])
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`
  }
  throw new Error(`no ${pathPrefix} link in the e-mail "${email.subject}":\n${email.text}`)
}

/**
 * Runs one job queue the way a deployment's cron does, first making its scheduled task due now: the stand-in for the
 * clock reaching the task's next run (the spec moves its data's dates back to make the work itself due).
 */
export async function runScheduledQueue(
  request: APIRequestContext,
  baseURL: string,
  queue: string,
  makeDue: () => Promise<unknown>,
): Promise<void> {
  const { cronSecret } = fakeResendOf(baseURL)
  const headers = { authorization: `Bearer ${cronSecret}` }
  // The first run queues the scheduled task for its next time; `makeDue` moves that time to now; the second runs it.
  const queued = await request.post(`/api/jobs/run?queue=${queue}`, { headers })
  expect(queued.ok(), await queued.text()).toBe(true)
  await makeDue()
  const ran = await request.post(`/api/jobs/run?queue=${queue}`, { headers })
  expect(ran.ok(), await ran.text()).toBe(true)
}
