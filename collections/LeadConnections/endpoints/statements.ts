import type { Endpoint } from 'payload'

import { hasRole } from '@/access'
import { parseMonth } from '@/lib/leads/rules'
import { statementsCsv } from '@/lib/leads/statement'

export const STATEMENTS_CSV_PATH = '/statements.csv'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * GET /api/lead-connections/statements.csv?month=YYYY-MM[&supplier=ID]: a month's commission statement lines of every
 * supplier (or one), for admins only.
 */
export const statementsCsvEndpoint: Endpoint = {
  path: STATEMENTS_CSV_PATH,
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin'))
      return Response.json(
        { errors: [{ message: 'You are not allowed to export commission statements.' }] },
        { status: req.user ? 403 : 401, headers: NO_STORE },
      )
    const month = parseMonth(req.searchParams.get('month'))
    const supplierText = req.searchParams.get('supplier')
    const supplier =
      supplierText === null || supplierText === '' ? null : /^\d{1,9}$/.test(supplierText) ? Number(supplierText) : NaN
    if (!month || Number.isNaN(supplier))
      return Response.json(
        { errors: [{ message: 'Give the month as month=YYYY-MM (and supplier=<id> for one supplier).' }] },
        { status: 400, headers: NO_STORE },
      )
    const csv = await statementsCsv(req.payload, month, supplier)
    const name = `commission-${req.searchParams.get('month')}${supplier ? `-supplier-${supplier}` : ''}.csv`
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        ...NO_STORE,
      },
    })
  },
}
