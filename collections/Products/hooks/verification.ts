import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { isStaffUser } from '@/access'
import { SAMPLE_EPD_CONTEXT } from '@/lib/materials/sample-data'

/** The EPD fields whose change makes a verification stale: staff checked the document against these figures. */
const VERIFIED_EPD_FIELDS = [
  'declaredUnitQuantity',
  'declaredUnit',
  'massPerDeclaredUnit',
  'registrationNumber',
  'programmeOperator',
  'pcrName',
  'pcrVersion',
  'standard',
  'verifier',
  'issuedOn',
  'validUntil',
  'dataType',
  'document',
  'documentUrl',
  'gwp',
  'biogenicCarbonA1A3',
  'recycledContent',
  'serviceLifeYears',
] as const

const idOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value

function epdChanged(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): boolean {
  for (const field of VERIFIED_EPD_FIELDS) {
    const a = field === 'document' ? idOf(before?.[field]) : before?.[field]
    const b = field === 'document' ? idOf(after?.[field]) : after?.[field]
    if (JSON.stringify(a ?? null) !== JSON.stringify(b ?? null)) return true
  }
  return false
}

/**
 * 'EPD verified' says who checked the document against the figures, and when. Staff setting it are recorded as the
 * verifier (now); a change to any verified figure by anyone else clears it (staff re-verify in the same save by
 * leaving it ticked); verifying needs the figures a comparison rests on (A1–A3, the material type, the data type).
 */
export const stampEpdVerification: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  const wasVerified = operation === 'update' && originalDoc?.epdVerified === true
  const verified = data.epdVerified === true
  // The seed's sample products (src/seed) count as checked by staff: only server code can set a request's context.
  const staff = isStaffUser(req.user) || req.context?.[SAMPLE_EPD_CONTEXT] === true
  const epd = data.epd as Record<string, unknown> | undefined
  const changed = operation === 'create' || epdChanged(originalDoc?.epd as Record<string, unknown> | undefined, epd)

  if (verified && (!wasVerified || (changed && staff))) {
    if (!staff) return { ...data, epdVerified: false, epdVerifiedBy: null, epdVerifiedAt: null }
    const gwp = epd?.gwp as Record<string, unknown> | undefined
    const missing: { path: string; message: string }[] = []
    if (typeof gwp?.a1a3 !== 'number')
      missing.push({ path: 'epd.gwp.a1a3', message: 'An EPD is verified only with its GWP-total for A1–A3.' })
    if (!data.materialType)
      missing.push({ path: 'materialType', message: 'Choose the material type before verifying.' })
    if (!epd?.dataType) missing.push({ path: 'epd.dataType', message: 'Choose the data type before verifying.' })
    if (!epd?.document && !epd?.documentUrl)
      missing.push({
        path: 'epd.documentUrl',
        message: 'Attach the EPD document or give its address before verifying.',
      })
    if (missing.length) throw new ValidationError({ collection: 'products', errors: missing, req }, req.t)
    return { ...data, epdVerifiedBy: req.user?.id ?? null, epdVerifiedAt: new Date().toISOString() }
  }
  if (wasVerified && (!verified || (changed && !staff)))
    return { ...data, epdVerified: false, epdVerifiedBy: null, epdVerifiedAt: null }
  return data
}
