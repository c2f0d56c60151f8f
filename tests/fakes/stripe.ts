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
// Billing: customers (create, update, retrieve), invoice items, invoices (create, finalize, pay, void,
// mark_uncollectible, retrieve) and credit notes, each refusing parameters it does not know as Stripe does
// ('Received unknown parameter: x'). A finalised invoice's hosted_invoice_url is this server's /invoice/<id>: GET shows
// it, POST /invoice/<id>/pay pays it. Paying, voiding, marking uncollectible and failPayment(id) deliver the signed
// invoice.* event; invoiceEvent(type, id) builds (and deliverEvent sends) one again, for redelivery tests.
// Tax rates (create, list, retrieve): an exclusive rate named by an invoice's default_tax_rates, an invoice item's,
// a credit note line's or a Checkout line item's tax_rates adds its tax per line, rounded half up to the penny, as
// Stripe does (an invoice's subtotal, total_excluding_tax, total_taxes and total, in the shape of the API version the
// SDK pins; a session's total_details.amount_tax inside amount_total); an unknown rate is refused. A finalised invoice's invoice_pdf is this
// server's /invoice/<id>/pdf, a real PDF of its lines and totals.
// Cards (issue 34's card on file): Checkout in setup mode (mode=setup with a customer; its hosted /pay/<id> page adds
// a card, ?card=declines or ?card=authenticate adds one whose off-session charges fail with card_declined or
// authentication_required, then redirects to the success_url and delivers checkout.session.completed), setup intents
// and payment methods (retrieve; list by customer), the customer's invoice_settings.default_payment_method, billing
// portal sessions (a fake page at /portal/<id> linking back to return_url), off-session payment intents (their card
// decides, or declineNextPayments(n, code) / {"declineNextPayments": n, "code"?: ...} over /__control) delivering
// payment_intent.succeeded or payment_intent.payment_failed; paymentIntentEvent(type, id) builds one again. A
// charge_automatically invoice's pay charges its (or its customer's) default card the same way.
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { PDFDocument, StandardFonts } from 'pdf-lib'
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
  /** The tax the line items' exclusive tax rates added (in amount_total). */
  total_details?: { amount_tax: number; amount_discount: number; amount_shipping: number }
  client_reference_id: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  url: string
  status: 'open' | 'complete'
  payment_status: 'unpaid' | 'paid' | 'no_payment_required'
  customer_details: { email: string } | null
  customer_email: string | null
  /** Set when the session is paid, as Stripe does for mode=payment. */
  payment_intent: string | null
  /** Setup mode: the customer the card is for, and the setup intent that saved it (once complete). */
  customer?: string | null
  setup_intent?: string | null
  livemode: false
  created: number
}

export type FakeCustomer = {
  id: string
  object: 'customer'
  name: string | null
  email: string | null
  address: Record<string, string> | null
  metadata: Record<string, string>
  tax_ids: string[]
  invoice_settings: { default_payment_method: string | null }
  livemode: false
  created: number
}

/** How a fake card answers an off-session charge. */
export type FakeCardBehaviour = 'succeeds' | 'card_declined' | 'authentication_required'

export type FakePaymentMethod = {
  id: string
  object: 'payment_method'
  type: 'card'
  customer: string | null
  card: { brand: string; last4: string; exp_month: number; exp_year: number }
  livemode: false
  created: number
}

export type FakeSetupIntent = {
  id: string
  object: 'setup_intent'
  customer: string
  payment_method: string
  status: 'succeeded'
  usage: 'off_session'
  livemode: false
  created: number
}

export type FakePaymentIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  customer: string
  payment_method: string
  description: string | null
  metadata: Record<string, string>
  status: 'succeeded' | 'requires_payment_method' | 'requires_action'
  last_payment_error: { code: string; message: string } | null
  livemode: false
  created: number
}

/** One tax on a line or an invoice, in the shape of the API version the SDK pins (`total_taxes`, a line's `taxes`). */
export type FakeTax = {
  amount: number
  tax_behavior: 'exclusive'
  tax_rate_details: { tax_rate: string }
  taxability_reason: 'standard_rated'
  taxable_amount: number
  type: 'tax_rate_details'
}

export type FakeInvoiceLine = {
  id: string
  object: 'line_item'
  amount: number
  description: string | null
  metadata: Record<string, string>
  /** The tax of this line, rounded on its own (Stripe rounds per line), one entry per tax rate. */
  taxes?: FakeTax[]
  /** The line's own tax rates (the fake's record; the invoice's default ones apply when empty). */
  tax_rates?: string[]
}

export type FakeTaxRate = {
  id: string
  object: 'tax_rate'
  display_name: string
  description: string | null
  percentage: number
  inclusive: boolean
  country: string | null
  jurisdiction: string | null
  tax_type: string | null
  active: boolean
  metadata: Record<string, string>
  livemode: false
  created: number
}

