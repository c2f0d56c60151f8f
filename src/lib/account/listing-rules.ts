// What a supplier may put in its listing from the portal: one place for the form, the server and the collections.

export const LISTING_LIMITS = {
  description: 2000,
  city: 80,
  serviceAreas: 20,
  phone: 40,
  phoneMin: 6,
  certificates: 10,
  certificateText: 120,
  rejectionReason: 1000,
} as const

/** A supplier's delivery radius, in whole miles from its base (the UK is under 1,000 miles end to end). */
export const DELIVERY_RADIUS_LIMITS = { min: 1, max: 1000 } as const
/** The delivery radius's message, for the portal's form and the collection (the admin, REST, the CSV import). */
const { min: RADIUS_MIN, max: RADIUS_MAX } = DELIVERY_RADIUS_LIMITS
export const DELIVERY_RADIUS_MESSAGE = `The delivery radius must be a whole number of miles from ${RADIUS_MIN} to ${RADIUS_MAX.toLocaleString('en-GB')}.`
/** The collection's check of a delivery radius (none is fine: the base's hook asks for an area when there is a base). */
export const validateDeliveryRadius = (miles: number | null | undefined): true | string =>
  miles === null ||
  miles === undefined ||
  (Number.isInteger(miles) && miles >= DELIVERY_RADIUS_LIMITS.min && miles <= DELIVERY_RADIUS_LIMITS.max)
    ? true
    : DELIVERY_RADIUS_MESSAGE

/** An uploaded listing image, and any one save's files together (the server action's and nginx's body limit). */
export const LISTING_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const LISTING_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** Certificate evidence: private files only staff and the listing's own accounts may open. */
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024
export const EVIDENCE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const

export const UPLOADS_MAX_BYTES = 5 * 1024 * 1024

export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

/** A long file name, cut so its message stays readable beside the field. */
const MAX_SHOWN_NAME = 80

/**
 * Why one chosen file stopped a save, naming the file (the reason starts in lower case): shown beside its own field,
 * so the supplier knows which file to change and how.
 */
export function fileRefusal(fileName: string, reason: string): string {
  const name = fileName.length > MAX_SHOWN_NAME ? `${fileName.slice(0, MAX_SHOWN_NAME - 1)}…` : fileName
  return `“${name}” was not saved: ${reason}`
}
