import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffUser } from '@/access'
import {
  importProductFromOpenEpd,
  materialTypeProductsCsv,
  OPENEPD_CHOOSE_FILE,
  OPENEPD_MAX_BYTES,
  OPENEPD_TOO_LARGE,
  productAsOpenEpd,
  UNKNOWN_SUPPLIER,
} from '@/lib/materials/product-io'

export const PRODUCTS_IMPORT_OPENEPD_PATH = '/import-openepd'
const noStore = { 'Cache-Control': 'no-store' }

const refusal = (status: number, errors: { field?: string; message: string }[]) =>
  Response.json({ errors }, { status, headers: noStore })

/** The posted document and supplier: multipart (`file`, `supplier`), or the JSON itself with `?supplier=`. */
async function posted(req: PayloadRequest): Promise<{ json: string; supplier: string | null } | Response> {
  if (Number(req.headers.get('content-length') ?? 0) > OPENEPD_MAX_BYTES)
    return refusal(413, [{ field: 'file', message: OPENEPD_TOO_LARGE }])
  const type = req.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data') && req.formData) {
    const form = await req.formData()
    const file = form.get('file')
    const supplier = form.get('supplier')
    if (!file || typeof file === 'string' || file.size === 0)
      return refusal(400, [{ field: 'file', message: OPENEPD_CHOOSE_FILE }])
    if (file.size > OPENEPD_MAX_BYTES) return refusal(413, [{ field: 'file', message: OPENEPD_TOO_LARGE }])
    return { json: await file.text(), supplier: typeof supplier === 'string' ? supplier : null }
  }
  const json = req.text ? await req.text() : ''
  if (json.length > OPENEPD_MAX_BYTES) return refusal(413, [{ field: 'file', message: OPENEPD_TOO_LARGE }])
  return { json, supplier: req.searchParams.get('supplier') }
}

/** The supplier named by its id or its slug; null when there is none. */
async function supplierIdOf(req: PayloadRequest, named: string | null): Promise<number | null> {
  const value = named?.trim() ?? ''
  if (!value) return null
  const { docs } = await req.payload.find({
    collection: 'suppliers',
    where: /^\d{1,12}$/.test(value) ? { id: { equals: Number(value) } } : { slug: { equals: value } },
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    select: {},
    req,
  })
  return docs[0]?.id ?? null
}

/**
 * POST /api/products/import-openepd (staff): an openEPD document becomes a new draft product of the supplier named,
 * or every field that cannot be read is named (400) and nothing is stored.
 */
export const productsImportOpenEpdEndpoint: Endpoint = {
  path: PRODUCTS_IMPORT_OPENEPD_PATH,
  method: 'post',
  handler: async (req) => {
    if (!isStaffUser(req.user))
      return refusal(req.user ? 403 : 401, [{ message: 'Only staff may import products here.' }])
    const input = await posted(req)
    if (input instanceof Response) return input
    const supplierId = await supplierIdOf(req, input.supplier)
    if (supplierId === null) return refusal(400, [{ field: 'supplier', message: UNKNOWN_SUPPLIER }])
    const result = await importProductFromOpenEpd(req.payload, {
      user: req.user!,
      supplierId,
      json: input.json,
      req,
    })
    if (!result.ok) return refusal(400, result.errors)
    const { id, name, slug } = result.product
    return Response.json(
      { doc: { id, name, slug }, message: `${name} is imported as a draft product.` },
      { status: 201, headers: noStore },
    )
  },
}

/**
 * GET /api/products/:id/openepd.json: a published product as openEPD for anyone; its latest draft for staff and the
 * product's own listing's accounts.
 */
export const productOpenEpdEndpoint: Endpoint = {
  path: '/:id/openepd.json',
  method: 'get',
  handler: async (req) => {
    const raw = String(req.routeParams?.id ?? '')
    const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN
    const result = await productAsOpenEpd(req.payload, id, req.user)
    if (result.status !== 200) return refusal(result.status, [{ message: result.message }])
    return new Response(`${JSON.stringify(result.document, null, 2)}\n`, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${result.slug}.openepd.json"`,
        ...noStore,
      },
    })
  },
}

/** GET /api/material-types/:id/products.csv: the type's published products, for anyone. */
export const materialTypeProductsCsvEndpoint: Endpoint = {
  path: '/:id/products.csv',
  method: 'get',
  handler: async (req) => {
    const raw = String(req.routeParams?.id ?? '')
    const result = await materialTypeProductsCsv(req.payload, /^\d{1,12}$/.test(raw) ? Number(raw) : NaN, new Date())
    if (!result) return refusal(404, [{ message: 'There is no material type with this id.' }])
    return new Response(result.csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${result.slug}-products.csv"`,
        ...noStore,
      },
    })
  },
}
