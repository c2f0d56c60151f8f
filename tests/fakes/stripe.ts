// A local stand-in for the Stripe API and its hosted Checkout page, for integration and end-to-end tests.
// POST /v1/checkout/sessions takes the SDK's form-encoded body and answers a session whose url is this
// server's /pay/<id> page; visiting that page completes the session (delivering a signed
// checkout.session.completed event when a webhook is configured) and redirects to the success_url, its
// {CHECKOUT_SESSION_ID} replaced by the session's id; GET /v1/checkout/sessions/<id> retrieves a session (404
// resource_missing for an id it does not know, as Stripe answers).
// Like Stripe, a POST's Idempotency-Key stores the first result of the executed request (an error included)
// and replays it; the same key with other parameters answers 400 idempotency_error.
// Test control: failNext(n) makes the next n API calls answer 500 (stored under their key, as Stripe does);
// dropNext(n) destroys the connection of the next n calls before they run, dropNext(n, { afterProcessing: true })
// after they ran and stored their result (a lost answer); refund(sessionId) fully refunds a paid session's payment
// and delivers a signed charge.refunded. Over HTTP: POST /__control {"failNext": n} |
// {"dropNext": n, "afterProcessing"?: true} | {"refund": "<session id>"} | {"holdWebhooks": true | false} |
// {"reset": true}; GET /__requests lists
// the API calls received.
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

export type RecordedRequest = {
  method: string
  path: string
  /** Form fields exactly as sent, e.g. form['line_items[0][price_data][unit_amount]'] === '37500'. */
  form: Record<string, string>
  authorization: string | null
  idempotencyKey: string | null
}

export type FakeCheckoutSession = {
  id: string
  object: 'checkout.session'
  mode: string
  currency: string
  amount_total: number
  client_reference_id: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  url: string
  status: 'open' | 'complete'
  payment_status: 'unpaid' | 'paid'
  customer_details: { email: string } | null
  customer_email: string | null
  /** Set when the session is paid, as Stripe does for mode=payment. */
  payment_intent: string | null
  livemode: false
  created: number
}

export type FakeStripeOptions = {
  port?: number
  /** Where the hosted page delivers checkout.session.completed, signed with `secret`. */
  webhook?: { url: string; secret: string }
  /** The e-mail the fake buyer enters on the hosted page. */
  buyerEmail?: string
}

export type FakeStripe = {
  /** The origin to use as STRIPE_API_URL. */
  url: string
  requests: RecordedRequest[]
  sessions: Map<string, FakeCheckoutSession>
  failNext: (count: number) => void
  /** Destroys the socket of the next `count` API calls, before they run or (afterProcessing) after their result is stored. */
  dropNext: (count: number, options?: { afterProcessing?: boolean }) => void
  /** Fully refunds a paid session's payment and delivers charge.refunded to the webhook. */
  refund: (sessionId: string) => Promise<void>
  /** true: events wait (a delayed webhook); false: the waiting ones are delivered, in order, and new ones go at once. */
  holdWebhooks: (hold: boolean) => Promise<void>
  reset: () => void
  close: () => Promise<void>
}

const signer = new Stripe('sk_test_fake_signer').webhooks

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: http.OutgoingHttpHeaders = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': `req_${randomBytes(6).toString('hex')}`,
    ...headers,
  })
  res.end(JSON.stringify(body))
}

function stripeError(res: http.ServerResponse, status: number, type: string, message: string): void {
  sendJson(res, status, { error: { type, message } })
}

type StoredResult = { fingerprint: string; status: number; body: unknown }

