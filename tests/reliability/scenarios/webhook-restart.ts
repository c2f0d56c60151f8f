import Stripe from 'stripe'

import { drainJobs } from '../jobs'
import { runScenario, sleep, type ScenarioResult, type SuiteContext } from '../kit'
import { deliveryProblems, jobKeys } from '../records'

// Fault 4: Stripe's checkout.session.completed arrives before, during and after an app restart (a
// SIGKILL mid-delivery), repeated and concurrent as Stripe's retries are: each order is paid exactly
// once, with one receipt and one staff notice.

const ORDERS = 6
const signer = new Stripe('sk_test_reliability_signer').webhooks

type Delivery = { order: number; status: number; outcome: string | null; phase: 'before' | 'during' | 'after' }

function completedEvent(orderId: number, sessionId: string, run: string): string {
  return JSON.stringify({
    id: `evt_reliability_${run}_${orderId}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: 37500,
        currency: 'gbp',
        client_reference_id: String(orderId),
        metadata: { orderId: String(orderId), packageName: 'Green Starter' },
        customer_details: { email: `buyer-${orderId}-${run}@reliability.test` },
      },
    },
  })
}

async function deliver(ctx: SuiteContext, body: string): Promise<{ status: number; outcome: string | null }> {
  // Stripe signs every delivery afresh.
  const signature = signer.generateTestHeaderString({ payload: body, secret: ctx.webhookSecret })
  try {
    const response = await fetch(`${ctx.app.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
      signal: AbortSignal.timeout(15_000),
    })
    const json = (await response.json().catch(() => ({}))) as { outcome?: string }
    return { status: response.status, outcome: json.outcome ?? null }
  } catch {
    return { status: 0, outcome: null }
  }
}

export function webhookAcrossRestart(ctx: SuiteContext, run: string): Promise<ScenarioResult> {
  return runScenario(
    'Fault 4: Stripe webhook before, during and after a restart',
    `${ORDERS} pending orders; their completed events delivered before, in a stream of concurrent retries cut by a SIGKILL, and again after the restart`,
    ctx,
    async (s) => {
      const orders: Array<{ id: number; body: string }> = []
      for (let i = 0; i < ORDERS; i += 1) {
        const sessionId = `cs_test_reliability_${run}_${i}`
        const { rows } = await ctx.db.query<{ id: number }>(
          "insert into orders (package_name, amount, currency, status, stripe_session_id) values ('Green Starter', 37500, 'gbp', 'pending', $1) returning id",
          [sessionId],
        )
        orders.push({ id: rows[0].id, body: completedEvent(rows[0].id, sessionId, run) })
      }
      const deliveries: Delivery[] = []
      const record = (order: number, phase: Delivery['phase']) => (d: { status: number; outcome: string | null }) =>
        void deliveries.push({ order, phase, ...d })

      // Before: the first two orders' events, each twice at once.
      await Promise.all(
        orders
          .slice(0, 2)
          .flatMap((o) => [
            deliver(ctx, o.body).then(record(o.id, 'before')),
            deliver(ctx, o.body).then(record(o.id, 'before')),
          ]),
      )
      const paidBefore = await ctx.db.query<{ id: number; paid_at: Date }>(
        "select id, paid_at from orders where id = any($1) and status = 'paid'",
        [orders.map((o) => o.id)],
      )

      // During: every order's event, three copies at a time, retried until answered 2xx (as Stripe does),
      // while the app is killed and started again.
      const settled = new Set<number>()
      let streaming = true
      const stream = (async () => {
        while (streaming || settled.size < orders.length) {
          await Promise.all(
            orders.flatMap((o) =>
              [0, 1, 2].map(() =>
                deliver(ctx, o.body).then((d) => {
                  record(o.id, 'during')(d)
                  if (d.status >= 200 && d.status < 300) settled.add(o.id)
                }),
              ),
            ),
          )
          await sleep(150)
        }
      })()
      await sleep(400)
      await ctx.app.kill('SIGKILL')
      await ctx.app.start()
      await sleep(1_000)
      streaming = false
      await stream

      // After: everything again, twice.
      await Promise.all(
        orders.flatMap((o) => [
          deliver(ctx, o.body).then(record(o.id, 'after')),
          deliver(ctx, o.body).then(record(o.id, 'after')),
        ]),
      )

      const { rows } = await ctx.db.query<{ id: number; status: string; paid_at: Date | null }>(
        'select id, status, paid_at from orders where id = any($1) order by id',
        [orders.map((o) => o.id)],
      )
      s.figure(
        'deliveries (before / during / after)',
        ['before', 'during', 'after'].map((p) => deliveries.filter((d) => d.phase === p).length).join(' / '),
      )
      s.figure(
        'deliveries cut or refused by the restart (retried)',
        deliveries.filter((d) => d.status === 0 || d.status >= 500).length,
      )
      s.figure(
        "deliveries answered 'paid' (the rest 'already-paid')",
        deliveries.filter((d) => d.outcome === 'paid').length,
      )
      s.check(
        rows.every((r) => r.status === 'paid' && r.paid_at !== null),
        `orders not paid: ${rows
          .filter((r) => r.status !== 'paid')
          .map((r) => r.id)
          .join(', ')}`,
      )
      s.check(
        deliveries.filter((d) => d.outcome === 'paid').length <= ORDERS,
        'more deliveries marked an order paid than there are orders',
      )
      for (const order of orders) {
        const paidCount = deliveries.filter((d) => d.order === order.id && d.outcome === 'paid').length
        s.check(paidCount <= 1, `order ${order.id} was marked paid ${paidCount} times`)
      }
      for (const before of paidBefore.rows) {
        const now = rows.find((r) => r.id === before.id)
        s.check(
          now?.paid_at?.getTime() === before.paid_at.getTime(),
          `order ${before.id}'s payment time changed after it was paid`,
        )
      }
      s.check(
        deliveries.filter((d) => d.phase === 'after').every((d) => d.status === 200 && d.outcome === 'already-paid'),
        'a delivery after the restart was not answered already-paid',
      )

      const keys = (await jobKeys(ctx.db, 'order:%')).filter((k) => orders.some((o) => k.startsWith(`order:${o.id}:`)))
      s.check(
        keys.length === ORDERS * 2,
        `${keys.length} e-mail jobs for ${ORDERS} paid orders, expected ${ORDERS * 2} (receipt and staff notice each)`,
      )
      const drained = await drainJobs(ctx, 'order:%', 120_000)
      s.check(
        drained.tally.pending === 0 && drained.tally.failed === 0,
        `order e-mails not sent: ${JSON.stringify(drained.tally)}`,
      )
      const delivery = deliveryProblems(ctx.resend, keys)
      s.check(
        delivery.problems.length === 0,
        `order e-mails not delivered exactly once: ${delivery.problems.join('; ')}`,
      )
      s.figure('paid orders (each exactly once)', rows.filter((r) => r.status === 'paid').length)
      s.total('records lost', rows.filter((r) => r.status !== 'paid').length + delivery.problems.length)
      s.total('requests', deliveries.length)
      s.figure('receipts and staff notices delivered (each once)', delivery.delivered)
    },
  )
}
