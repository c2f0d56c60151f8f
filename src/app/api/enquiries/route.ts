import config from '@payload-config'
import { getPayload } from 'payload'

import { clientIpFrom } from '@/lib/enquiry/client-ip'
import { ENQUIRY_FAILURE, enquiryStatus, type EnquiryResult } from '@/lib/enquiry/result'
import { pathFromReferer } from '@/lib/enquiry/source-page'
import { submitEnquiry } from '@/lib/enquiry/submit'

export const dynamic = 'force-dynamic'

/** Bodies larger than this are refused before parsing (the longest valid enquiry is about 6 KB). */
const MAX_BODY_BYTES = 32 * 1024

const json = (body: EnquiryResult, status: number, extra: HeadersInit = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...extra } })

const badRequest = (message: string, status = 400) =>
  json({ ok: false, reason: 'invalid', message, fieldErrors: {} }, status)

/** POST /api/enquiries: JSON in (the form's fields), JSON out (`EnquiryResult`), 201 | 400 | 413 | 415 | 422 | 429 | 503. */
export async function POST(request: Request): Promise<Response> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return badRequest('Send the enquiry as JSON (Content-Type: application/json).', 415)
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return badRequest('The enquiry is too large.', 413)
  let input: unknown
  try {
    const raw = await request.text()
    if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return badRequest('The enquiry is too large.', 413)
    input = JSON.parse(raw)
  } catch {
    return badRequest('The request body is not valid JSON.')
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return badRequest('The request body must be a JSON object.')
  try {
    const payload = await getPayload({ config, cron: true })
    const result = await submitEnquiry(input, {
      payload,
      clientIp: clientIpFrom(request.headers),
      sourcePage: pathFromReferer(request.headers.get('referer')),
    })
    const retryAfter: HeadersInit =
      !result.ok && result.reason === 'rate-limited' ? { 'Retry-After': String(result.retryAfterSeconds) } : {}
    return json(result, enquiryStatus(result), retryAfter)
  } catch (error) {
    console.error('POST /api/enquiries failed', error)
    return json({ ok: false, reason: 'error', message: ENQUIRY_FAILURE.description }, 503)
  }
}