export type FakeInvoice = {
  id: string
  object: 'invoice'
  customer: string
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void'
  number: string | null
  currency: string
  collection_method: 'send_invoice' | 'charge_automatically'
  default_payment_method: string | null
  days_until_due: number | null
  due_date: number | null
  total: number
  /** Lines before tax; total_taxes holds the sum of the lines' rounded tax per rate; total = subtotal + those. */
  subtotal?: number
  subtotal_excluding_tax?: number
  total_excluding_tax?: number
  total_taxes?: FakeTax[]
  default_tax_rates?: FakeTaxRate[]
  /** Stripe's PDF of a finalised invoice: this server's /invoice/<id>/pdf. */
  invoice_pdf?: string | null
  amount_due: number
  amount_paid: number
  amount_remaining: number
  /** Pence credited by credit notes (post_payment or pre_payment). */
  credited: number
  hosted_invoice_url: string | null
  metadata: Record<string, string>
  lines: { object: 'list'; data: FakeInvoiceLine[]; has_more: false }
  status_transitions: { finalized_at: number | null; paid_at: number | null; voided_at: number | null }
  livemode: false
  created: number
}

export type FakeCreditNote = {
  id: string
  object: 'credit_note'
  invoice: string
  amount: number
  memo: string | null
  reason: string | null
  metadata: Record<string, string>
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
  customers: Map<string, FakeCustomer>
  invoices: Map<string, FakeInvoice>
  creditNotes: Map<string, FakeCreditNote>
  taxRates: Map<string, FakeTaxRate>
  paymentMethods: Map<string, FakePaymentMethod>
  /** How each payment method answers an off-session charge (absent: it succeeds). */
  cardBehaviours: Map<string, FakeCardBehaviour>
  paymentIntents: Map<string, FakePaymentIntent>
  /** The next `count` off-session charges fail with `code`, whatever the card (0 stops it). */
  declineNextPayments: (count: number, code?: Exclude<FakeCardBehaviour, 'succeeds'>) => void
  /** A signed-ready payment_intent.* event for the payment as it is now. */
  paymentIntentEvent: (type: string, paymentIntentId: string) => { id: string; type: string; body: string }
  /** A signed-ready event for the invoice as it is now (type e.g. 'invoice.paid'). */
  invoiceEvent: (type: string, invoiceId: string) => { id: string; type: string; body: string }
  /** Delivers a built event's body to the webhook, signed now; answers the webhook's status. */
  deliverEvent: (body: string) => Promise<number>
  /** A card payment of the invoice fails: delivers invoice.payment_failed. */
  failPayment: (invoiceId: string) => Promise<void>
  failNext: (count: number) => void
  /** Destroys the socket of the next `count` API calls, before they run or (afterProcessing) after their result is stored. */
  /** `path`: only calls whose path contains it count (a crash at one step of a run). */
  dropNext: (count: number, options?: { afterProcessing?: boolean; path?: string }) => void
  /** Fully refunds a paid session's payment and delivers charge.refunded to the webhook. */
  refund: (sessionId: string) => Promise<void>
  /** true: events wait (a delayed webhook); false: the waiting ones are delivered, in order, and new ones go at once. */
  holdWebhooks: (hold: boolean) => Promise<void>
  reset: () => void
  close: () => Promise<void>
}

const signer = new Stripe('sk_test_fake_signer').webhooks

/** Stripe's PDF of an invoice, as the fake makes it: the number, lines, VAT and total in plain text. */
async function invoicePdf(invoice: FakeInvoice): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([595, 842])
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const pounds = (pence: number) => `GBP ${(pence / 100).toFixed(2)}`
  const text = [
    `Invoice ${invoice.number ?? ''}`,
    ...invoice.lines.data.map((l) => `${l.description ?? ''}: ${pounds(l.amount)}`),
    `Subtotal: ${pounds(invoice.subtotal ?? invoice.total)}`,
    ...(invoice.total_taxes ?? []).map((t) => `VAT: ${pounds(t.amount)}`),
    `Total: ${pounds(invoice.total)}`,
  ]
  text.forEach((line, i) => page.drawText(line, { x: 50, y: 790 - i * 18, size: 11, font }))
  return doc.save()
}

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

/** Form fields under `prefix[...]` as an object: metadata[orderId] → { orderId }. */
function nested(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(form)) {
    if (key.startsWith(`${prefix}[`) && key.endsWith(']')) out[key.slice(prefix.length + 1, -1)] = value
  }
  return out
}

/** The first parameter Stripe would not know (its name before any '['), or null. */
function unknownParam(form: Record<string, string>, allowed: readonly string[]): string | null {
  for (const key of Object.keys(form)) {
    const name = key.split('[')[0] ?? key
    if (!allowed.includes(name)) return name
  }
  return null
}

const now = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** A tax rate's amount on one line, rounded half up to the penny as Stripe rounds each line. */
function lineTax(amount: number, rate: FakeTaxRate): number {
  const basisPoints = Math.round(rate.percentage * 100)
  return Math.floor((2 * amount * basisPoints + 10_000) / 20_000)
}

/** The ids under `prefix[0]`, `prefix[1]`, ... (how the SDK sends an array). */
function listOf(form: Record<string, string>, prefix: string): string[] {
  const out: string[] = []
  for (let i = 0; `${prefix}[${i}]` in form; i += 1) out.push(form[`${prefix}[${i}]`] ?? '')
  return out
}

