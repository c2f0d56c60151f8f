import type { Payload, PayloadRequest, TypedUser } from 'payload'

import type { Product } from '@payload-types'
import { accountSupplierId, isStaffUser } from '@/access'
import type { FieldError } from '@/lib/materials/epd'
import { exportOpenEpd, importOpenEpd, materialTypeCsv, type CsvProduct } from '@/lib/materials/openepd'
import { epdOfProduct, productDraftOf, storedEpdOf } from '@/lib/materials/product-rules'
import { payloadRefusal } from '@/lib/platform/payload-refusal'
import { siteUrl } from '@/lib/platform/site-url'

// openEPD in and out of the products collection, and a material type's products as CSV (issue 30): the work behind
// the portal's import, staff's import endpoint and the export endpoints. The reading and writing of the format is
// openepd.ts; this is where a document becomes a product (always a draft, through the collection's own rules).

/** An openEPD document is a few kilobytes; a file over this is refused before it is read. */
export const OPENEPD_MAX_BYTES = 1024 * 1024

export const OPENEPD_TOO_LARGE = `The file is larger than ${OPENEPD_MAX_BYTES / 1024 / 1024} MB: an openEPD document is a few kilobytes.`
export const OPENEPD_CHOOSE_FILE = 'Choose an openEPD JSON file (exported from EC3 or another openEPD tool).'
export const UNKNOWN_SUPPLIER = 'Choose the supplier the product belongs to.'

export type ImportedProduct = { ok: true; product: Product } | { ok: false; errors: FieldError[] }

/**
 * Reads an openEPD document and stores it as a new draft product of `supplierId`, as `user` (an account's own
 * listing, or staff): whatever cannot be read is named field by field and nothing is stored. The category is the
 * listing's; the data type the document states is kept as the supplier's claim (staff set the data type).
 */
export async function importProductFromOpenEpd(
  payload: Payload,
  { user, supplierId, json, req }: { user: TypedUser; supplierId: number; json: string; req?: Partial<PayloadRequest> },
): Promise<ImportedProduct> {
  const read = importOpenEpd(json)
  if (!read.ok) return read
  const supplier = await payload.findByID({
    collection: 'suppliers',
    id: supplierId,
    depth: 0,
    overrideAccess: true,
    select: { category: true },
    disableErrors: true,
    req,
  })
  if (!supplier) return { ok: false, errors: [{ field: 'supplier', message: UNKNOWN_SUPPLIER }] }
  const category = typeof supplier.category === 'object' ? supplier.category.id : supplier.category
  try {
    const product = await payload.create({
      collection: 'products',
      data: {
        supplier: supplierId,
        name: read.draft.name,
        description: read.draft.description,
        category,
        epd: storedEpdOf(read.draft.epd),
        _status: 'draft',
      },
      draft: true,
      user,
      overrideAccess: false,
      depth: 0,
      req,
    })
    return { ok: true, product }
  } catch (error) {
    const refusal = payloadRefusal(error)
    if (!refusal?.issues.length) throw error
    return { ok: false, errors: refusal.issues.map((i) => ({ field: i.path, message: i.message })) }
  }
}

/** The absolute address of a product's EPD document: the uploaded PDF, else the address given. */
function documentAddress(product: Product): string | null {
  const document = product.epd?.document
  if (document && typeof document === 'object' && document.url)
    return document.url.startsWith('http') ? document.url : `${siteUrl()}${document.url}`
  return product.epd?.documentUrl ?? null
}

export type OpenEpdExport =
  { status: 200; slug: string; document: Record<string, unknown> } | { status: 404; message: string }

/**
 * A product as an openEPD document, read as `user`: a published product for anyone (its published version); staff
 * and the product's own listing's accounts get its latest draft. A product without a complete EPD has nothing to
 * export.
 */
export async function productAsOpenEpd(payload: Payload, id: number, user: TypedUser | null): Promise<OpenEpdExport> {
  const notFound = { status: 404, message: 'There is no product with this id.' } as const
  if (!Number.isSafeInteger(id) || id <= 0) return notFound
  const visible = await payload.findByID({
    collection: 'products',
    id,
    depth: 0,
    user,
    overrideAccess: false,
    disableErrors: true,
    select: { supplier: true },
  })
  if (!visible) return notFound
  const supplier = typeof visible.supplier === 'object' ? visible.supplier.id : visible.supplier
  const ownDraft = isStaffUser(user) || accountSupplierId(user) === supplier
  const product = await payload.findByID({
    collection: 'products',
    id,
    depth: 1,
    draft: ownDraft,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!product) return notFound
  const draft = productDraftOf(product, documentAddress(product))
  if (!draft) return { status: 404, message: 'This product has no complete EPD to export.' }
  return { status: 200, slug: product.slug, document: exportOpenEpd(draft) }
}

/**
 * A material type's published products (of published listings) as CSV, at `now`, each figure per its declared unit
 * and once more per the type's own unit. Null when there is no such material type.
 */
export async function materialTypeProductsCsv(
  payload: Payload,
  id: number,
  now: Date,
): Promise<{ slug: string; csv: string } | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const type = await payload.findByID({
    collection: 'material-types',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!type) return null
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ materialType: { equals: id } }, { _status: { equals: 'published' } }] },
    depth: 1,
    overrideAccess: true,
    pagination: false,
    sort: 'name',
    populate: { suppliers: { name: true, _status: true }, 'epd-documents': { url: true } },
  })
  const rows: CsvProduct[] = []
  for (const product of docs) {
    const supplier = typeof product.supplier === 'object' ? product.supplier : null
    if (supplier?._status !== 'published') continue
    const epd = epdOfProduct(product.epd)
    const address = documentAddress(product)
    rows.push({
      name: product.name,
      supplierName: supplier.name,
      epd: epd ? { ...epd, documentUrl: address ?? epd.documentUrl } : null,
      epdVerified: product.epdVerified === true,
    })
  }
  return { slug: type.slug, csv: materialTypeCsv(rows, now, { id: type.id, unit: type.declaredUnit }) }
}
