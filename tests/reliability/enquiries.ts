// Enquiries as a client sends them to POST /api/enquiries, each from its own address (the suite's app
// runs with TRUST_PROXY=1, as behind deploy/nginx.conf, so X-Forwarded-For names the visitor).

import { createHash } from 'node:crypto'

export type EnquiryAnswer = {
  /** 0 when no answer came (connection refused or cut, timeout). */
  status: number
  ms: number
  message: string | null
  error: string | null
  sentAt: number
}

const CITIES = ['London', 'Manchester', 'Leeds', 'Birmingham', 'Glasgow'] as const

/** A UK mobile-like number made from a text: the same text gives the same number. */
function phoneFor(text: string): string {
  const digits = createHash('sha256').update(text).digest().readUInt32BE(0) % 1e9
  return `07${String(digits).padStart(9, '0')}`
}

/** A valid enquiry whose e-mail starts with `label-`; its name carries markup that must stay text. */
export function enquiryInput(label: string, n: number, run: string): Record<string, unknown> {
  return {
    name: `${label} <b>visitor</b> ${n}`,
    email: `${label}-${n}-${run}@reliability.test`,
    // Each enquiry its own phone (the same for a resend of it): a repeat within 30 days is a duplicate, routed to no one.
    phone: phoneFor(`${label}-${n}-${run}`),
    city: CITIES[n % CITIES.length],
    projectDetails: `Reliability enquiry ${n}: wood-fibre insulation & a lime render <script>alert(${n})</script>.`,
    consent: true,
  }
}

export async function postEnquiry(
  baseUrl: string,
  input: unknown,
  clientAddress: string,
  { timeoutMs = 30_000 }: { timeoutMs?: number } = {},
): Promise<EnquiryAnswer> {
  const sentAt = Date.now()
  try {
    const response = await fetch(`${baseUrl}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    let message: string | null = null
    try {
      const json: unknown = JSON.parse(text)
      if (typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string')
        message = json.message
    } catch {
      message = null
    }
    return { status: response.status, ms: Date.now() - sentAt, message, error: null, sentAt }
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error
        ? `${error.cause.name}: ${error.cause.message}`
        : String(error)
    return { status: 0, ms: Date.now() - sentAt, message: null, error: cause, sentAt }
  }
}
