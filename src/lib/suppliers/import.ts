import type { Payload, PayloadRequest } from 'payload'

import type { User } from '@payload-types'
import { withTransaction } from '@/lib/platform/db'
import { revalidateCollection } from '@/lib/platform/revalidate'
import { createNamedProducts } from '@/lib/materials/product-names'

/** The largest CSV the suppliers import takes (multipart or text/csv); a catalogue of thousands is well under it. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024
import {
  parseSupplierCsv,
  rowRefusalReason,
  SUPPLIER_CSV_SELECT,
  supplierFromCsv,
  suppliersCsv,
  type RowError,
  type SupplierForCsv,
} from '@/lib/suppliers/csv'

export type SupplierImportReport = {
  /** Data rows in the file (the header not counted). */
  rows: number
  created: number
  updated: number
  /** Each refused row with its line in the file and why, in file order. */
  failed: RowError[]
}

export type SupplierImportResult = { ok: true; report: SupplierImportReport } | { ok: false; message: string }

type Existing = { bySlug: Map<string, number>; byEmail: Map<string, number> }

async function existingSuppliers(payload: Payload, user: User): Promise<Existing> {
  const { docs } = await payload.find({
    collection: 'suppliers',
    user,
    overrideAccess: false,
    pagination: false,
    depth: 0,
    select: { slug: true, contactEmail: true },
  })
  const bySlug = new Map<string, number>()
  const byEmail = new Map<string, number>()
  for (const doc of docs) {
    bySlug.set(doc.slug, doc.id)
    if (doc.contactEmail) byEmail.set(doc.contactEmail.toLowerCase(), doc.id)
  }
  return { bySlug, byEmail }
}

async function categoryIdsBySlug(payload: Payload): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'categories',
    overrideAccess: true,
    pagination: false,
    depth: 0,
    select: { slug: true },
  })
  return new Map(docs.map((c) => [c.slug, c.id]))
}

/**
 * Imports suppliers from CSV text as `user`: each row is created, or updates the supplier with its slug (else its
 * contact e-mail), published, in its own transaction through the Local API with the user's access, so the
 * collection's validation and access decide exactly as they do for the admin form. Bad rows are reported and
 * skipped; the good ones are kept.
 */
export async function importSuppliersCsv(payload: Payload, user: User, text: string): Promise<SupplierImportResult> {
  const file = parseSupplierCsv(text)
  if (!file.ok) return file
  const failed: RowError[] = [...file.badRows]
  const [existing, categories] = await Promise.all([existingSuppliers(payload, user), categoryIdsBySlug(payload)])
  let created = 0
  let updated = 0
  for (const { line, record } of file.rows) {
    const parsed = supplierFromCsv(record)
    if ('error' in parsed) {
      failed.push({ line, reason: parsed.error })
      continue
    }
    const { categorySlug, products, ...fields } = parsed.data
    const category = categories.get(categorySlug)
    if (category === undefined) {
      failed.push({
        line,
        reason: categorySlug ? `Unknown category '${categorySlug}'.` : 'Category: a category slug is required.',
      })
      continue
    }
    const email = fields.contactEmail?.toLowerCase()
    const id = existing.bySlug.get(fields.slug) ?? (email ? existing.byEmail.get(email) : undefined)
    const data = { ...fields, category, _status: 'published' as const }
    try {
      const doc = await withTransaction(
        payload,
        async (req) => {
          const options = { collection: 'suppliers', req, user, overrideAccess: false, draft: false, depth: 0 } as const
          const saved =
            id === undefined
              ? await payload.create({ ...options, data })
              : await payload.update({ ...options, id, data })
          // The products column names products: those the supplier has no product of yet are made (published, without
          // EPD data); none is removed, as a product may carry EPD data by now.
          await createNamedProducts(payload, req, { supplier: saved, category, names: products, publish: true }, user)
          return saved
        },
        { context: { disableRevalidate: true } },
      )
      if (id === undefined) created += 1
      else updated += 1
      existing.bySlug.set(doc.slug, doc.id)
      if (doc.contactEmail) existing.byEmail.set(doc.contactEmail.toLowerCase(), doc.id)
    } catch (error) {
      failed.push({ line, reason: rowRefusalReason(error) })
    }
  }
  if (created + updated > 0) {
    revalidateCollection('suppliers', payload.logger)
    revalidateCollection('products', payload.logger)
  }
  failed.sort((a, b) => a.line - b.line)
  return { ok: true, report: { rows: file.rows.length + file.badRows.length, created, updated, failed } }
}

/** The names of every supplier's products (drafts too: the export is staff's), by supplier, in name order. */
async function productNamesOf(payload: Payload, req: PayloadRequest): Promise<Map<number, string[]>> {
  const { docs } = await payload.find({
    collection: 'products',
    req,
    overrideAccess: false,
    draft: true,
    pagination: false,
    depth: 0,
    sort: ['name', 'id'],
    select: { name: true, supplier: true },
  })
  const names = new Map<number, string[]>()
  for (const doc of docs) {
    const supplier = typeof doc.supplier === 'object' ? doc.supplier.id : doc.supplier
    names.set(supplier, [...(names.get(supplier) ?? []), doc.name])
  }
  return names
}

/** Every supplier in the import's columns, by slug; the products column names its products. */
export async function exportSuppliersCsv(payload: Payload, req: PayloadRequest): Promise<string> {
  const [{ docs }, categories] = await Promise.all([
    payload.find({
      collection: 'suppliers',
      req,
      overrideAccess: false,
      pagination: false,
      depth: 0,
      sort: 'slug',
      select: SUPPLIER_CSV_SELECT,
    }),
    categoryIdsBySlug(payload),
  ])
  const slugOf = new Map([...categories].map(([slug, id]) => [id, slug]))
  const products = await productNamesOf(payload, req)
  const rows: SupplierForCsv[] = docs.map(({ category, ...doc }) => ({
    ...doc,
    categorySlug: (typeof category === 'object' ? category?.slug : slugOf.get(category)) ?? '',
    products: products.get(doc.id) ?? [],
  }))
  return suppliersCsv(rows)
}
