import { enquiryInput, postEnquiry, type EnquiryAnswer } from '../enquiries'
import { drainJobs, runJobsOnce } from '../jobs'
import { addressFor, runScenario, sleep, type ScenarioResult, type SuiteContext } from '../kit'
import { deliveryProblems, enquiryProblems, jobKeys, jobTally, leadsLike } from '../records'

// Fault 3: Resend is unreachable (connections refused) for the whole submission burst, while the job
// runner keeps trying. Enquiries are unaffected (e-mails wait in the outbox); when Resend returns,
// every e-mail goes out once, after the retry backoff.

const TOTAL = 100
const RATE_PER_SECOND = 10

export function resendOutage(ctx: SuiteContext, run: string, addressBase: number): Promise<ScenarioResult> {
  return runScenario(
    'Fault 3: Resend down for the whole burst',
    `${TOTAL} enquiries at ${RATE_PER_SECOND}/s with Resend refusing connections and the job runner trying every 2 s; then Resend returns`,
    ctx,
    async (s) => {
      const label = 'resenddown'
      const pattern = `${label}-%-${run}@reliability.test`
      const answers: EnquiryAnswer[] = []
      // Earlier scenarios' e-mails go out first, so the runner meets this burst's jobs during the outage.
      await drainJobs(ctx, '%', 180_000)
      await ctx.resendLink.down()
      const attemptsBefore = ctx.resend.requests.length
      let sending = true
      const runner = (async () => {
        while (sending) {
          await runJobsOnce(ctx)
          await sleep(2_000)
        }
      })()
      const inFlight: Array<Promise<void>> = []
      for (let n = 0; n < TOTAL; n += 1) {
        inFlight.push(
          postEnquiry(ctx.app.url, enquiryInput(label, n, run), addressFor(addressBase + n)).then(
            (a) => void answers.push(a),
          ),
        )
        await sleep(1000 / RATE_PER_SECOND)
      }
      await Promise.all(inFlight)
      // One more run after the last enquiry, so every job has met the outage at least once.
      await runJobsOnce(ctx)
      sending = false
      await runner

      const leadIds = new Set((await leadsLike(ctx.db, pattern)).map((l) => l.id))
      const keys = (await jobKeys(ctx.db, 'lead:%')).filter((k) => leadIds.has(Number(k.split(':')[1])))
      // Each failed attempt leaves a 'failed' entry in the job's log.
      const tried = await ctx.db.query<{ n: string; max: string | null }>(
        `select count(*) as n, max(failures) as max from (
         select l._parent_id, count(*) as failures from payload_jobs_log l join payload_jobs j on j.id = l._parent_id
          where l.state = 'failed' and j.input->>'idempotencyKey' = any($1) group by l._parent_id) f`,
        [keys],
      )
      s.figure(
        'enquiries answered 201 during the outage',
        `${answers.filter((a) => a.status === 201).length} of ${TOTAL}`,
      )
      s.check(
        answers.every((a) => a.status === 201),
        `enquiries refused during the outage: ${answers.filter((a) => a.status !== 201).length}`,
      )
      s.figure('e-mail jobs queued', keys.length)
      s.figure(
        'jobs that failed at least once against the outage (max attempts)',
        `${tried.rows[0].n} (${tried.rows[0].max ?? 0})`,
      )
      s.check(Number(tried.rows[0].n) > 0, 'no job met the outage')
      s.check(ctx.resend.requests.length === attemptsBefore, 'Resend received requests while it was down')
      const waiting = await jobTally(ctx.db, 'lead:%')
      s.check(waiting.completed < waiting.total, 'e-mails were reported sent while Resend was down')

      await ctx.resendLink.up()
      const backAt = Date.now()
      const drained = await drainJobs(ctx, 'lead:%', 300_000)
      s.figure(
        'seconds from Resend returning to the last e-mail sent (retry backoff 1 min)',
        Math.round((Date.now() - backAt) / 1000),
      )
      s.check(
        drained.tally.pending === 0 && drained.tally.failed === 0 && drained.tally.processing === 0,
        `jobs not finished: ${JSON.stringify(drained.tally)}`,
      )
      const delivery = deliveryProblems(ctx.resend, keys)
      s.check(
        delivery.problems.length === 0,
        `e-mails not delivered exactly once: ${delivery.problems.slice(0, 5).join('; ')}`,
      )
      s.figure('e-mails delivered (each once)', delivery.delivered)
      const integrity = await enquiryProblems(ctx.db, pattern)
      s.check(
        integrity.problems.length === 0 && integrity.leads === TOTAL,
        `enquiries: ${integrity.leads} stored; ${integrity.problems.slice(0, 5).join('; ')}`,
      )
      s.figure('records lost', TOTAL - integrity.leads + integrity.problems.length + delivery.problems.length)
      s.total('records lost', TOTAL - integrity.leads + integrity.problems.length + delivery.problems.length)
      s.total('requests', TOTAL)
    },
  )
}
