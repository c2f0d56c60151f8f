import config from '@payload-config'
import { getPayload } from 'payload'

import { clientIpFrom } from '@/lib/enquiry/client-ip'
import { INSIGHT_BATCH_MAX_BYTES, isCrossSite, isUncounted, parseBeaconBody } from '@/lib/insights/beacon'
import { recordInsightBatch } from '@/lib/insights/record'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

const refuse = (message: string, status: number, extra: HeadersInit = {}) =>
  Response.json({ message }, { status, headers: { ...NO_STORE, ...extra } })

const nothing = () => new Response(null, { status: 204, headers: NO_STORE })

/** The body as text, or null once it passes the cap (the rest is not read). */
async function readCapped(request: Request, cap: number): Promise<string | null> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > cap) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * POST /api/insights: a batch of the visit-counting script's events (`src/lib/insights/beacon-script.ts`), as
 * `navigator.sendBeacon` sends it (text/plain) or as JSON. 204 when taken (counted, or not counted: a bot, a prefetch,
 * a repeat, an unpublished listing), 400 for a bad or oversized batch, 403 from another site's page, 415 for another
 * body type, 429 over the per-address limit; in every refusal nothing is counted.
 */
export async function POST(request: Request): Promise<Response> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^\s*(text\/plain|application\/json)\s*(;|$)/i.test(type))
    return refuse('Send the events as text/plain or application/json.', 415)
  if (Number(request.headers.get('content-length') ?? 0) > INSIGHT_BATCH_MAX_BYTES)
    return refuse(`The batch is larger than ${INSIGHT_BATCH_MAX_BYTES} bytes.`, 400)
  const raw = await readCapped(request, INSIGHT_BATCH_MAX_BYTES)
  if (raw === null) return refuse(`The batch is larger than ${INSIGHT_BATCH_MAX_BYTES} bytes.`, 400)
  const batch = parseBeaconBody(raw)
  if (!batch.ok) return refuse(batch.message, 400)
  if (isUncounted(request.headers)) return nothing()
  if (isCrossSite(request.headers)) return refuse('Events are taken from this site’s own pages only.', 403)
  try {
    const payload = await getPayload({ config, cron: true })
    const outcome = await recordInsightBatch(payload, batch.events, {
      ip: clientIpFrom(request.headers),
      userAgent: request.headers.get('user-agent'),
    })
    if (!outcome.ok) {
      const seconds = Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))
      return refuse('Too many events from this address. Please try again later.', 429, {
        'Retry-After': String(seconds),
      })
    }
    return nothing()
  } catch (error) {
    console.error('POST /api/insights failed', error)
    return refuse('The events could not be recorded just now.', 503)
  }
}
