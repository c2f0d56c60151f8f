import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { hasRole } from '@/access'
import { ENQUIRY_LEAD_SELECT, enquiryTextValues } from '@/lib/enquiry/fields'
import { leadsCsv, type LeadCsvRow } from '@/lib/enquiry/leads-csv'

export const LEADS_EXPORT_PATH = '/export.csv'

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number') return value.id
  return null
}

/** Every lead with its suppliers and commission: four queries whatever the number of leads. */
export async function leadCsvRows(payload: Payload, req: PayloadRequest): Promise<LeadCsvRow[]> {
  const local = { req, overrideAccess: true, depth: 0, pagination: false } as const
  const leads = await payload.find({
    collection: 'leads',
    ...local,
    sort: '-createdAt',
    joins: false,
    select: {
      ...ENQUIRY_LEAD_SELECT,
      category: true,
      supplier: true,
      consentedAt: true,
      consentText: true,
      sourcePage: true,
      createdAt: true,
    },
  })
  const leadIds = leads.docs.map((l) => l.id)
  const connections = leadIds.length
    ? await payload.find({
        collection: 'lead-connections',
        ...local,
        where: { lead: { in: leadIds } },
        select: { lead: true, supplier: true, commissionAmount: true },
        sort: 'id',
      })
    : { docs: [] }
  const supplierIds = new Set<number>()
  const categoryIds = new Set<number>()
  for (const c of connections.docs) {
    const id = idOf(c.supplier)
    if (id !== null) supplierIds.add(id)
  }
  for (const l of leads.docs) {
    const supplier = idOf(l.supplier)
    const category = idOf(l.category)
    if (supplier !== null) supplierIds.add(supplier)
    if (category !== null) categoryIds.add(category)
  }
  const [suppliers, categories] = await Promise.all([
    supplierIds.size
      ? payload.find({
          collection: 'suppliers',
          ...local,
          where: { id: { in: [...supplierIds] } },
          select: { name: true },
        })
      : { docs: [] },
    categoryIds.size
      ? payload.find({
          collection: 'categories',
          ...local,
          where: { id: { in: [...categoryIds] } },
          select: { name: true },
        })
      : { docs: [] },
  ])
  const supplierNames = new Map(suppliers.docs.map((s) => [s.id, s.name]))
  const categoryNames = new Map(categories.docs.map((c) => [c.id, c.name]))
  const byLead = new Map<number, Array<{ name: string; commissionAmount: number }>>()
  for (const c of connections.docs) {
    const leadId = idOf(c.lead)
    const supplierId = idOf(c.supplier)
    if (leadId === null) continue
    const list = byLead.get(leadId) ?? []
    list.push({
      name: (supplierId !== null && supplierNames.get(supplierId)) || `Supplier ${supplierId ?? '?'}`,
      commissionAmount: c.commissionAmount,
    })
    byLead.set(leadId, list)
  }
  return leads.docs.map((l) => {
    const categoryId = idOf(l.category)
    const supplierId = idOf(l.supplier)
    return {
      id: l.id,
      createdAt: l.createdAt,
      ...enquiryTextValues(l),
      category: categoryId !== null ? (categoryNames.get(categoryId) ?? String(categoryId)) : null,
      addressedTo: supplierId !== null ? (supplierNames.get(supplierId) ?? String(supplierId)) : null,
      consentedAt: l.consentedAt ?? null,
      consentText: l.consentText ?? null,
      sourcePage: l.sourcePage ?? null,
      suppliers: byLead.get(l.id) ?? [],
    }
  })
}

/** GET /api/leads/export.csv: all leads as a CSV download, for admins only. */
export const leadsExportEndpoint: Endpoint = {
  path: LEADS_EXPORT_PATH,
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin')) {
      return Response.json(
        { errors: [{ message: 'You are not allowed to export leads.' }] },
        { status: req.user ? 403 : 401, headers: { 'Cache-Control': 'no-store' } },
      )
    }
    const csv = leadsCsv(await leadCsvRows(req.payload, req))
    const day = new Date().toISOString().slice(0, 10)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
