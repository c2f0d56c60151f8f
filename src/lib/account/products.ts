import type { Payload } from 'payload'

import type { Product, SupplierAccount } from '@payload-types'
import { accountSupplierId } from '@/access'
import { FORM_FAILED_MESSAGE, FORM_INVALID_MESSAGE, type AccountFormState } from '@/lib/account/form-state'
import { fileRefusal, megabytes, UPLOADS_MAX_BYTES } from '@/lib/account/listing-rules'
import { formatLongDate } from '@/lib/dates'
import { EPD_DOCUMENT_MAX_BYTES, EPD_DOCUMENT_TYPES } from '@/lib/materials/documents'
import {
  DATA_TYPES,
  DECLARED_UNITS,
  epdExpiredText,
  formatDeclaredUnit,
  GWP_MODULES,
  isEpdExpired,
  STANDARDS,
} from '@/lib/materials/epd'
import {
  importProductFromOpenEpd,
  OPENEPD_CHOOSE_FILE,
  OPENEPD_MAX_BYTES,
  OPENEPD_TOO_LARGE,
} from '@/lib/materials/product-io'
import {
  checkProductDraft,
  epdOfProduct,
  SUBMIT_PRODUCT_FOR_REVIEW,
  type StoredEpd,
} from '@/lib/materials/product-rules'
import { withTransaction } from '@/lib/platform/db'
import { payloadRefusal } from '@/lib/platform/payload-refusal'

// The supplier portal's products (issue 30): the account's own products as drafts that staff publish, as its listing
// edits are. Every save goes through Payload as the account (`overrideAccess: false`), so the collection's access and
// its rules for accounts (collections/Products/hooks) decide what is stored, whatever the form sent.

export const NOT_YOUR_PRODUCT = 'You can only change the products of the listing your account manages.'
export const PRODUCT_SAVED = 'Your product is saved as a draft. Send it for review when it is ready.'
export const PRODUCT_SENT = 'Your product is sent for review. It appears on the site once our team publishes it.'
export const OPENEPD_REFUSED = 'Nothing was imported: the file cannot be read as it is. Each problem is listed below.'

/** The portal's fields of a product, as the form posts them (Payload's own paths, so its messages land on them). */
export const PRODUCT_TEXT_FIELDS = [
  'name',
  'description',
  'category',
  'epd.declaredUnitQuantity',
  'epd.declaredUnit',
  'epd.massPerDeclaredUnit',
  'epd.registrationNumber',
  'epd.programmeOperator',
  'epd.pcrName',
  'epd.pcrVersion',
  'epd.standard',
  'epd.verifier',
  'epd.issuedOn',
  'epd.validUntil',
  'epd.dataTypeClaimed',
  'epd.documentUrl',
  ...GWP_MODULES.map((m) => `epd.gwp.${m.key}`),
  'epd.biogenicCarbonA1A3',
  'epd.recycledContent',
  'epd.serviceLifeYears',
  'epd.plantLocation',
] as const

const NUMBER_FIELDS = new Set<string>([
  'epd.declaredUnitQuantity',
  'epd.massPerDeclaredUnit',
  ...GWP_MODULES.map((m) => `epd.gwp.${m.key}`),
  'epd.biogenicCarbonA1A3',
  'epd.recycledContent',
  'epd.serviceLifeYears',
])

const asAccount = (account: SupplierAccount): SupplierAccount => ({ ...account, collection: 'supplier-accounts' })

/** A typed number as a number ('1,200.5' too); '' is no value; anything else stays text for the rules to refuse. */
function numberOf(value: string): number | string | null {
  const text = value.trim().replace(/,(?=\d{3}\b)/g, '')
  if (text === '') return null
  const n = Number(text)
  return /^-?(\d+\.?\d*|\.\d+)(e-?\d+)?$/i.test(text) && Number.isFinite(n) ? n : value
}

/** The posted text fields (what was typed, to keep after an error). */
function postedText(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of PRODUCT_TEXT_FIELDS) {
    const value = formData.get(name)
    out[name] = typeof value === 'string' ? value : ''
  }
  return out
}

