import { ValidationError, type CollectionBeforeValidateHook, type PayloadRequest } from 'payload'

import { accountSupplierId, isSupplierAccount } from '@/access'
import { checkProductDraft, slugCandidates, type ProductIssue, type StoredEpd } from '@/lib/materials/product-rules'
import { RESERVED_PRODUCT_SLUGS } from '@/lib/routes'
import { slugify } from '@/lib/slug'

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,12}$/.test(id) ? Number(id) : null
}

export const NOT_YOUR_DOCUMENT = 'Choose an EPD document uploaded for your own listing.'
export const UNKNOWN_CATEGORY = 'Please choose one of the categories.'

async function exists(req: PayloadRequest, collection: 'categories' | 'epd-documents', id: number, supplier?: number) {
  const found = await req.payload.count({
    collection,
    where:
      supplier === undefined
        ? { id: { equals: id } }
        : { and: [{ id: { equals: id } }, { supplier: { equals: supplier } }] },
    overrideAccess: true,
    req,
  })
  return found.totalDocs > 0
}

/**
 * Every save of a supplier account (REST, the Local API as the account, the portal's actions) meets the product's
 * rules here, since Payload skips field validation on drafts and every save of an account is one: a name, a real
 * category, no EPD data or a complete EPD that passes the one schema (epd.ts), and an EPD document of its own listing
 * only. A bad value is refused with its field's message (400) and nothing is stored. `data` here is the whole
 * product: Payload has filled what was not sent from the current version, and dropped the fields the account may not
 * write (the material type, the data type, 'EPD verified'). An account never sets the address: a new product's slug
 * is made from its name, and a product keeps its slug.
 */
export const productRulesForAccounts: CollectionBeforeValidateHook = async ({ data, originalDoc, operation, req }) => {
  if (!isSupplierAccount(req.user) || !data) return data
  const own = accountSupplierId(req.user)
  const checked = checkProductDraft({
    name: data.name,
    description: data.description,
    category: idOf(data.category),
    epd: data.epd as StoredEpd | undefined,
  })
  const issues: ProductIssue[] = checked.ok ? [] : [...checked.issues]
  const category = idOf(data.category)
  if (category !== null && !(await exists(req, 'categories', category)))
    issues.push({ path: 'category', message: UNKNOWN_CATEGORY })
  const raw = (data.epd as StoredEpd | undefined)?.document
  if (raw !== undefined && raw !== null) {
    const document = idOf(raw)
    const previous = idOf((originalDoc?.epd as StoredEpd | undefined)?.document)
    // A document the product already had stays; any other must be one this listing uploaded.
    if (
      document === null ||
      (document !== previous && (own === null || !(await exists(req, 'epd-documents', document, own))))
    )
      issues.push({ path: 'epd.document', message: NOT_YOUR_DOCUMENT })
  }
  if (issues.length) throw new ValidationError({ collection: 'products', errors: issues, req }, req.t)
  if (!checked.ok) return data
  const { name, description, epd } = checked.values
  const slug = operation === 'create' || !originalDoc?.slug ? slugify(name) : originalDoc.slug
  return {
    ...data,
    name,
    description,
    slug,
    category,
    ...(epd ? { epd: { ...(data.epd as StoredEpd), ...epd } } : {}),
  }
}

/**
 * Staff (and the server) may keep an incomplete EPD in a draft, but a product is never published with one: publishing
 * checks the EPD group against the same schema as a supplier's save (a product with no EPD data at all may be
 * published). Accounts' saves are always drafts and meet the full rules above.
 */
export const completeEpdToPublish: CollectionBeforeValidateHook = async ({ data, req }) => {
  if (!data || isSupplierAccount(req.user) || data._status !== 'published') return data
  const checked = checkProductDraft({
    name: data.name,
    description: data.description,
    category: idOf(data.category),
    epd: data.epd as StoredEpd | undefined,
  })
  const issues = checked.ok ? [] : checked.issues.filter((issue) => issue.path.startsWith('epd'))
  if (issues.length) throw new ValidationError({ collection: 'products', errors: issues, req }, req.t)
  return data
}

/**
 * A product's address is its own: a slug made from the name that another product (of another supplier, or an
 * earlier one of the same) already has becomes `{slug}-{supplier's slug}`, then `-2`, `-3`. For staff and accounts
 * alike; a slug staff typed that is taken is left for Payload's unique check to refuse.
 */
export const uniqueProductSlug: CollectionBeforeValidateHook = async ({ data, originalDoc, operation, req }) => {
  if (!data || typeof data.slug !== 'string' || !data.slug) return data
  if (operation === 'update' && data.slug === originalDoc?.slug) return data
  if (typeof data.name !== 'string' || data.slug !== slugify(data.name)) return data
  const id = operation === 'update' ? idOf(originalDoc?.id) : null
  const taken = async (slug: string) =>
    RESERVED_PRODUCT_SLUGS.includes(slug) ||
    (
      await req.payload.count({
        collection: 'products',
        where:
          id === null ? { slug: { equals: slug } } : { and: [{ slug: { equals: slug } }, { id: { not_equals: id } }] },
        overrideAccess: true,
        req,
      })
    ).totalDocs > 0
  if (!(await taken(data.slug))) return data
  const supplierId = idOf(data.supplier)
  const supplier =
    supplierId === null
      ? null
      : await req.payload.findByID({
          collection: 'suppliers',
          id: supplierId,
          overrideAccess: true,
          depth: 0,
          select: { slug: true },
          disableErrors: true,
          req,
        })
  for (const candidate of slugCandidates(data.slug, supplier?.slug ?? null))
    if (!(await taken(candidate))) return { ...data, slug: candidate }
  return data
}
