import type { Payload, PayloadRequest } from 'payload'

import { cityKey } from '@/lib/city'
import { withTransaction } from '@/lib/platform/db'
import { consentText } from '@/lib/enquiry/consent'
import { enquiryTextValues } from '@/lib/enquiry/fields'
import { consumeEnquiryAllowance, enquiryRateLimit, tooManyEnquiriesMessage } from '@/lib/enquiry/rate-limit'
import {
  ENQUIRY_FAILURE,
  ENQUIRY_INVALID_MESSAGE,
  ENQUIRY_SUCCESS,
  type EnquiryConfirmation,
  type EnquiryResult,
} from '@/lib/enquiry/result'
import { routeLeadToSuppliers, type LeadConnectionMade } from '@/lib/enquiry/route-lead'
import { isHoneypotFilled, validateEnquiry, type EnquiryInput } from '@/lib/enquiry/schema'
import { resolveSite, type EnquirySite } from '@/lib/enquiry/site'
import {
  staffEnquiryEmail,
  supplierNotificationEmail,
  visitorConfirmationEmail,
  type EnquiryDetails,
} from '@/lib/email/enquiry'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import type { EmailMessage } from '@/lib/email/message'
import { queueEmail } from '@/lib/email/outbox'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { findEarlierLead } from '@/lib/leads/duplicates'
import { recipientNamesOf } from '@/lib/leads/erasure'
import { newErasureToken } from '@/lib/leads/erasure-token'
import { sealEnquirerToken } from '@/lib/leads/enquirer-link'
import { emailKey, phoneKey } from '@/lib/leads/rules'
import { siteUrl } from '@/lib/platform/site-url'
import { enquiryPagePath, leadPath } from '@/lib/routes'

export type SubmitEnquiryContext = {
  payload: Payload
  /** The client address for the per-address limit (see clientIpFrom); null when none is known. */
  clientIp: string | null
  /** The page the enquiry came from when the input does not say (e.g. from the Referer). */
  sourcePage?: string | null
  /** Enquiries allowed per address and per e-mail in 10 minutes; defaults to ENQUIRY_RATE_LIMIT. */
  rateLimit?: number
}

export type StoredEnquiry = {
  leadId: number
  connections: LeadConnectionMade[]
  emailsQueued: number
  /** The earlier lead this one repeats (routed to no one), or null. */
  duplicateOf: number | null
  /** The suppliers who have the enquiry: those it was routed to or, for a repeat, those of the earlier lead. */
  recipients: string[]
}

const success = (confirmation: EnquiryConfirmation): EnquiryResult => ({
  ok: true,
  message: ENQUIRY_SUCCESS.description,
  confirmation,
})
const failure = (): EnquiryResult => ({ ok: false, reason: 'error', message: ENQUIRY_FAILURE.description })

/**
 * The one entry for enquiries (server action and POST /api/enquiries): honeypot, validation with the
 * form's schema, rate limits, then the lead, its supplier connections and its e-mails in one
 * transaction. Never throws; every outcome is a result.
 */
export async function submitEnquiry(input: unknown, context: SubmitEnquiryContext): Promise<EnquiryResult> {
  const { payload } = context
  if (isHoneypotFilled(input)) {
    payload.logger.info({
      msg: 'Enquiry with the honeypot field filled: answered as sent, nothing stored',
      clientIp: context.clientIp,
    })
    // Answered as if sent: a bot learns nothing from the confirmation.
    const typed = (input ?? {}) as Record<string, unknown>
    const said = (name: string) => (typeof typed[name] === 'string' ? (typed[name] as string).slice(0, 254) : '')
    return success({ email: said('email'), city: said('city'), recipients: [] })
  }
  const validation = validateEnquiry(input)
  if (!validation.success)
    return { ok: false, reason: 'invalid', message: ENQUIRY_INVALID_MESSAGE, fieldErrors: validation.fieldErrors }
  const enquiry = validation.data
  try {
    const allowance = await consumeEnquiryAllowance(
      payload,
      { ip: context.clientIp, email: enquiry.email },
      context.rateLimit ?? enquiryRateLimit(),
    )
    if (!allowance.allowed) {
      payload.logger.warn({ msg: 'Enquiry refused by the rate limit', clientIp: context.clientIp })
      return {
        ok: false,
        reason: 'rate-limited',
        message: tooManyEnquiriesMessage(allowance.retryAfterMs),
        retryAfterSeconds: Math.ceil(allowance.retryAfterMs / 1000),
      }
    }
    // The site is found before the transaction (a lookup may wait on the postcodes API); a site that cannot be
    // placed is the visitor's to fix or leave out, and nothing is stored.
    const site = await resolveSite(payload, enquiry.sitePostcode, context.clientIp)
    if (!site.ok) {
      const fieldErrors = { sitePostcode: site.message }
      return site.kind === 'limited'
        ? { ok: false, reason: 'rate-limited', message: site.message, retryAfterSeconds: 60 }
        : { ok: false, reason: 'invalid', message: ENQUIRY_INVALID_MESSAGE, fieldErrors }
    }
    const stored = await storeEnquiry(payload, enquiry, enquiry.sourcePage ?? context.sourcePage ?? null, site.site)
    payload.logger.info({
      msg: `Enquiry stored as lead ${stored.leadId}`,
      connections: stored.connections.length,
      emailsQueued: stored.emailsQueued,
    })
    return success({ email: enquiry.email, city: enquiry.city, recipients: stored.recipients })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Enquiry could not be stored; nothing was kept' })
    return failure()
  }
}