function sessionFromForm(
  form: Record<string, string>,
  origin: string,
  taxRates: Map<string, FakeTaxRate> = new Map(),
): FakeCheckoutSession {
  const id = `cs_test_${randomBytes(12).toString('hex')}`
  let amount = 0
  let tax = 0
  for (let i = 0; `line_items[${i}][quantity]` in form || `line_items[${i}][price_data][unit_amount]` in form; i += 1) {
    const line =
      Number(form[`line_items[${i}][price_data][unit_amount]`] ?? 0) * Number(form[`line_items[${i}][quantity]`] ?? 1)
    amount += line
    for (const rateId of listOf(form, `line_items[${i}][tax_rates]`)) {
      const rate = taxRates.get(rateId)
      if (rate && !rate.inclusive) tax += lineTax(line, rate)
    }
  }
  amount += tax
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
    total_details: { amount_tax: tax, amount_discount: 0, amount_shipping: 0 },
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
  const customers = new Map<string, FakeCustomer>()
  const invoices = new Map<string, FakeInvoice>()
  const creditNotes = new Map<string, FakeCreditNote>()
  const taxRates = new Map<string, FakeTaxRate>()
  const paymentMethods = new Map<string, FakePaymentMethod>()
  const cardBehaviours = new Map<string, FakeCardBehaviour>()
  const setupIntents = new Map<string, FakeSetupIntent>()
  const paymentIntents = new Map<string, FakePaymentIntent>()
  const portalSessions = new Map<string, { id: string; customer: string; return_url: string }>()
  let declines = 0
  let declineCode: Exclude<FakeCardBehaviour, 'succeeds'> = 'card_declined'
  let cardCount = 0
  let invoiceNumber = 0
  // Like the real API: a repeated Idempotency-Key gets the first result again, whatever it was.
  const byIdempotencyKey = new Map<string, StoredResult>()
  let failures = 0
  let drops = 0
  let dropAfterProcessing = false
  let dropPath: string | null = null
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
    await deliverEvent(buildEvent(type, object).body)
  }

  function buildEvent(type: string, object: unknown): { id: string; type: string; body: string } {
    const id = newId('evt')
    const event = {
      id,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      data: { object },
    }
    return { id, type, body: JSON.stringify(event) }
  }

  async function deliverEvent(body: string): Promise<number> {
    if (!options.webhook) return 0
    const signature = signer.generateTestHeaderString({ payload: body, secret: options.webhook.secret })
    try {
      const res = await fetch(options.webhook.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body,
      })
      return res.status
    } catch (error) {
      console.error('[fake stripe] webhook delivery failed', error)
      return 0
    }
  }

  function invoiceEvent(type: string, invoiceId: string): { id: string; type: string; body: string } {
    const invoice = invoices.get(invoiceId)
    if (!invoice) throw new Error(`No such invoice: ${invoiceId}`)
    return buildEvent(type, structuredClone(invoice))
  }

  async function failPayment(invoiceId: string): Promise<void> {
    const invoice = invoices.get(invoiceId)
    if (invoice?.status !== 'open') throw new Error(`Invoice ${invoiceId} is not open`)
    await deliver('invoice.payment_failed', invoice)
  }

  /** Pays an open invoice (the hosted page's button, or POST /v1/invoices/<id>/pay). */
  function payInvoice(invoice: FakeInvoice): void {
    invoice.status = 'paid'
    invoice.amount_paid = invoice.amount_remaining
    invoice.amount_remaining = 0
    invoice.status_transitions.paid_at = now()
    void deliver('invoice.paid', structuredClone(invoice))
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
        if ('declineNextPayments' in command && typeof command.declineNextPayments === 'number')
          setDeclines(
            command.declineNextPayments,
            'code' in command && command.code === 'authentication_required'
              ? 'authentication_required'
              : 'card_declined',
          )
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
      if (session.mode === 'setup') return completeSetup(session, url.searchParams.get('card'), res)
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

    const pdf = /^\/invoice\/(in_[0-9a-f]+)\/pdf$/.exec(url.pathname)
    if (method === 'GET' && pdf?.[1]) {
      const invoice = invoices.get(pdf[1])
      if (!invoice?.invoice_pdf) {
        res.writeHead(404, { 'Content-Type': 'text/plain' })
        return void res.end('Unknown invoice')
      }
      const bytes = await invoicePdf(invoice)
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': bytes.length })
      return void res.end(Buffer.from(bytes))
    }
    const portal = /^\/portal\/(bps_[0-9a-f]+)$/.exec(url.pathname)
    if (method === 'GET' && portal?.[1]) {
      const found = portalSessions.get(portal[1])
      if (!found) {
        res.writeHead(404, { 'Content-Type': 'text/plain' })
        return void res.end('Unknown portal session')
      }
      const pm = customers.get(found.customer)?.invoice_settings.default_payment_method
      const card = pm ? paymentMethods.get(pm)?.card : undefined
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      return void res.end(
        `<!doctype html><html lang="en"><head><title>Billing portal</title></head><body><main>` +
          `<h1>Billing portal</h1><p>Customer: ${found.customer}</p>` +
          `<p>Card: ${card ? `${card.brand} ending ${card.last4}` : 'none'}</p>` +
          `<a href="${found.return_url.replaceAll('"', '&quot;')}">Return</a></main></body></html>`,
      )
    }

    const hosted = /^\/invoice\/(in_[0-9a-f]+)(\/pay)?$/.exec(url.pathname)
    if (hosted?.[1]) {
      const invoice = invoices.get(hosted[1])
      if (!invoice || invoice.status === 'draft') {
        res.writeHead(404, { 'Content-Type': 'text/plain' })
        return void res.end('Unknown invoice')
      }
      if (method === 'POST' && hosted[2] && invoice.status === 'open') payInvoice(invoice)
      const pence = (invoice.amount_remaining / 100).toFixed(2)
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      return void res.end(
        `<!doctype html><html lang="en"><head><title>Invoice ${invoice.number}</title></head><body><main>` +
          `<h1>Invoice ${invoice.number}</h1><p>Status: ${invoice.status}</p><p>Amount due: £${pence}</p>` +
          (invoice.status === 'open'
            ? `<form method="post" action="/invoice/${invoice.id}/pay"><button type="submit">Pay £${pence}</button></form>`
            : '') +
          `</main></body></html>`,
      )
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
    const dropThis = drops > 0 && (dropPath === null || url.pathname.includes(dropPath))
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
    const cards = executeCards(method, pathname, form, query)
    if (cards) return cards
    const billing = executeBilling(method, pathname, form, query.toString())
    if (billing) return billing
    if (method === 'POST' && pathname === '/v1/checkout/sessions') {
      // Parameter validation fails before execution starts: Stripe stores no result for it.
      if (!form.success_url) return error(400, 'invalid_request_error', 'Missing required param: success_url.')
      for (const [key, value] of Object.entries(form)) {
        if (/^line_items\[\d+\]\[tax_rates\]\[\d+\]$/.test(key) && !taxRates.has(value))
          return error(400, 'invalid_request_error', `No such tax rate: '${value}'`)
      }
      const session = sessionFromForm(form, origin, taxRates)
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

  type Executed = { status: number; body: unknown; stored: boolean }

  /** Customers, invoice items, invoices and credit notes; null for any other path. */
  /** An invoice's subtotal, tax (each line's rounded on its own, by its rates or the invoice's default) and total. */
  function retotal(invoice: FakeInvoice): void {
    let subtotal = 0
    const byRate = new Map<string, FakeTax>()
    const taxOf = (id: string, amount: number, taxable: number): FakeTax => ({
      amount,
      tax_behavior: 'exclusive',
      tax_rate_details: { tax_rate: id },
      taxability_reason: 'standard_rated',
      taxable_amount: taxable,
      type: 'tax_rate_details',
    })
    for (const line of invoice.lines.data) {
      subtotal += line.amount
      const ids = line.tax_rates?.length ? line.tax_rates : (invoice.default_tax_rates ?? []).map((r) => r.id)
      line.taxes = ids.flatMap((id) => {
        const rate = taxRates.get(id)
        return rate && !rate.inclusive ? [taxOf(id, lineTax(line.amount, rate), line.amount)] : []
      })
      for (const t of line.taxes) {
        const id = t.tax_rate_details.tax_rate
        const sum = byRate.get(id) ?? taxOf(id, 0, 0)
        sum.amount += t.amount
        sum.taxable_amount += t.taxable_amount
        byRate.set(id, sum)
      }
    }
    const tax = [...byRate.values()].reduce((t, x) => t + x.amount, 0)
    invoice.subtotal = subtotal
    invoice.subtotal_excluding_tax = subtotal
    invoice.total_excluding_tax = subtotal
    invoice.total_taxes = [...byRate.values()]
    invoice.total = subtotal + tax
    invoice.amount_due = invoice.total
    invoice.amount_remaining = invoice.total
  }

  function executeBilling(
    method: string,
    pathname: string,
    form: Record<string, string>,
    listQuery = '',
  ): Executed | null {
    // Validation errors happen before execution: Stripe stores no result for them under the key.
    const invalid = (message: string, param?: string): Executed => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } },
      stored: false,
    })
    const missing = (kind: string, id: string, param: string): Executed => ({
      status: 404,
      body: {
        error: { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` },
      },
      stored: false,
    })
    const ok = (body: unknown): Executed => ({ status: 200, body, stored: method === 'POST' })
    const check = (allowed: readonly string[]): Executed | null => {
      const unknown = unknownParam(form, allowed)
      return unknown ? invalid(`Received unknown parameter: ${unknown}`, unknown) : null
    }
    const amount = (name: string): number | null => {
      const value = form[name]
      return value !== undefined && /^\d+$/.test(value) ? Number(value) : null
    }

    const CUSTOMER_PARAMS = [
      'name',
      'email',
      'address',
      'metadata',
      'description',
      'preferred_locales',
      'invoice_settings',
    ] as const
    const customerFields = (customer: FakeCustomer) => {
      if ('name' in form) customer.name = form.name || null
      if ('email' in form) customer.email = form.email || null
      const address = nested(form, 'address')
      if (Object.keys(address).length) customer.address = address
      Object.assign(customer.metadata, nested(form, 'metadata'))
      if ('invoice_settings[default_payment_method]' in form)
        customer.invoice_settings.default_payment_method = form['invoice_settings[default_payment_method]'] || null
    }
    if (method === 'POST' && pathname === '/v1/customers') {
      const refused = check([...CUSTOMER_PARAMS, 'tax_id_data'])
      if (refused) return refused
      const customer: FakeCustomer = {
        invoice_settings: { default_payment_method: null },
        id: newId('cus'),
        object: 'customer',
        name: null,
        email: null,
        address: null,
        metadata: {},
        tax_ids: form['tax_id_data[0][value]'] ? [form['tax_id_data[0][value]']] : [],
        livemode: false,
        created: now(),
      }
      customerFields(customer)
      customers.set(customer.id, customer)
      return ok(customer)
    }
    const customerPath = /^\/v1\/customers\/([^/]+)$/.exec(pathname)
    if (customerPath?.[1]) {
      const customer = customers.get(customerPath[1])
      if (!customer) return missing('customer', customerPath[1], 'id')
      if (method === 'GET') return ok(customer)
      if (method !== 'POST') return null
      const refused = check(CUSTOMER_PARAMS)
      if (refused) return refused
      const pm = form['invoice_settings[default_payment_method]']
      if (pm && paymentMethods.get(pm)?.customer !== customer.id)
        return invalid(`No such PaymentMethod: '${pm}' on this customer.`, 'invoice_settings[default_payment_method]')
      customerFields(customer)
      return ok(customer)
    }

    if (method === 'POST' && pathname === '/v1/tax_rates') {
      const refused = check([
        'display_name',
        'percentage',
        'inclusive',
        'country',
        'jurisdiction',
        'description',
        'tax_type',
        'state',
        'active',
        'metadata',
      ])
      if (refused) return refused
      if (!form.display_name) return invalid('Missing required param: display_name.', 'display_name')
      if (form.inclusive !== 'true' && form.inclusive !== 'false')
        return invalid('Missing required param: inclusive.', 'inclusive')
      const percentage = Number(form.percentage)
      if (!form.percentage || !/^\d+(\.\d{1,4})?$/.test(form.percentage) || percentage > 100)
        return invalid('Invalid percentage: a number from 0 to 100 with at most 4 decimals.', 'percentage')
      if (form.tax_type && !['vat', 'sales_tax', 'gst'].includes(form.tax_type))
        return invalid(`Invalid tax_type: ${form.tax_type}`, 'tax_type')
      const rate: FakeTaxRate = {
        id: newId('txr'),
        object: 'tax_rate',
        display_name: form.display_name,
        description: form.description ?? null,
        percentage,
        inclusive: form.inclusive === 'true',
        country: form.country ?? null,
        jurisdiction: form.jurisdiction ?? null,
        tax_type: form.tax_type ?? null,
        active: form.active !== 'false',
        metadata: nested(form, 'metadata'),
        livemode: false,
        created: now(),
      }
      taxRates.set(rate.id, rate)
      return ok(rate)
    }
    if (method === 'GET' && pathname === '/v1/tax_rates') {
      const query = new URLSearchParams(listQuery)
      const unknown = [...query.keys()].find((k) => !['active', 'inclusive', 'limit', 'starting_after'].includes(k))
      if (unknown) return invalid(`Received unknown parameter: ${unknown}`, unknown)
      const data = [...taxRates.values()].filter(
        (t) =>
          (!query.has('active') || String(t.active) === query.get('active')) &&
          (!query.has('inclusive') || String(t.inclusive) === query.get('inclusive')),
      )
      return ok({ object: 'list', url: '/v1/tax_rates', has_more: false, data })
    }
    const taxRatePath = /^\/v1\/tax_rates\/([^/]+)$/.exec(pathname)
    if (method === 'GET' && taxRatePath?.[1]) {
      const rate = taxRates.get(taxRatePath[1])
      return rate ? ok(rate) : missing('tax_rate', taxRatePath[1], 'tax_rate')
    }
    /** The tax rates a request names under `param[i]`: an error for an unknown one. */
    const ratesOf = (param: string): FakeTaxRate[] | Executed => {
      const rates: FakeTaxRate[] = []
      for (const id of listOf(form, param)) {
        const rate = taxRates.get(id)
        if (!rate) return missing('tax_rate', id, param)
        if (!rate.active) return invalid(`Tax rate ${id} is not active.`, param)
        rates.push(rate)
      }
      return rates
    }

    if (method === 'POST' && pathname === '/v1/invoices') {
      const refused = check([
        'default_tax_rates',
        'customer',
        'collection_method',
        'days_until_due',
        'auto_advance',
        'currency',
        'description',
        'footer',
        'metadata',
        'pending_invoice_items_behavior',
        'default_payment_method',
      ])
      if (refused) return refused
      if (!form.customer) return invalid('Missing required param: customer.', 'customer')
      if (!customers.has(form.customer)) return missing('customer', form.customer, 'customer')
      const method_ = form.collection_method ?? 'charge_automatically'
      if (method_ !== 'send_invoice' && method_ !== 'charge_automatically')
        return invalid(`Invalid collection_method: ${method_}`, 'collection_method')
      const days = amount('days_until_due')
      if (method_ === 'send_invoice' && days === null)
        return invalid('Missing required param: days_until_due.', 'days_until_due')
      const defaultRates = ratesOf('default_tax_rates')
      if (!Array.isArray(defaultRates)) return defaultRates
      const invoice: FakeInvoice = {
        id: newId('in'),
        object: 'invoice',
        customer: form.customer,
        status: 'draft',
        number: null,
        currency: form.currency ?? 'gbp',
        collection_method: method_,
        default_payment_method: form.default_payment_method ?? null,
        days_until_due: days,
        due_date: null,
        total: 0,
        subtotal: 0,
        subtotal_excluding_tax: 0,
        total_excluding_tax: 0,
        total_taxes: [],
        default_tax_rates: defaultRates,
        invoice_pdf: null,
        amount_due: 0,
        amount_paid: 0,
        amount_remaining: 0,
        credited: 0,
        hosted_invoice_url: null,
        metadata: nested(form, 'metadata'),
        lines: { object: 'list', data: [], has_more: false },
        status_transitions: { finalized_at: null, paid_at: null, voided_at: null },
        livemode: false,
        created: now(),
      }
      invoices.set(invoice.id, invoice)
      return ok(invoice)
    }

    if (method === 'POST' && pathname === '/v1/invoiceitems') {
      const refused = check([
        'customer',
        'invoice',
        'amount',
        'currency',
        'description',
        'metadata',
        'period',
        'tax_rates',
      ])
      if (refused) return refused
      if (!form.customer) return invalid('Missing required param: customer.', 'customer')
      const value = amount('amount')
      if (value === null) return invalid('Missing required param: amount.', 'amount')
      const invoice = form.invoice ? invoices.get(form.invoice) : undefined
      if (!invoice) return invalid('This fake needs invoice items on a draft invoice: invoice is required.', 'invoice')
      if (invoice.customer !== form.customer) return invalid('The invoice belongs to another customer.', 'invoice')
      if (invoice.status !== 'draft') return invalid('You can only add invoice items to draft invoices.', 'invoice')
      const itemRates = ratesOf('tax_rates')
      if (!Array.isArray(itemRates)) return itemRates
      const item = {
        id: newId('ii'),
        object: 'invoiceitem',
        amount: value,
        invoice: invoice.id,
        customer: invoice.customer,
      }
      invoice.lines.data.push({
        id: newId('il'),
        object: 'line_item',
        amount: value,
        description: form.description ?? null,
        metadata: nested(form, 'metadata'),
        tax_rates: itemRates.map((r) => r.id),
      })
      retotal(invoice)
      return ok({ ...item, description: form.description ?? null, metadata: nested(form, 'metadata') })
    }

    const invoicePath = /^\/v1\/invoices\/([^/]+)(?:\/(finalize|pay|void|mark_uncollectible))?$/.exec(pathname)
    if (invoicePath?.[1]) {
      const invoice = invoices.get(invoicePath[1])
      if (!invoice) return missing('invoice', invoicePath[1], 'invoice')
      const action = invoicePath[2]
      if (!action) return method === 'GET' ? ok(invoice) : null
      if (method !== 'POST') return null
      const refused = check(action === 'finalize' ? ['auto_advance'] : action === 'pay' ? ['paid_out_of_band'] : [])
      if (refused) return refused
      const wrongState = (wanted: string) =>
        invalid(`This invoice is ${invoice.status}; it must be ${wanted} to ${action}.`, 'invoice')
      if (action === 'finalize') {
        if (invoice.status !== 'draft') return wrongState('draft')
        invoiceNumber += 1
        invoice.status = 'open'
        invoice.number = `ECO-${String(invoiceNumber).padStart(4, '0')}`
        invoice.hosted_invoice_url = `${origin}/invoice/${invoice.id}`
        invoice.invoice_pdf = `${origin}/invoice/${invoice.id}/pdf`
        invoice.status_transitions.finalized_at = now()
        if (invoice.days_until_due !== null) invoice.due_date = now() + invoice.days_until_due * 86_400
        return ok(invoice)
      }
      if (action === 'pay') {
        if (invoice.status !== 'open' && invoice.status !== 'uncollectible') return wrongState('open')
        if (invoice.collection_method === 'charge_automatically' && form.paid_out_of_band !== 'true') {
          const pm =
            invoice.default_payment_method ?? customers.get(invoice.customer)?.invoice_settings.default_payment_method
          const failure = pm ? chargeFailure(pm) : 'card_declined'
          if (failure) {
            void deliver('invoice.payment_failed', structuredClone(invoice))
            return cardError(failure, { invoice: invoice.id })
          }
        }
        payInvoice(invoice)
        return ok(invoice)
      }
      if (action === 'void') {
        if (invoice.status !== 'open' && invoice.status !== 'uncollectible') return wrongState('open')
        invoice.status = 'void'
        invoice.status_transitions.voided_at = now()
        void deliver('invoice.voided', structuredClone(invoice))
        return ok(invoice)
      }
      if (invoice.status !== 'open') return wrongState('open')
      invoice.status = 'uncollectible'
      void deliver('invoice.marked_uncollectible', structuredClone(invoice))
      return ok(invoice)
    }

    if (method === 'POST' && pathname === '/v1/credit_notes') {
      const refused = check(['invoice', 'lines', 'memo', 'reason', 'metadata', 'credit_amount', 'out_of_band_amount'])
      if (refused) return refused
      const invoice = form.invoice ? invoices.get(form.invoice) : undefined
      if (!form.invoice) return invalid('Missing required param: invoice.', 'invoice')
      if (!invoice) return missing('invoice', form.invoice, 'invoice')
      if (invoice.status !== 'open' && invoice.status !== 'paid')
        return invalid('Credit notes can only be issued on open or paid invoices.', 'invoice')
      let total = 0
      for (let i = 0; `lines[${i}][type]` in form; i += 1) {
        if (form[`lines[${i}][type]`] !== 'custom_line_item') return invalid('Invalid line type.', `lines[${i}][type]`)
        const line = (amount(`lines[${i}][unit_amount]`) ?? 0) * (amount(`lines[${i}][quantity]`) ?? 1)
        const lineRates = ratesOf(`lines[${i}][tax_rates]`)
        if (!Array.isArray(lineRates)) return lineRates
        total += line + lineRates.reduce((t, r) => t + (r.inclusive ? 0 : lineTax(line, r)), 0)
      }
      if (total <= 0) return invalid('A credit note needs lines with an amount.', 'lines')
      if (total > invoice.total - invoice.credited)
        return invalid('The credit note is more than the invoice has left to credit.', 'lines')
      if (form.reason && !['duplicate', 'fraudulent', 'order_change', 'product_unsatisfactory'].includes(form.reason))
        return invalid(`Invalid reason: ${form.reason}`, 'reason')
      invoice.credited += total
      // An open invoice owes less; a paid one's credit goes to the customer's balance (credit_amount).
      if (invoice.status === 'open') {
        invoice.amount_due -= total
        invoice.amount_remaining -= total
      }
      const note: FakeCreditNote = {
        id: newId('cn'),
        object: 'credit_note',
        invoice: invoice.id,
        amount: total,
        memo: form.memo ?? null,
        reason: form.reason ?? null,
        metadata: nested(form, 'metadata'),
        livemode: false,
        created: now(),
      }
      creditNotes.set(note.id, note)
      return ok(note)
    }
    return null
  }

  function setDeclines(count: number, code: Exclude<FakeCardBehaviour, 'succeeds'>): void {
    declines = count
    declineCode = code
  }

  /** Null when an off-session charge of the card succeeds, else its error code (a forced decline counts down). */
  function chargeFailure(paymentMethod: string): Exclude<FakeCardBehaviour, 'succeeds'> | null {
    if (declines > 0) {
      declines -= 1
      return declineCode
    }
    const behaviour = cardBehaviours.get(paymentMethod) ?? 'succeeds'
    return behaviour === 'succeeds' ? null : behaviour
  }

  function cardError(code: Exclude<FakeCardBehaviour, 'succeeds'>, extra: Record<string, unknown>): Executed {
    const message =
      code === 'card_declined'
        ? 'Your card was declined.'
        : 'This payment requires the cardholder to authenticate: it cannot be made off-session.'
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code,
          ...(code === 'card_declined' ? { decline_code: 'generic_decline' } : {}),
          message,
          ...extra,
        },
      },
      stored: true,
    }
  }

  function paymentIntentEvent(type: string, id: string): { id: string; type: string; body: string } {
    const intent = paymentIntents.get(id)
    if (!intent) throw new Error(`No such payment intent: ${id}`)
    return buildEvent(type, structuredClone(intent))
  }

  /** The hosted page of a setup-mode session: a card is added to the customer, then back to the site. */
  async function completeSetup(
    session: FakeCheckoutSession,
    kind: string | null,
    res: http.ServerResponse,
  ): Promise<void> {
    if (session.status === 'open' && session.customer) {
      cardCount += 1
      const card: FakePaymentMethod = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: session.customer,
        card: {
          brand: kind === 'declines' ? 'mastercard' : 'visa',
          last4:
            kind === 'declines' ? '0341' : kind === 'authenticate' ? '3155' : String(4242 + cardCount - 1).slice(-4),
          exp_month: 12,
          exp_year: new Date().getUTCFullYear() + 3,
        },
        livemode: false,
        created: now(),
      }
      paymentMethods.set(card.id, card)
      if (kind === 'declines') cardBehaviours.set(card.id, 'card_declined')
      if (kind === 'authenticate') cardBehaviours.set(card.id, 'authentication_required')
      const intent: FakeSetupIntent = {
        id: newId('seti'),
        object: 'setup_intent',
        customer: session.customer,
        payment_method: card.id,
        status: 'succeeded',
        usage: 'off_session',
        livemode: false,
        created: now(),
      }
      setupIntents.set(intent.id, intent)
      session.status = 'complete'
      session.payment_status = 'no_payment_required'
      session.setup_intent = intent.id
      await deliverCompleted(session)
    }
    res.writeHead(303, { Location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) })
    res.end()
  }

  /** Setup-mode Checkout, setup intents, payment methods, billing portal sessions and payment intents. */
  function executeCards(
    method: string,
    pathname: string,
    form: Record<string, string>,
    query: URLSearchParams,
  ): Executed | null {
    const invalid = (message: string, param?: string): Executed => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } },
      stored: false,
    })
    const missing = (kind: string, id: string, param: string): Executed => ({
      status: 404,
      body: {
        error: { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` },
      },
      stored: false,
    })
    const ok = (body: unknown): Executed => ({ status: 200, body, stored: method === 'POST' })
    const check = (allowed: readonly string[]): Executed | null => {
      const unknown = unknownParam(form, allowed)
      return unknown ? invalid(`Received unknown parameter: ${unknown}`, unknown) : null
    }

    if (method === 'POST' && pathname === '/v1/checkout/sessions' && form.mode === 'setup') {
      const refused = check([
        'mode',
        'customer',
        'currency',
        'payment_method_types',
        'success_url',
        'cancel_url',
        'metadata',
        'client_reference_id',
      ])
      if (refused) return refused
      if (!form.success_url) return invalid('Missing required param: success_url.', 'success_url')
      if (!form.customer) return invalid('This fake needs a customer for setup mode.', 'customer')
      if (!customers.has(form.customer)) return missing('customer', form.customer, 'customer')
      if (!form.currency && !form['payment_method_types[0]'])
        return invalid('currency is required in setup mode when payment_method_types is not passed.', 'currency')
      const session = sessionFromForm(form, origin)
      session.customer = form.customer
      session.amount_total = 0
      sessions.set(session.id, session)
      return ok(session)
    }

    const setupIntent = /^\/v1\/setup_intents\/([^/]+)$/.exec(pathname)
    if (method === 'GET' && setupIntent?.[1]) {
      const found = setupIntents.get(setupIntent[1])
      return found ? ok(found) : missing('setup_intent', setupIntent[1], 'intent')
    }

    const paymentMethod = /^\/v1\/payment_methods\/([^/]+)$/.exec(pathname)
    if (method === 'GET' && paymentMethod?.[1]) {
      const found = paymentMethods.get(paymentMethod[1])
      return found ? ok(found) : missing('payment_method', paymentMethod[1], 'payment_method')
    }
    if (method === 'GET' && pathname === '/v1/payment_methods') {
      const customer = query.get('customer')
      if (!customer) return invalid('Missing required param: customer.', 'customer')
      const data = [...paymentMethods.values()].filter((pm) => pm.customer === customer).reverse()
      return ok({ object: 'list', url: '/v1/payment_methods', has_more: false, data })
    }

    if (method === 'POST' && pathname === '/v1/billing_portal/sessions') {
      const refused = check(['customer', 'return_url', 'configuration', 'locale'])
      if (refused) return refused
      if (!form.customer) return invalid('Missing required param: customer.', 'customer')
      if (!customers.has(form.customer)) return missing('customer', form.customer, 'customer')
      const portalSession = {
        id: `bps_${randomBytes(12).toString('hex')}`,
        customer: form.customer,
        return_url: form.return_url ?? '',
      }
      portalSessions.set(portalSession.id, portalSession)
      return ok({
        ...portalSession,
        object: 'billing_portal.session',
        url: `${origin}/portal/${portalSession.id}`,
        livemode: false,
        created: now(),
      })
    }

    if (method === 'POST' && pathname === '/v1/payment_intents') {
      const refused = check([
        'amount',
        'currency',
        'customer',
        'payment_method',
        'off_session',
        'confirm',
        'description',
        'metadata',
        'receipt_email',
      ])
      if (refused) return refused
      const value = form.amount !== undefined && /^\d+$/.test(form.amount) ? Number(form.amount) : null
      if (value === null || value < 30) return invalid('Missing or invalid param: amount.', 'amount')
      if (!form.currency) return invalid('Missing required param: currency.', 'currency')
      if (!form.customer || !customers.has(form.customer)) return missing('customer', form.customer ?? '', 'customer')
      const pm = form.payment_method ? paymentMethods.get(form.payment_method) : undefined
      if (!pm) return missing('payment_method', form.payment_method ?? '', 'payment_method')
      if (pm.customer !== form.customer)
        return invalid('The PaymentMethod does not belong to the Customer.', 'payment_method')
      if (form.off_session !== 'true' || form.confirm !== 'true')
        return invalid('This fake takes only off-session payments confirmed at once.', 'off_session')
      const failure = chargeFailure(pm.id)
      const intent: FakePaymentIntent = {
        id: `pi_${randomBytes(12).toString('hex')}`,
        object: 'payment_intent',
        amount: value,
        currency: form.currency,
        customer: form.customer,
        payment_method: pm.id,
        description: form.description ?? null,
        metadata: nested(form, 'metadata'),
        status:
          failure === null ? 'succeeded' : failure === 'card_declined' ? 'requires_payment_method' : 'requires_action',
        last_payment_error: failure === null ? null : { code: failure, message: failure },
        livemode: false,
        created: now(),
      }
      paymentIntents.set(intent.id, intent)
      void deliver(
        failure === null ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
        structuredClone(intent),
      )
      return failure === null ? ok(intent) : cardError(failure, { payment_intent: intent })
    }
    const paymentIntent = /^\/v1\/payment_intents\/([^/]+)$/.exec(pathname)
    if (method === 'GET' && paymentIntent?.[1]) {
      const found = paymentIntents.get(paymentIntent[1])
      return found ? ok(found) : missing('payment_intent', paymentIntent[1], 'intent')
    }
    return null
  }

  function setDrops(count: number, afterProcessing: boolean, path: string | null = null): void {
    drops = count
    dropAfterProcessing = afterProcessing
    dropPath = path
  }

  function reset(): void {
    requests.length = 0
    sessions.clear()
    customers.clear()
    invoices.clear()
    creditNotes.clear()
    taxRates.clear()
    paymentMethods.clear()
    cardBehaviours.clear()
    setupIntents.clear()
    paymentIntents.clear()
    portalSessions.clear()
    declines = 0
    byIdempotencyKey.clear()
    failures = 0
    drops = 0
    dropAfterProcessing = false
    dropPath = null
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
    customers,
    invoices,
    creditNotes,
    taxRates,
    paymentMethods,
    cardBehaviours,
    paymentIntents,
    declineNextPayments: (count, code = 'card_declined') => setDeclines(count, code),
    paymentIntentEvent,
    invoiceEvent,
    deliverEvent,
    failPayment,
    failNext: (count) => {
      failures = count
    },
    dropNext: (count, { afterProcessing = false, path } = {}) => setDrops(count, afterProcessing, path ?? null),
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
