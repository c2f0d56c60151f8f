import type { Endpoint } from 'payload'

import { isStaffUser } from '@/access'
import { writeOffInvoice } from '@/lib/billing/write-off'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** POST /api/commission-invoices/:id/write-off {"reason": "..."}: staff void an unpaid invoice, the reason recorded. */
export const writeOffEndpoint: Endpoint = {
  path: '/:id/write-off',
  method: 'post',
  handler: async (req) => {
    if (!isStaffUser(req.user))
      return Response.json(
        { errors: [{ message: 'Only staff can write an invoice off.' }] },
        { status: req.user ? 403 : 401, headers: NO_STORE },
      )
    const idText = String(req.routeParams?.id ?? '')
    if (!/^\d{1,9}$/.test(idText))
      return Response.json({ errors: [{ message: 'Not an invoice id.' }] }, { status: 404, headers: NO_STORE })
    let body: unknown = null
    try {
      body = req.json ? await req.json() : null
    } catch {
      body = null
    }
    const reason = typeof body === 'object' && body !== null ? (body as { reason?: unknown }).reason : undefined
    const result = await writeOffInvoice(req.payload, Number(idText), reason)
    if (!result.ok)
      return Response.json({ errors: [{ message: result.message }] }, { status: result.status, headers: NO_STORE })
    return Response.json({ status: result.status }, { headers: NO_STORE })
  },
}