/** The posted form as the collection stores a product (the staff-only fields are never read from it). */
export function productFormData(text: Record<string, string>): {
  name: string
  description: string
  category: number | string | null
  epd: StoredEpd
} {
  const epd: Record<string, unknown> = { gwp: {} }
  for (const [key, value] of Object.entries(text)) {
    if (!key.startsWith('epd.')) continue
    const parsed = NUMBER_FIELDS.has(key) ? numberOf(value) : value.trim() === '' ? null : value
    const path = key.slice(4).split('.')
    if (path.length === 2) (epd.gwp as Record<string, unknown>)[path[1]] = parsed
    else epd[path[0]] = parsed
  }
  const category = text.category?.trim() ?? ''
  return {
    name: text.name ?? '',
    description: text.description ?? '',
    category: /^\d{1,12}$/.test(category) ? Number(category) : category || null,
    epd: epd as StoredEpd,
  }
}

/**
 * The largest EPD PDF the portal takes: the collection's limit, within what one form post may carry (the server
 * actions' body limit, next.config.mjs), so a larger file gets this message instead of a refused post.
 */
export const PORTAL_EPD_MAX_BYTES = Math.min(EPD_DOCUMENT_MAX_BYTES, UPLOADS_MAX_BYTES)

/** The chosen EPD PDF: undefined when none, else the file or the reason it is refused. */
function chosenPdf(formData: FormData): File | { error: string } | undefined {
  const file = formData.get('epd.documentFile')
  if (!(file instanceof File) || file.size === 0) return undefined
  const types: readonly string[] = EPD_DOCUMENT_TYPES
  if (!types.includes(file.type)) return { error: fileRefusal(file.name, 'the EPD document must be a PDF file.') }
  if (file.size > PORTAL_EPD_MAX_BYTES)
    return {
      error: fileRefusal(file.name, `the EPD document must be at most ${megabytes(PORTAL_EPD_MAX_BYTES)}.`),
    }
  return file
}

const refused = (fieldErrors: Record<string, string>, values: Record<string, string>): AccountFormState => ({
  status: 'error',
  message: FORM_INVALID_MESSAGE,
  fieldErrors,
  values,
})

/**
 * Saves the portal's product form as the account: a new product (no `id`) or its own product's next draft, with an
 * EPD PDF uploaded to its listing's documents; `submit` also sends it for review. Every field's message, or done
 * with the product's id. A failure stores nothing (the upload included).
 */
export async function saveProductForm(
  payload: Payload,
  account: SupplierAccount,
  formData: FormData,
  { id, submit }: { id: number | null; submit: boolean },
): Promise<AccountFormState & { id?: number }> {
  const user = asAccount(account)
  const own = accountSupplierId(user)
  if (own === null) return { status: 'error', message: NOT_YOUR_PRODUCT }
  const values = postedText(formData)
  const product = productFormData(values)
  const pdf = chosenPdf(formData)
  const fieldErrors: Record<string, string> = {}
  if (pdf && 'error' in pdf) fieldErrors['epd.documentFile'] = pdf.error
  // The form's values checked before anything is uploaded (the collection checks them again as it saves).
  const keptDocument = formData.get('epd.document')
  const hasDocument = pdf instanceof File || (typeof keptDocument === 'string' && keptDocument !== '')
  const checked = checkProductDraft({
    ...product,
    epd: { ...product.epd, document: hasDocument ? 1 : null },
  })
  if (!checked.ok) for (const issue of checked.issues) fieldErrors[issue.path] ??= issue.message
  if (Object.keys(fieldErrors).length) return refused(fieldErrors, values)
  try {
    const saved = await withTransaction(payload, async (req) => {
      const current =
        id === null
          ? null
          : await payload.findByID({
              collection: 'products',
              id,
              draft: true,
              depth: 0,
              user,
              overrideAccess: false,
              disableErrors: true,
              req,
            })
      if (id !== null && (!current || accountSupplierId(user) !== supplierIdOf(current))) return null
      let document: number | null = (current?.epd?.document as number | null | undefined) ?? null
      if (pdf instanceof File) {
        document = (
          await payload.create({
            collection: 'epd-documents',
            data: { supplier: own },
            file: { data: Buffer.from(await pdf.arrayBuffer()), mimetype: pdf.type, name: pdf.name, size: pdf.size },
            user,
            overrideAccess: false,
            req,
          })
        ).id
      }
      const data = {
        name: product.name,
        description: product.description,
        category: product.category as number,
        epd: { ...product.epd, document },
      }
      const context = submit ? { [SUBMIT_PRODUCT_FOR_REVIEW]: true } : {}
      const common = { draft: true, user, overrideAccess: false, depth: 0, req, context } as const
      return id === null
        ? await payload.create({
            collection: 'products',
            data: { ...data, supplier: own, _status: 'draft' },
            ...common,
          })
        : await payload.update({ collection: 'products', id, data, ...common })
    })
    if (!saved) return { status: 'error', message: NOT_YOUR_PRODUCT }
    return { status: 'done', message: submit ? PRODUCT_SENT : PRODUCT_SAVED, id: saved.id }
  } catch (error) {
    const refusal = payloadRefusal(error)
    if (refusal?.issues.length) {
      for (const issue of refusal.issues) fieldErrors[issue.path] ??= issue.message
      return refused(fieldErrors, values)
    }
    if (refusal?.status === 400 && pdf instanceof File)
      return refused(
        { 'epd.documentFile': fileRefusal(pdf.name, 'it could not be read as a PDF (it may be damaged).') },
        values,
      )
    payload.logger.error({ err: error, msg: 'Saving a supplier’s product failed' })
    return { status: 'error', message: FORM_FAILED_MESSAGE, values }
  }
}