function sessionFromForm(form: Record<string, string>, origin: string): FakeCheckoutSession {
  const id = `cs_test_${randomBytes(12).toString('hex')}`
  let amount = 0
  for (let i = 0; `line_items[${i}][quantity]` in form || `line_items[${i}][price_data][unit_amount]` in form; i += 1) {
    amount +=
      Number(form[`line_items[${i}][price_data][unit_amount]`] ?? 0) * Number(form[`line_items[${i}][quantity]`] ?? 1)
  }
  const metadata: Record<string, string> = {}
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key)
    if (match?.[1]) metadata[match[1]] = value
  }
  return {
    id,
    object: 'checkout.session',
    mode: form.mode ?? 'payment',
    currency: form.currency ?? form['line_items[0][price_data][currency]'] ?? 'gbp',
    amount_total: amount,
    client_reference_id: form.client_reference_id ?? null,
    metadata,
    success_url: form.success_url ?? '',
    cancel_url: form.cancel_url ?? '',
    url: `${origin}/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    customer_details: null,
    customer_email: form.customer_email ?? null,
    payment_intent: null,
    livemode: false,
    created: Math.floor(Date.now() / 1000),
  }
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const requests: RecordedRequest[] = []
  const sessions = new Map<string, FakeCheckoutSession>()
  // Like the real API: a repeated Idempotency-Key gets the first result again, whatever it was.
  const byIdempotencyKey = new Map<string, StoredResult>()
  let failures = 0
  let drops = 0
  let dropAfterProcessing = false
  let origin = ''
  let holding = false
  const held: Array<() => Promise<void>> = []

  async function holdWebhooks(hold: boolean): Promise<void> {
    holding = hold
    if (hold) return
    for (const send of held.splice(0)) await send()
  }

  async function deliverCompleted(session: FakeCheckoutSession): Promise<void> {
    await deliver('checkout.session.completed', session)
  }

  async function refund(sessionId: string): Promise<void> {
    const session = sessions.get(sessionId)
    if (!session?.payment_intent) throw new Error(`Session ${sessionId} has no payment to refund`)
    await deliver('charge.refunded', {
      id: `ch_${randomBytes(12).toString('hex')}`,
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: session.amount_total,
      currency: session.currency,
      payment_intent: session.payment_intent,
      refunded: true,
      paid: true,
      status: 'succeeded',
      livemode: false,
    })
  }

  async function deliver(type: string, object: unknown): Promise<void> {
    if (!options.webhook) return
    // A delayed event: kept until the webhooks are released (in the state of the object now, as Stripe's would be).
    if (holding) {
      const snapshot = structuredClone(object)
      held.push(() => deliver(type, snapshot))
      return
    }
    const event = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    }
    const body = JSON.stringify(event)
    const signature = signer.generateTestHeaderString({ payload: body, secret: options.webhook.secret })
    try {
      await fetch(options.webhook.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body,
      })
    } catch (error) {
      console.error('[fake stripe] webhook delivery failed', error)
    }
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin)
    const method = req.method ?? 'GET'

    if (method === 'POST' && url.pathname === '/__control') {
      const command: unknown = JSON.parse((await readBody(req)) || '{}')
      if (typeof command === 'object' && command !== null) {
        if ('reset' in command && command.reset === true) reset()
        if ('failNext' in command && typeof command.failNext === 'number') failures = command.failNext
        if ('refund' in command && typeof command.refund === 'string') await refund(command.refund)
        if ('holdWebhooks' in command && typeof command.holdWebhooks === 'boolean')
          await holdWebhooks(command.holdWebhooks)
        if ('dropNext' in command && typeof command.dropNext === 'number')
          setDrops(command.dropNext, 'afterProcessing' in command && command.afterProcessing === true)
      }
      return sendJson(res, 200, { failNext: failures, dropNext: drops, requests: requests.length })
    }
    if (method === 'GET' && url.pathname === '/__requests') return sendJson(res, 200, requests)

    const pay = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(url.pathname)
    if (method === 'GET' && pay?.[1]) {
      const session = sessions.get(pay[1])
      if (!session) {
        res.writeHead(404, { 'Content-Type': 'text/plain' })
        return void res.end('Unknown checkout session')
      }
      if (url.searchParams.get('cancel') === '1') {
        res.writeHead(303, { Location: session.cancel_url })
        return void res.end()
      }
      if (session.status === 'open') {
        session.status = 'complete'
        session.payment_status = 'paid'
        session.customer_details = { email: session.customer_email ?? options.buyerEmail ?? 'buyer@example.com' }
        session.payment_intent = `pi_test_${randomBytes(12).toString('hex')}`
        await deliverCompleted(session)
      }
      // Like Stripe: the success address's {CHECKOUT_SESSION_ID} becomes the session's id (the session keeps the template).
      res.writeHead(303, { Location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) })
      return void res.end()
    }

    if (!url.pathname.startsWith('/v1/'))
      return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname})`)
    const body = await readBody(req)
    const form = Object.fromEntries(new URLSearchParams(body))
    const authorization = req.headers.authorization ?? null
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null
    requests.push({ method, path: url.pathname, form, authorization, idempotencyKey })

    if (!authorization?.startsWith('Bearer sk_'))
      return stripeError(res, 401, 'invalid_request_error', 'You did not provide an API key.')
    const dropThis = drops > 0
    if (dropThis) drops -= 1
    // A connection lost on the way in: the request never ran, so nothing is stored under its key.
    if (dropThis && !dropAfterProcessing) return void req.socket.destroy()

    const key = method === 'POST' ? idempotencyKey : null
    const fingerprint = `${method} ${url.pathname} ${body}`
    const stored = key ? byIdempotencyKey.get(key) : undefined
    if (stored && stored.fingerprint !== fingerprint) {
      return stripeError(
        res,
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were ` +
          `first used with. Try using a key other than '${key}' if you meant to execute a ` +
          `different request.`,
      )
    }
    let result: { status: number; body: unknown } | undefined = stored
    if (!result) {
      const executed = execute(method, url.pathname, form, url.searchParams)
      if (key && executed.stored)
        byIdempotencyKey.set(key, { fingerprint, status: executed.status, body: executed.body })
      result = executed
    }
    // A connection lost on the way out: the request ran (and its result is kept), the answer never arrives.
    if (dropThis) return void req.socket.destroy()
    return sendJson(res, result.status, result.body, stored ? { 'Idempotent-Replayed': 'true' } : {})
  }

  /** Runs one API call; `stored` says whether Stripe would keep its result under the idempotency key. */
  function execute(
    method: string,
    pathname: string,
    form: Record<string, string>,
    query: URLSearchParams = new URLSearchParams(),
  ): { status: number; body: unknown; stored: boolean } {
    const error = (status: number, type: string, message: string, stored = false) => ({
      status,
      body: { error: { type, message } },
      stored,
    })
    if (failures > 0) {
      failures -= 1
      return error(500, 'api_error', 'The fake Stripe API was told to fail this request.', true)
    }
    if (method === 'POST' && pathname === '/v1/checkout/sessions') {
      // Parameter validation fails before execution starts: Stripe stores no result for it.
      if (!form.success_url) return error(400, 'invalid_request_error', 'Missing required param: success_url.')
      const session = sessionFromForm(form, origin)
      sessions.set(session.id, session)
      return { status: 200, body: session, stored: true }
    }
    if (method === 'GET' && pathname === '/v1/checkout/sessions') {
      const byPayment = [...sessions.values()].filter(
        (x) => !query.get('payment_intent') || x.payment_intent === query.get('payment_intent'),
      )
      return {
        status: 200,
        body: { object: 'list', url: '/v1/checkout/sessions', has_more: false, data: byPayment.slice(0, 10) },
        stored: false,
      }
    }
    // Like Stripe: any id names a session to look up, and one it does not know is a 404 resource_missing.
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(pathname)
    if (method === 'GET' && retrieve?.[1]) {
      const id = decodeURIComponent(retrieve[1])
      const session = sessions.get(id)
      if (session) return { status: 200, body: session, stored: false }
      return {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'session',
            message: `No such checkout.session: '${id}'`,
          },
        },
        stored: false,
      }
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${pathname})`)
  }

  function setDrops(count: number, afterProcessing: boolean): void {
    drops = count
    dropAfterProcessing = afterProcessing
  }

  function reset(): void {
    requests.length = 0
    sessions.clear()
    byIdempotencyKey.clear()
    failures = 0
    drops = 0
    dropAfterProcessing = false
    holding = false
    held.length = 0
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[fake stripe]', error)
      if (!res.headersSent) stripeError(res, 500, 'api_error', 'The fake Stripe API crashed.')
      else res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: origin,
    requests,
    sessions,
    failNext: (count) => {
      failures = count
    },
    dropNext: (count, { afterProcessing = false } = {}) => setDrops(count, afterProcessing),
    refund,
    holdWebhooks,
    reset,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
