// A local stand-in for the Resend e-mail API (POST /emails), for integration and end-to-end tests.
// Like Resend it honours the Idempotency-Key header: a key that already produced an e-mail answers the
// same response again and sends nothing; the same key with a different body answers 409.
// Test control: failNext(n) makes the next n sends answer 500 without sending; failAfterSendNext(n)
// makes the next n sends go out but answer 500 (a lost response, which only idempotency makes safe);
// rateLimit(n) allows n requests a second, as Resend does (2 by default on its plans), and answers the
// rest 429 rate_limit_exceeded with Retry-After; rateLimit(null) lifts it.
// Over HTTP: POST /__control {"failNext": n} | {"failAfterSendNext": n} | {"rateLimit": n | null} | {"reset": true};
// GET /__requests and GET /__sent list what was received and what was delivered.
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type ResendEmailBody = {
  from?: string
  to?: string | string[]
  subject?: string
  text?: string
  html?: string
  reply_to?: string | string[]
  headers?: Record<string, string>
}

export type RecordedResendRequest = {
  method: string
  path: string
  authorization: string | null
  idempotencyKey: string | null
  body: ResendEmailBody | null
  status: number
}

export type DeliveredEmail = {
  id: string
  idempotencyKey: string | null
  to: string[]
  from: string
  subject: string
  text: string
  html: string | null
  replyTo: string[]
  /** The message's own headers (e.g. `List-Unsubscribe`), as Resend received them. */
  headers: Record<string, string>
}

export type FakeResend = {
  /** The origin to use as RESEND_BASE_URL. */
  url: string
  requests: RecordedResendRequest[]
  /** E-mails actually sent (each once). */
  delivered: DeliveredEmail[]
  failNext: (count: number) => void
  failAfterSendNext: (count: number) => void
  /** Requests allowed per second (every request counts, refused ones too); null for no limit. */
  rateLimit: (perSecond: number | null) => void
  reset: () => void
  close: () => Promise<void>
}

type Stored = { fingerprint: string; status: number; response: object }

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (data += chunk))
    req.on('end', () => resolve(data))
    req.on('error', reject)
  })
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

export async function startFakeResend({ port = 0 }: { port?: number } = {}): Promise<FakeResend> {
  const requests: RecordedResendRequest[] = []
  const delivered: DeliveredEmail[] = []
  const byKey = new Map<string, Stored>()
  const inFlight = new Set<string>()
  let failures = 0
  let lostResponses = 0
  let perSecond: number | null = null
  // Fixed one-second windows, as the ratelimit-reset header describes them.
  let window = { startedAt: 0, count: 0 }

  const reset = () => {
    requests.length = 0
    delivered.length = 0
    byKey.clear()
    failures = 0
    lostResponses = 0
    perSecond = null
    window = { startedAt: 0, count: 0 }
  }

  /** Null when the request may go on; else the seconds until the window resets. */
  function rateLimited(): number | null {
    if (perSecond === null) return null
    const now = Date.now()
    if (now - window.startedAt >= 1000) window = { startedAt: now, count: 0 }
    window.count += 1
    return window.count > perSecond ? Math.max(1, Math.ceil((window.startedAt + 1000 - now) / 1000)) : null
  }

  async function handleEmail(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    record: RecordedResendRequest,
  ): Promise<void> {
    const answer = (status: number, body: object) => {
      record.status = status
      send(res, status, body)
    }
    if (!record.authorization?.startsWith('Bearer re_'))
      return answer(401, {
        statusCode: 401,
        name: 'missing_api_key',
        message: 'Missing API key in the authorization header',
      })
    const retryAfter = rateLimited()
    if (retryAfter !== null) {
      record.status = 429
      return send(
        res,
        429,
        {
          statusCode: 429,
          name: 'rate_limit_exceeded',
          message: `Too many requests. You can only make ${perSecond} requests per second. See rate limit response headers for more information.`,
        },
        {
          'Retry-After': String(retryAfter),
          'RateLimit-Limit': String(perSecond),
          'RateLimit-Remaining': '0',
          'RateLimit-Reset': String(retryAfter),
        },
      )
    }
    let body: ResendEmailBody
    try {
      body = JSON.parse(await readBody(req)) as ResendEmailBody
    } catch {
      return answer(400, { statusCode: 400, name: 'invalid_json', message: 'Invalid JSON' })
    }
    record.body = body
    const to = list(body.to)
    if (!body.from || to.length === 0 || !body.subject) {
      return answer(422, { statusCode: 422, name: 'validation_error', message: 'from, to and subject are required' })
    }
    const key = record.idempotencyKey
    const fingerprint = JSON.stringify(body)
    if (key) {
      const stored = byKey.get(key)
      if (stored) {
        if (stored.fingerprint !== fingerprint)
          return answer(409, {
            statusCode: 409,
            name: 'invalid_idempotent_request',
            message: 'Same idempotency key used with a different request payload',
          })
        return answer(stored.status, stored.response)
      }
      if (inFlight.has(key))
        return answer(409, {
          statusCode: 409,
          name: 'concurrent_idempotent_requests',
          message: 'Same idempotency key used while the original request is still in progress',
        })
    }
    if (failures > 0) {
      failures--
      return answer(500, { statusCode: 500, name: 'internal_server_error', message: 'Fake outage' })
    }
    if (key) inFlight.add(key)
    const id = randomUUID()
    delivered.push({
      id,
      idempotencyKey: key,
      to,
      from: body.from,
      subject: body.subject,
      text: body.text ?? '',
      html: body.html ?? null,
      replyTo: list(body.reply_to),
      headers: body.headers ?? {},
    })
    const response = { id }
    if (key) {
      byKey.set(key, { fingerprint, status: 200, response })
      inFlight.delete(key)
    }
    if (lostResponses > 0) {
      lostResponses--
      return answer(500, { statusCode: 500, name: 'internal_server_error', message: 'Fake outage after sending' })
    }
    return answer(200, response)
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname
    if (req.method === 'POST' && path === '/__control') {
      void readBody(req).then((raw) => {
        const command = JSON.parse(raw || '{}') as {
          failNext?: number
          failAfterSendNext?: number
          rateLimit?: number | null
          reset?: boolean
        }
        if (command.reset) reset()
        if (command.rateLimit !== undefined) perSecond = command.rateLimit
        if (typeof command.failNext === 'number') failures = command.failNext
        if (typeof command.failAfterSendNext === 'number') lostResponses = command.failAfterSendNext
        send(res, 200, { ok: true })
      })
      return
    }
    if (req.method === 'GET' && path === '/__requests') return send(res, 200, requests)
    if (req.method === 'GET' && path === '/__sent') return send(res, 200, delivered)
    const header = (name: string) => {
      const value = req.headers[name]
      return typeof value === 'string' ? value : null
    }
    const record: RecordedResendRequest = {
      method: req.method ?? 'GET',
      path,
      authorization: header('authorization'),
      idempotencyKey: header('idempotency-key'),
      body: null,
      status: 0,
    }
    requests.push(record)
    if (req.method === 'POST' && path === '/emails') {
      handleEmail(req, res, record).catch((error: unknown) => {
        record.status = 500
        send(res, 500, { statusCode: 500, name: 'fake_error', message: String(error) })
      })
      return
    }
    record.status = 404
    send(res, 404, { statusCode: 404, name: 'not_found', message: 'The fake only knows POST /emails' })
  })

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actual } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actual}`,
    requests,
    delivered,
    failNext: (count) => {
      failures = count
    },
    failAfterSendNext: (count) => {
      lostResponses = count
    },
    rateLimit: (limit) => {
      perSecond = limit
    },
    reset,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
