import type { Payload, PayloadRequest } from 'payload'

import { csvCell } from '@/lib/csv'

/** The confirmed subscribers as CSV (e-mail, when confirmed: ISO 8601 like the leads' CSV), oldest first; cells via csvCell. */
export async function confirmedSubscribersCsv(payload: Payload, req: PayloadRequest): Promise<string> {
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { status: { equals: 'confirmed' } },
    select: { email: true, confirmedAt: true },
    sort: 'confirmedAt',
    pagination: false,
    overrideAccess: true,
    depth: 0,
    req,
  })
  const lines = [['Email', 'Confirmed at'].map(csvCell).join(',')]
  for (const s of docs) lines.push([s.email, s.confirmedAt ?? ''].map(csvCell).join(','))
  return `${lines.join('\r\n')}\r\n`
}
