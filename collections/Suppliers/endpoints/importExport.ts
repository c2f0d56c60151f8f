import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '@/access'
import type { User } from '@payload-types'
import { exportSuppliersCsv, importSuppliersCsv, MAX_IMPORT_BYTES } from '@/lib/suppliers/import'

export const SUPPLIERS_IMPORT_PATH = '/import'
export const SUPPLIERS_EXPORT_PATH = '/export.csv'
const noStore = { 'Cache-Control': 'no-store' }

function refuse(req: PayloadRequest, what: string): Response | null {
  if (hasRole(req.user, 'admin')) return null
  return Response.json(
    { errors: [{ message: `Only admins may ${what} suppliers.` }] },
    { status: req.user ? 403 : 401, headers: noStore },
  )
}

/** The CSV text from a multipart upload (field `file`) or a text/csv body. */
async function csvText(req: PayloadRequest): Promise<string | Response> {
  const length = Number(req.headers.get('content-length') ?? 0)
  const tooLarge = () =>
    Response.json(
      { errors: [{ message: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.` }] },
      { status: 413, headers: noStore },
    )
  if (length > MAX_IMPORT_BYTES) return tooLarge()
  const type = req.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data') && req.formData) {
    const file = (await req.formData()).get('file')
    if (!file || typeof file === 'string')
      return Response.json({ errors: [{ message: 'Choose a CSV file to import.' }] }, { status: 400, headers: noStore })
    if (file.size > MAX_IMPORT_BYTES) return tooLarge()
    return file.text()
  }
  const text = req.text ? await req.text() : ''
  return text.length > MAX_IMPORT_BYTES ? tooLarge() : text
}

/** POST /api/suppliers/import: creates or updates suppliers from a CSV file (admins only), row by row. */
export const suppliersImportEndpoint: Endpoint = {
  path: SUPPLIERS_IMPORT_PATH,
  method: 'post',
  handler: async (req) => {
    const refused = refuse(req, 'import')
    if (refused) return refused
    const text = await csvText(req)
    if (text instanceof Response) return text
    const result = await importSuppliersCsv(req.payload, req.user as User, text)
    if (!result.ok) return Response.json({ errors: [{ message: result.message }] }, { status: 400, headers: noStore })
    return Response.json(result.report, { headers: noStore })
  },
}

/** GET /api/suppliers/export.csv: every supplier in the import's columns (admins only). */
export const suppliersExportEndpoint: Endpoint = {
  path: SUPPLIERS_EXPORT_PATH,
  method: 'get',
  handler: async (req) => {
    const refused = refuse(req, 'export')
    if (refused) return refused
    const csv = await exportSuppliersCsv(req.payload, req)
    const day = new Date().toISOString().slice(0, 10)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="suppliers-${day}.csv"`,
        ...noStore,
      },
    })
  },
}
