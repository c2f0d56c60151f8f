import type { Payload, PayloadRequest } from 'payload'

import type { Supplier, SupplierAccount } from '@payload-types'
import { accountSupplierId } from '@/access'
import {
  FORM_FAILED_MESSAGE,
  FORM_INVALID_MESSAGE,
  fieldErrorsOf,
  type AccountFormState,
} from '@/lib/account/form-state'
import {
  LISTING_TEXT_FIELDS,
  listingEditSchema,
  listingFormInput,
  type ListingEdit,
} from '@/lib/account/listing-edit-schema'
import { fileRefusal } from '@/lib/account/listing-rules'
import { withTransaction } from '@/lib/platform/db'
import { payloadRefusal } from '@/lib/platform/payload-refusal'

export const NOT_YOUR_LISTING = 'You can only change the listing your account manages.'
export const LISTING_SAVED =
  'Your changes are saved and sent for review. Your listing stays as it is on the site until our team publishes them.'

/** Why Payload refused a chosen file: its content is not an allowed type, or it could not be read at all. */
type UploadReasons = { content: string; unreadable: string }
const IMAGE_REASONS: UploadReasons = {
  content: 'its content is not a JPEG, PNG or WebP image.',
  unreadable:
    'it could not be read as an image (it may be damaged). Please save it again as a JPEG, PNG or WebP file and ' +
    'choose it again.',
}
const EVIDENCE_REASONS: UploadReasons = {
  content: 'its content is not a PDF, JPEG or PNG file.',
  unreadable:
    'it could not be read (it may be damaged). Please save it again as a PDF, JPEG or PNG file and choose it again.',
}

type Certification = NonNullable<Supplier['certifications']>[number]

/** What was typed, so the form keeps it after an error (files cannot be kept). */
function keptValues(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string') continue
    const kept = (LISTING_TEXT_FIELDS as readonly string[]).includes(key) || key === 'deliversUkWide'
    if (kept || key.startsWith('certificates.')) out[key] = value
  }
  return out
}

async function uploadOf(file: File) {
  return { data: Buffer.from(await file.arrayBuffer()), mimetype: file.type, name: file.name, size: file.size }
}

/** A refusal of an upload by Payload (its content is not the type it claims, or unreadable): the field's message. */
class UploadRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Creates an upload's document; a refusal of the file itself becomes its field's message, naming the file: Payload's
 * check of its content, or its failure to read or process it (a damaged image). Anything else is ours to fix.
 */
async function createUpload(
  field: string,
  file: File,
  reasons: UploadReasons,
  create: () => Promise<{ id: number }>,
): Promise<number> {
  try {
    return (await create()).id
  } catch (error) {
    const refusal = payloadRefusal(error)
    if (refusal?.status !== 400) throw error
    throw new UploadRefused(field, fileRefusal(file.name, refusal.issues.length ? reasons.content : reasons.unreadable))
  }
}

/**
 * Saves a supplier's changes to its own listing as a draft version, as that account (`overrideAccess: false`), so
 * the collection's and fields' access decide what is kept: the published listing is untouched until staff publish.
 * The form's uploads go through Payload (the image to the public media, evidence to the private collection); a
 * failure stores none of the rows.
 */
export async function saveListingEdit(
  payload: Payload,
  account: SupplierAccount,
  formData: FormData,
): Promise<AccountFormState> {
  // Access rules tell accounts from staff by the collection Payload's auth stamps on a signed-in user.
  const user: SupplierAccount = { ...account, collection: 'supplier-accounts' }
  const own = accountSupplierId(user)
  if (own === null) return { status: 'error', message: NOT_YOUR_LISTING }
  const posted = formData.get('listing')
  if (posted !== null && posted !== String(own)) return { status: 'error', message: NOT_YOUR_LISTING }
  const parsed = listingEditSchema.safeParse(listingFormInput(formData))
  const values = keptValues(formData)
  if (!parsed.success)
    return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error), values }
  const edit = parsed.data
  try {
    await withTransaction(payload, async (req) => {
      const current = await payload.findByID({
        collection: 'suppliers',
        id: own,
        draft: true,
        depth: 0,
        user,
        overrideAccess: false,
        req,
      })
      const data: Partial<Supplier> = {
        description: edit.description,
        contactEmail: edit.contactEmail,
        phone: edit.phone,
        website: edit.website,
        serviceAreas: edit.serviceAreas.map((city) => ({ city })),
        base: edit.base,
        deliveryRadiusMiles: edit.deliveryRadiusMiles,
        deliversUkWide: edit.deliversUkWide,
        certifications: await certificationsOf(payload, req, user, own, edit, current.certifications ?? []),
      }
      if (edit.image) {
        const image = edit.image
        data.image = await createUpload('image', image, IMAGE_REASONS, async () =>
          // Media is public and staff-only through the API: this action has checked the file, Payload checks its content.
          payload.create({
            collection: 'media',
            data: { alt: current.name },
            file: await uploadOf(image),
            overrideAccess: true,
            req,
          }),
        )
      }
      await payload.update({
        collection: 'suppliers',
        id: own,
        data,
        draft: true,
        user,
        overrideAccess: false,
        depth: 0,
        req,
      })
    })
  } catch (error) {
    if (error instanceof UploadRefused)
      return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors: { [error.field]: error.message }, values }
    const refusal = payloadRefusal(error)
    if (refusal?.issues.length) {
      const fieldErrors: Record<string, string> = {}
      for (const issue of refusal.issues) fieldErrors[formFieldOf(issue.path)] ??= issue.message
      return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors, values }
    }
    payload.logger.error({ err: error, msg: 'Saving a supplier’s listing changes failed' })
    return { status: 'error', message: FORM_FAILED_MESSAGE, values }
  }
  return { status: 'done', message: LISTING_SAVED }
}

/** Payload's field path (certifications.0.name) as the form names it (certificates.0.name). */
function formFieldOf(path: string): string {
  return path.replace(/^certifications\./, 'certificates.').replace(/^serviceAreas\..*/, 'serviceAreas')
}

/**
 * The certificate rows to store: a row keeps its id (and so its staff-only verification) only when the listing
 * has it; evidence is a file uploaded now or the one the row already had, never another listing's.
 */
async function certificationsOf(
  payload: Payload,
  req: PayloadRequest,
  user: SupplierAccount,
  own: number,
  edit: ListingEdit,
  existing: Certification[],
): Promise<Certification[]> {
  const byId = new Map(existing.filter((row) => row.id).map((row) => [row.id as string, row]))
  const rows: Certification[] = []
  for (const [index, cert] of edit.certificates.entries()) {
    const previous = cert.id ? byId.get(cert.id) : undefined
    const previousEvidence =
      typeof previous?.evidence === 'object' ? previous.evidence?.id : (previous?.evidence ?? null)
    let evidence = cert.evidence && cert.evidence === previousEvidence ? previousEvidence : null
    if (cert.evidenceFile) {
      const file = cert.evidenceFile
      evidence = await createUpload(`certificates.${index}.evidenceFile`, file, EVIDENCE_REASONS, async () =>
        payload.create({
          collection: 'certificate-evidence',
          data: { supplier: own },
          file: await uploadOf(file),
          user,
          overrideAccess: false,
          req,
        }),
      )
    }
    rows.push({
      ...(previous ? { id: previous.id } : {}),
      name: cert.name,
      issuer: cert.issuer,
      number: cert.number,
      expiresAt: cert.expiresAt,
      evidence,
    })
  }
  return rows
}
