import type { Endpoint } from 'payload'

import { hasRole } from '@/access'
import { confirmedSubscribersCsv } from '@/lib/newsletter/export'

export const SUBSCRIBERS_EXPORT_PATH = '/export.csv'

/** GET /api/newsletter-subscribers/export.csv: the confirmed subscribers as a CSV download, for admins only. */
export const subscribersExportEndpoint: Endpoint = {
  path: SUBSCRIBERS_EXPORT_PATH,
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin'))
      return Response.json(
        { errors: [{ message: 'You are not allowed to export newsletter subscribers.' }] },
        { status: req.user ? 403 : 401, headers: { 'Cache-Control': 'no-store' } },
      )
    const csv = await confirmedSubscribersCsv(req.payload, req)
    const day = new Date().toISOString().slice(0, 10)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
