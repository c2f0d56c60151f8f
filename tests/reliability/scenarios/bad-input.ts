import fc from 'fast-check'

import { ENQUIRY_INVALID_MESSAGE } from '@/lib/enquiry/result'
import { enquiryCases, expectedStatuses, storedText, type EnquiryCase } from '../enquiry-inputs'
import { addressFor, runScenario, type ScenarioResult, type SuiteContext } from '../kit'

// Bad input over HTTP against the production build: 1,000 generated submissions (the same generator
// as tests/int/reliability-bad-input.test.ts). Each gets 201 or a clean 4xx, never a 5xx; a refused
// one stores nothing; an accepted one is stored as sent.

const RUNS = 1000

type Counts = { leads: number; connections: number; jobs: number }
type EnquiryAnswerBody = { message?: string; fieldErrors?: Record<string, unknown> }

export function badInput(ctx: SuiteContext, addressBase: number): Promise<ScenarioResult> {
  return runScenario(
    'Bad input: 1,000 generated enquiry submissions',
    `fast-check cases through POST /api/enquiries on the production server: empty, too ` +
      `long, unicode and emoji, RTL, HTML and script, SQL-like, wrong types, extra and ` +
      `missing fields, control characters, non-JSON and huge bodies`,
    ctx,
    async (s) => {
      const counts = async (): Promise<Counts> => {
        const { rows } = await ctx.db.query<{ leads: string; connections: string; jobs: string }>(
          'select (select count(*) from leads) as leads, (select count(*) from lead_connections) as connections, (select count(*) from payload_jobs) as jobs',
        )
        return { leads: Number(rows[0].leads), connections: Number(rows[0].connections), jobs: Number(rows[0].jobs) }
      }
      const byKind = new Map<string, { tried: number; refused: number; stored: number }>()
      const statuses = new Map<number, number>()
      let n = 0
      let failure: string | null = null
      const property = fc.asyncProperty(enquiryCases, async (c: EnquiryCase) => {
        n += 1
        const before = await counts()
        const response = await fetch(`${ctx.app.url}/api/enquiries`, {
          method: 'POST',
          headers: { 'content-type': c.contentType, 'x-forwarded-for': addressFor(addressBase + n) },
          body: c.body,
          signal: AbortSignal.timeout(30_000),
        })
        const text = await response.text()
        const after = await counts()
        const status = response.status
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        const tally = byKind.get(c.kind) ?? { tried: 0, refused: 0, stored: 0 }
        tally.tried += 1
        const stores = status === 201 && c.kind !== 'honeypot'
        if (stores) tally.stored += 1
        else tally.refused += 1
        byKind.set(c.kind, tally)
        const what = `${c.kind} answered ${status} to ${c.body.slice(0, 160)}`
        if (status >= 500) throw new Error(`5xx: ${what}`)
        if (!expectedStatuses(c.kind).includes(status)) throw new Error(`unexpected status: ${what}`)
        let json: EnquiryAnswerBody | null = null
        try {
          json = JSON.parse(text) as EnquiryAnswerBody
        } catch {
          throw new Error(`not JSON: ${what}`)
        }
        if (
          status === 422 &&
          (json?.message !== ENQUIRY_INVALID_MESSAGE || Object.keys(json?.fieldErrors ?? {}).length === 0)
        )
          throw new Error(`422 without field messages: ${what}`)
        if (!stores && JSON.stringify(after) !== JSON.stringify(before))
          throw new Error(`stored something for a refused case: ${what}`)
        if (stores) {
          if (after.leads !== before.leads + 1) throw new Error(`not stored once: ${what}`)
          if (c.input && c.kind !== 'control-characters') {
            const { rows } = await ctx.db.query<{ name: string; project_details: string }>(
              'select name, project_details from leads where email = $1',
              [storedText(c.input.email)],
            )
            if (
              rows.length !== 1 ||
              rows[0].name !== storedText(c.input.name) ||
              rows[0].project_details !== storedText(c.input.projectDetails)
            )
              throw new Error(`not stored as sent: ${what}`)
          }
        }
      })
      try {
        await fc.assert(property, { numRuns: RUNS, endOnFailure: true })
      } catch (error) {
        failure = error instanceof Error ? error.message.split('\n').slice(0, 6).join(' ') : String(error)
      }
      s.check(failure === null, failure ?? '')
      s.check(n === RUNS, `${n} cases ran, expected ${RUNS}`)
      const totals = [...byKind.values()].reduce(
        (a, t) => ({ tried: a.tried + t.tried, refused: a.refused + t.refused, stored: a.stored + t.stored }),
        { tried: 0, refused: 0, stored: 0 },
      )
      s.total('inputs tried', totals.tried)
      s.total('inputs refused', totals.refused)
      s.total('requests', totals.tried)
      s.figure('inputs tried', totals.tried)
      s.figure(
        'inputs refused (validation message or clean 4xx; honeypot answered as sent), nothing stored',
        totals.refused,
      )
      s.figure('inputs accepted and stored exactly as sent', totals.stored)
      for (const [kind, t] of [...byKind].sort())
        s.figure(`  ${kind}`, `${t.tried} tried, ${t.refused} refused, ${t.stored} stored`)
      s.figure(
        'answers by status',
        [...statuses]
          .sort((a, b) => a[0] - b[0])
          .map(([k, v]) => `${k}×${v}`)
          .join(', '),
      )
      s.figure(
        '5xx answers',
        [...statuses].filter(([k]) => k >= 500).reduce((a, [, v]) => a + v, 0),
      )
    },
  )
}
