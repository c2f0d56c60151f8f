import autocannon from 'autocannon'

import { enquiryInput, postEnquiry, type EnquiryAnswer } from '../enquiries'
import { addressFor, quantile, runScenario, sleep, type ScenarioResult, type SuiteContext } from '../kit'
import { enquiryProblems, leadsLike } from '../records'

// Load: 50 concurrent visitors browsing public pages while 10 enquiries a second arrive for 60 s from
// 100 client addresses (6 each, X-Forwarded-For behind TRUST_PROXY=1): the 6th from each address is
// over the limit of 5 in 10 minutes. Zero errors other than those 429s.

const SECONDS = 60
const ENQUIRIES_PER_SECOND = 10
const ADDRESSES = 100
const LIMIT = 5
const PAGES = [
  '/',
  '/london',
  '/manchester',
  '/category/timber',
  '/london/category/insulation',
  '/suppliers',
  '/blog',
  '/contact',
  '/about',
  '/privacy-policy',
]

export function load(ctx: SuiteContext, run: string, addressBase: number): Promise<ScenarioResult> {
  return runScenario(
    'Load: 50 visitors and 10 enquiries a second for 60 s',
    `50 connections browsing ${PAGES.length} public pages at 1 page/s each; ${ENQUIRIES_PER_SECOND} ` +
      `enquiries/s from ${ADDRESSES} addresses; rate limit ${LIMIT} per address per 10 min`,
    ctx,
    async (s) => {
      const label = 'load'
      const total = SECONDS * ENQUIRIES_PER_SECOND
      const answers: Array<EnquiryAnswer & { address: string; n: number }> = []
      const visitors = autocannon({
        url: ctx.app.url,
        connections: 50,
        // A visitor reads for a moment between pages: one page a second each, 50 a second in all.
        connectionRate: 1,
        duration: SECONDS,
        timeout: 30,
        requests: PAGES.map((path) => ({ method: 'GET', path })),
      })
      const started = Date.now()
      const inFlight: Array<Promise<void>> = []
      for (let n = 0; n < total; n += 1) {
        const address = addressFor(addressBase + (n % ADDRESSES))
        inFlight.push(
          postEnquiry(ctx.app.url, enquiryInput(label, n, run), address, { timeoutMs: 30_000 }).then(
            (a) => void answers.push({ ...a, address, n }),
          ),
        )
        // Hold the schedule to wall-clock time, not to the loop's own pace.
        const due = started + ((n + 1) * 1000) / ENQUIRIES_PER_SECOND
        await sleep(Math.max(0, due - Date.now()))
      }
      await Promise.all(inFlight)
      const pages = await visitors

      const byStatus = answers.reduce<Record<number, number>>(
        (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
        {},
      )
      const perAddress = Math.ceil(total / ADDRESSES)
      const expected429 = ADDRESSES * Math.max(0, perAddress - LIMIT)
      const unexpected = answers.filter((a) => a.status !== 201 && a.status !== 429)
      s.figure(
        'page requests (errors, non-2xx, timeouts)',
        `${pages.requests.total} (${pages.errors}, ${pages.non2xx}, ${pages.timeouts})`,
      )
      s.figure('page throughput (requests/s, mean)', Math.round(pages.requests.average))
      s.figure(
        'page latency p50 / p99 / max (ms)',
        `${pages.latency.p50} / ${pages.latency.p99} / ${pages.latency.max}`,
      )
      s.figure(
        'enquiries sent (201 / 429 / other)',
        `${answers.length} (${byStatus[201] ?? 0} / ${byStatus[429] ?? 0} / ${unexpected.length})`,
      )
      const stored = answers.filter((a) => a.status === 201).map((a) => a.ms)
      s.figure(
        'enquiry latency p50 / p99 / max (ms, stored ones)',
        `${quantile(stored, 0.5)} / ${quantile(stored, 0.99)} / ${Math.max(0, ...stored)}`,
      )
      s.figure(
        'enquiry rate achieved (per second)',
        Math.round((answers.length / ((Date.now() - started) / 1000)) * 10) / 10,
      )
      s.check(
        pages.errors === 0 && pages.non2xx === 0 && pages.timeouts === 0,
        `page errors: ${pages.errors} errors, ${pages.non2xx} non-2xx, ${pages.timeouts} timeouts`,
      )
      s.check(
        unexpected.length === 0,
        `enquiry answers other than 201/429: ${unexpected
          .slice(0, 5)
          .map((a) => `${a.status} ${a.error ?? a.message ?? ''}`)
          .join('; ')}`,
      )
      s.check(
        (byStatus[429] ?? 0) === expected429,
        `${byStatus[429] ?? 0} enquiries refused by the rate limit, expected ${expected429} (the ${LIMIT + 1}th from each address)`,
      )
      const refusedPerAddress = new Map<string, number>()
      for (const a of answers)
        if (a.status === 429) refusedPerAddress.set(a.address, (refusedPerAddress.get(a.address) ?? 0) + 1)
      s.check(
        [...refusedPerAddress.values()].every((n) => n === perAddress - LIMIT),
        'an address was refused more or less often than its excess over the limit',
      )
      s.check(
        answers
          .filter((a) => a.status === 429)
          .every((a) => /^Too many enquiries\. Please try again in \d+ minutes?\.$/.test(a.message ?? '')),
        '429s without the rate-limit message',
      )

      const storedLeads = new Set((await leadsLike(ctx.db, `${label}-%-${run}@reliability.test`)).map((l) => l.email))
      const lost = answers.filter(
        (a) => a.status === 201 && !storedLeads.has(String(enquiryInput(label, a.n, run).email)),
      )
      const refusedStored = answers.filter(
        (a) => a.status === 429 && storedLeads.has(String(enquiryInput(label, a.n, run).email)),
      )
      s.check(lost.length === 0, `${lost.length} enquiries answered 201 are missing`)
      s.check(refusedStored.length === 0, `${refusedStored.length} enquiries refused with 429 were stored`)
      const integrity = await enquiryProblems(ctx.db, `${label}-%-${run}@reliability.test`)
      s.check(integrity.problems.length === 0, `half-written enquiries: ${integrity.problems.slice(0, 5).join('; ')}`)
      s.figure('records lost', lost.length + integrity.problems.length)
      s.total('records lost', lost.length + integrity.problems.length)
      s.total('requests', pages.requests.total + answers.length)
    },
  )
}