/** Sends the account's own product, as its latest draft stands, for review. */
export async function sendProductForReview(
  payload: Payload,
  account: SupplierAccount,
  id: number,
): Promise<AccountFormState> {
  const user = asAccount(account)
  try {
    await withTransaction(payload, async (req) => {
      await payload.update({
        collection: 'products',
        id,
        data: {},
        draft: true,
        user,
        overrideAccess: false,
        depth: 0,
        req,
        context: { [SUBMIT_PRODUCT_FOR_REVIEW]: true },
      })
    })
  } catch (error) {
    const refusal = payloadRefusal(error)
    if (refusal?.status === 404 || refusal?.status === 403) return { status: 'error', message: NOT_YOUR_PRODUCT }
    if (refusal?.issues.length)
      return {
        status: 'error',
        message: `Please correct the product before sending it: ${refusal.issues.map((i) => i.message).join(' ')}`,
      }
    payload.logger.error({ err: error, msg: 'Sending a supplier’s product for review failed' })
    return { status: 'error', message: FORM_FAILED_MESSAGE }
  }
  return { status: 'done', message: PRODUCT_SENT }
}

export type OpenEpdImportState = {
  status: 'idle' | 'error' | 'done'
  message?: string
  /** Each field of the document that cannot be read, with why. */
  problems?: { field: string; message: string }[]
  id?: number
}

/** Imports an openEPD file as a new draft of the account's own listing, or names what cannot be read. */
export async function importOpenEpdForAccount(
  payload: Payload,
  account: SupplierAccount,
  formData: FormData,
): Promise<OpenEpdImportState> {
  const user = asAccount(account)
  const own = accountSupplierId(user)
  if (own === null) return { status: 'error', message: NOT_YOUR_PRODUCT }
  const file = formData.get('file')
  if (!(file instanceof File) || file.size === 0) return { status: 'error', message: OPENEPD_CHOOSE_FILE }
  if (file.size > OPENEPD_MAX_BYTES) return { status: 'error', message: OPENEPD_TOO_LARGE }
  const json = Buffer.from(await file.arrayBuffer()).toString('utf8')
  const result = await withTransaction(payload, (req) =>
    importProductFromOpenEpd(payload, { user, supplierId: own, json, req }),
  )
  if (!result.ok) return { status: 'error', message: OPENEPD_REFUSED, problems: result.errors }
  return { status: 'done', id: result.product.id }
}

const supplierIdOf = (product: Pick<Product, 'supplier'>) =>
  typeof product.supplier === 'number' ? product.supplier : product.supplier.id

export type PortalProductState = 'published' | 'draft' | 'pending' | 'rejected'

export type PortalProduct = {
  id: number
  name: string
  state: PortalProductState
  /** Published, with changes saved since that are not sent for review. */
  unsentChanges: boolean
  rejectionReason: string | null
  /** 'GWP A1–A3: 12.3 kg CO2e per 1 m³', or null without an EPD. */
  epdSummary: string | null
  verified: boolean
  /** 'Valid until 31 March 2030' or 'EPD expired on 31 March 2020'. */
  validity: string | null
  expired: boolean
}