/** Lead, connections and queued e-mails, all committed together or not at all; the lead counts as stored once a fresh read finds it. */
export async function storeEnquiry(
  payload: Payload,
  enquiry: EnquiryInput,
  sourcePage: string | null,
  site: EnquirySite | null = null,
): Promise<StoredEnquiry> {
  return withTransaction(payload, (req) => storeInTransaction(payload, req, enquiry, sourcePage, site), {
    context: { disableRevalidate: true },
    confirm: async (stored) =>
      (await payload.count({ collection: 'leads', where: { id: { equals: stored.leadId } }, overrideAccess: true }))
        .totalDocs === 1,
  })
}

async function storeInTransaction(
  payload: Payload,
  req: PayloadRequest,
  enquiry: EnquiryInput,
  sourcePage: string | null,
  site: EnquirySite | null,
): Promise<StoredEnquiry> {
  const local = { req, overrideAccess: true, depth: 0 } as const
  // One statement at a time: everything here shares the transaction's single connection.
  const facts = await emailSiteFacts(payload, req)
  const category = enquiry.category
    ? await payload.find({
        collection: 'categories',
        ...local,
        where: { id: { equals: enquiry.category } },
        select: { name: true },
        limit: 1,
      })
    : null
  const supplier = enquiry.supplier
    ? await payload.find({
        collection: 'suppliers',
        ...local,
        where: { id: { equals: enquiry.supplier } },
        select: { name: true },
        limit: 1,
      })
    : null
  // An id that names nothing is dropped rather than refused: the enquiry still reaches the city's suppliers or staff.
  const categoryDoc = category?.docs[0] ?? null
  const supplierDoc = supplier?.docs[0] ?? null

  const now = new Date()
  const keys = {
    emailKey: emailKey(enquiry.email),
    phoneKey: phoneKey(enquiry.phone),
    cityKey: cityKey(enquiry.city),
    category: categoryDoc?.id ?? null,
    supplier: supplierDoc?.id ?? null,
  }
  // A repeat within 30 days is kept and linked, but routed to no one again and costs no commission.
  const duplicateOf = await findEarlierLead(payload, req, keys, now)
  const erasure = newErasureToken()

  const lead = await payload.create({
    collection: 'leads',
    ...local,
    data: {
      duplicateOf,
      emailKey: keys.emailKey,
      phoneKey: keys.phoneKey,
      cityKey: keys.cityKey,
      erasureTokenHash: erasure.hash,
      erasureTokenSealed: sealEnquirerToken(erasure.token),
      ...enquiryTextValues(enquiry),
      category: categoryDoc?.id ?? null,
      supplier: supplierDoc?.id ?? null,
      consent: true,
      consentText: consentText(supplierDoc?.name),
      consentedAt: now.toISOString(),
      sourcePage,
      sitePostcode: site?.postcode ?? null,
      siteLatitude: site?.lat ?? null,
      siteLongitude: site?.lng ?? null,
    },
  })

  const connections =
    duplicateOf === null
      ? await routeLeadToSuppliers(
          { payload, req },
          {
            id: lead.id,
            city: lead.city,
            category: categoryDoc?.id,
            supplier: supplierDoc?.id,
            site: site ? { lat: site.lat, lng: site.lng } : null,
          },
        )
      : []

  const details: EnquiryDetails = {
    leadId: lead.id,
    ...enquiryTextValues(lead),
    categoryName: categoryDoc?.name ?? null,
    sitePostcode: site?.postcode ?? null,
    brand: facts.brand,
  }
  const outbox: Array<{ kind: string; to: string; email: EmailMessage; replyTo?: string }> = [
    {
      kind: 'visitor',
      to: lead.email,
      email: await visitorConfirmationEmail(details, connections.length, {
        enquiryUrl: `${siteUrl()}${enquiryPagePath(erasure.token)}`,
        duplicate: duplicateOf !== null,
      }),
    },
  ]
  for (const c of connections) {
    if (c.contactEmail)
      outbox.push({
        kind: `supplier-${c.supplierId}`,
        to: c.contactEmail,
        email: await supplierNotificationEmail(details, c.supplierName, `${siteUrl()}${leadPath(c.connectionId)}`),
        replyTo: lead.email,
      })
  }
  if (facts.staffEmail) {
    outbox.push({
      kind: 'staff',
      to: facts.staffEmail,
      email: await staffEnquiryEmail(
        details,
        connections.map((c) => ({ name: c.supplierName, commissionAmount: c.commissionAmount })),
        `${siteUrl()}/admin/collections/leads/${lead.id}`,
        duplicateOf,
      ),
    })
  }
  // The kind (visitor, supplier-<id>, staff) is unique within a lead; the address stays out of the key,
  // which must be short printable ASCII while a valid address may be 254 characters of any script.
  for (const message of outbox) {
    await queueEmail(
      { payload, req },
      {
        to: message.to,
        subject: message.email.subject,
        text: message.email.text,
        html: message.email.html,
        replyTo: message.replyTo ?? null,
        idempotencyKey: emailIdempotencyKey('lead', lead.id, message.kind),
      },
    )
  }
  const recipients =
    duplicateOf === null ? connections.map((c) => c.supplierName) : await recipientNamesOf(payload, duplicateOf, req)
  return { leadId: lead.id, connections, emailsQueued: outbox.length, duplicateOf, recipients }
}
