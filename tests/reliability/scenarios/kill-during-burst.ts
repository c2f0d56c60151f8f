import { enquiryInput, postEnquiry, type EnquiryAnswer } from '../enquiries'
import { drainJobs, runJobsOnce } from '../jobs'
import { addressFor, inPool, runScenario, sleep, type ScenarioResult, type SuiteContext } from '../kit'
import { deliveryProblems, enquiryProblems, jobKeys, jobTally, leadsLike } from '../records'

// Fault 1: the app process is SIGKILLed while 200 enquiries are being submitted and e-mail jobs are in
// flight (answers from Resend held back 1.5 s, so some e-mails are sent but not yet recorded).

const TOTAL = 200
const KILL_AFTER_ANSWERS = 90

export function killDuringBurst(
  ctx: SuiteContext,
  run: string,
  addressBase: number,
  staleAfterSeconds: number,
): Promise<ScenarioResult> {
  return runScenario(
    'Fault 1: app killed (SIGKILL) during 200 enquiries',
    `${TOTAL} enquiries, 8 at a time; e-mail jobs running with a slow Resend; SIGKILL after ` +
      `${KILL_AFTER_ANSWERS} answers; restart; recovery of jobs left processing`,
    ctx,
    async (s) => {
      const label = 'kill'
      const answers: EnquiryAnswer[] = new Array<EnquiryAnswer>(TOTAL)
      ctx.resendLink.setDelay(1_500)
      let answered = 0
      let killed = false
      let stuckAtKill = 0
      const killer = (async () => {
        while (answered < KILL_AFTER_ANSWERS) await sleep(20)
        await ctx.app.kill('SIGKILL')
        killed = true
        stuckAtKill = (await jobTally(ctx.db, 'lead:%')).processing
      })()
      // Job runs every half second, as a busy cron would, so e-mails are mid-send when the kill lands.
      const runner = (async () => {
        while (!killed) {
          void runJobsOnce(ctx, 40)
          await sleep(500)
        }
      })()
      await inPool([...Array(TOTAL).keys()], 8, async (n) => {
        answers[n] = await postEnquiry(ctx.app.url, enquiryInput(label, n, run), addressFor(addressBase + n), {
          timeoutMs: 20_000,
        })
        answered += 1
      })
      await killer
      await runner
      const successes = answers.map((a, n) => [a, n] as const).filter(([a]) => a.status === 201)
      const unanswered = answers.filter((a) => a.status === 0).length
      s.figure('enquiries sent', TOTAL)
      s.figure('success answers before the kill', successes.length)
      s.figure('no answer (connection cut or refused)', unanswered)
      s.figure('e-mail jobs left processing by the killed process', stuckAtKill)
      s.check(
        answers.every((a) => a.status === 201 || a.status === 0),
        `answers other than 201 or none: ${[...new Set(answers.map((a) => a.status))].join(', ')}`,
      )
      s.check(stuckAtKill > 0, 'the kill left no job processing, so the recovery was not exercised')

      ctx.resendLink.setDelay(0)
      const restartedAt = Date.now()
      await ctx.app.start()
      s.figure('restart to healthy (s)', Math.round((Date.now() - restartedAt) / 100) / 10)

      // Every enquiry that was answered with success is stored, whole.
      const stored = new Set((await leadsLike(ctx.db, `${label}-%-${run}@reliability.test`)).map((l) => l.email))
      const missing = successes.filter(([, n]) => !stored.has(String(enquiryInput(label, n, run).email)))
      s.check(missing.length === 0, `${missing.length} enquiries answered 201 are not in the database`)
      s.figure('stored without an answer (committed as the process died)', [...stored].length - successes.length)
      const integrity = await enquiryProblems(ctx.db, `${label}-%-${run}@reliability.test`)
      s.check(integrity.problems.length === 0, `half-written enquiries: ${integrity.problems.slice(0, 5).join('; ')}`)
      s.figure('leads checked whole (connections and e-mail jobs)', integrity.leads)

      // Jobs left processing are released after the timeout, then every e-mail goes out once.
      await sleep(staleAfterSeconds * 1000)
      const drained = await drainJobs(ctx, 'lead:%', 240_000)
      s.figure('seconds to send every e-mail after restart', drained.seconds + staleAfterSeconds)
      s.check(
        drained.tally.pending === 0 && drained.tally.processing === 0 && drained.tally.failed === 0,
        `e-mail jobs not finished: ${JSON.stringify(drained.tally)}`,
      )
      const leadIds = (await leadsLike(ctx.db, `${label}-%-${run}@reliability.test`)).map((l) => l.id)
      const keys = (await jobKeys(ctx.db, 'lead:%')).filter((k) => leadIds.includes(Number(k.split(':')[1])))
      const delivery = deliveryProblems(ctx.resend, keys)
      s.check(
        delivery.problems.length === 0,
        `e-mails not delivered exactly once: ${delivery.problems.slice(0, 5).join('; ')}`,
      )
      s.figure('e-mails delivered (each once)', delivery.delivered)
      s.figure('repeat send attempts absorbed by idempotency keys', delivery.repeatedAttempts)
      const leaked = ctx.resend.delivered.filter(
        (d) => keys.includes(d.idempotencyKey ?? '') && (d.html ?? '').includes('<script>'),
      )
      s.check(leaked.length === 0, `${leaked.length} e-mails carry the visitor's <script> unescaped`)
      s.figure('records lost', missing.length + integrity.problems.length + delivery.problems.length)
      s.total('records lost', missing.length + integrity.problems.length + delivery.problems.length)
      s.total('requests', TOTAL)
    },
  )
}
