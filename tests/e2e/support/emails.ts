// The e-mails the test server sent, as the fake Resend received them: queued jobs are run first
// (/api/jobs/run with this run's CRON_SECRET), then the fake is asked, until the wanted e-mail is there.
import fs from 'node:fs'
import path from 'node:path'

import { expect, type APIRequestContext } from '@playwright/test'

import type { DeliveredEmail } from '../../fakes/resend'

type ResendInfo = { resendApiUrl: string; cronSecret: string }

function resendInfo(baseURL: string): ResendInfo {
  const file = path.join(process.cwd(), '.data', `e2e-resend-${new URL(baseURL).port}.json`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ResendInfo
}

/** Every e-mail delivered so far, after running whatever is queued. */
export async function deliveredEmails(request: APIRequestContext, baseURL: string): Promise<DeliveredEmail[]> {
  const info = resendInfo(baseURL)
  const run = await request.post('/api/jobs/run', { headers: { authorization: `Bearer ${info.cronSecret}` } })
  expect(run.ok(), `jobs run: ${run.status()}`).toBe(true)
  const sent = await request.get(`${info.resendApiUrl}/__sent`)
  return (await sent.json()) as DeliveredEmail[]
}

/** The newest e-mail to `to` whose subject matches, polling until it has been delivered. */
export async function waitForEmail(
  request: APIRequestContext,
  baseURL: string,
  to: string,
  subject: RegExp,
): Promise<DeliveredEmail> {
  let found: DeliveredEmail | undefined
  await expect
    .poll(
      async () => {
        const emails = await deliveredEmails(request, baseURL)
        found = emails.filter((e) => e.to.includes(to) && subject.test(e.subject)).at(-1)
        return Boolean(found)
      },
      { timeout: 20_000, message: `an e-mail to ${to} with a subject like ${subject}` },
    )
    .toBe(true)
  return found as DeliveredEmail
}

/** The first link in an e-mail's text whose path starts with `pathPrefix`, as a path the test server opens. */
export function linkIn(email: DeliveredEmail, pathPrefix: string): string {
  for (const match of email.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0])
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`
  }
  throw new Error(`no ${pathPrefix} link in the e-mail "${email.subject}":\n${email.text}`)
}