/** Where one product stands, from its latest version and whether a version of it is published. */
export function portalProductOf(latest: Product, everPublished: boolean, now: Date): PortalProduct {
  const epd = epdOfProduct(latest.epd)
  const state: PortalProductState =
    latest.reviewStatus === 'pending'
      ? 'pending'
      : latest.reviewStatus === 'rejected'
        ? 'rejected'
        : latest._status === 'published'
          ? 'published'
          : 'draft'
  const expired = epd ? isEpdExpired(epd, now) : false
  return {
    id: latest.id,
    name: latest.name,
    state,
    unsentChanges: state === 'draft' && everPublished,
    rejectionReason: state === 'rejected' ? (latest.rejectionReason ?? null) : null,
    epdSummary: epd
      ? `GWP A1–A3: ${epd.gwp.a1a3.toLocaleString('en-GB', { maximumFractionDigits: 6 })} kg CO2e per ${formatDeclaredUnit(epd.declaredUnit)}`
      : null,
    verified: latest.epdVerified === true,
    validity: epd ? (expired ? epdExpiredText(epd) : `Valid until ${formatLongDate(epd.validUntil)}`) : null,
    expired,
  }
}

/** The account's own products, by name, each as its latest version stands. */
export async function accountProducts(payload: Payload, account: SupplierAccount, now: Date): Promise<PortalProduct[]> {
  const user = asAccount(account)
  const own = accountSupplierId(user)
  if (own === null) return []
  const where = { supplier: { equals: own } }
  const [latest, published] = await Promise.all([
    payload.find({
      collection: 'products',
      where,
      draft: true,
      depth: 0,
      user,
      overrideAccess: false,
      pagination: false,
      sort: 'name',
    }),
    payload.find({
      collection: 'products',
      where: { and: [where, { _status: { equals: 'published' } }] },
      depth: 0,
      user,
      overrideAccess: false,
      pagination: false,
      select: {},
    }),
  ])
  const live = new Set(published.docs.map((p) => p.id))
  return latest.docs.map((p) => portalProductOf(p, live.has(p.id), now))
}

/** The account's own product as its latest draft stands, or null when it is not the account's. */
export async function accountProduct(payload: Payload, account: SupplierAccount, id: number): Promise<Product | null> {
  const user = asAccount(account)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const product = await payload.findByID({
    collection: 'products',
    id,
    draft: true,
    depth: 1,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  return product && supplierIdOf(product) === accountSupplierId(user) ? product : null
}

/** The portal form's values of a product as its latest draft holds them (the form's field names). */
export function productFormValues(product: Product | null): Record<string, string> {
  if (!product) return {}
  const epd = (product.epd ?? {}) as Record<string, unknown>
  const gwp = (epd.gwp ?? {}) as Record<string, unknown>
  const out: Record<string, string> = {
    name: product.name,
    description: product.description ?? '',
    category: String(typeof product.category === 'object' ? product.category.id : product.category),
  }
  for (const name of PRODUCT_TEXT_FIELDS) {
    if (!name.startsWith('epd.')) continue
    const path = name.slice(4).split('.')
    const value = path.length === 2 ? gwp[path[1]] : epd[path[0]]
    out[name] = value === null || value === undefined ? '' : String(value)
  }
  return out
}

/** The choices of the product form's selects: the categories, and the EPD's fixed lists. */
export async function productFormOptions(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'categories',
    depth: 0,
    pagination: false,
    sort: 'name',
    select: { name: true },
    overrideAccess: true,
  })
  return {
    categories: docs.map((c) => ({ value: String(c.id), label: c.name })),
    units: DECLARED_UNITS.map((u) => ({ value: u.code, label: u.label })),
    standards: STANDARDS.map((s) => ({ value: s.code, label: s.label })),
    dataTypes: DATA_TYPES.map((d) => ({ value: d.code, label: d.label })),
    gwpModules: GWP_MODULES.map((m) => ({ value: m.key, label: m.label })),
    documentMaxMb: Math.round(PORTAL_EPD_MAX_BYTES / 1024 / 1024),
  }
}
