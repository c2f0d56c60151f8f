import type { Payload, PayloadRequest } from 'payload'

import { formatLongDate, ukDay } from '@/lib/dates'
import { reviewSummaries } from '@/lib/data/reviews'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { quoteAcceptedEmail, quoteNotChosenEmail, quoteReceivedEmail } from '@/lib/email/quotes'
import { openEnquirerToken } from '@/lib/leads/enquirer-link'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { attachmentProblem, QUOTE_DOCUMENT_TYPES, type UploadedFile } from '@/lib/leads/attachment-rules'
import { AttachmentRefused, storeAttachment } from '@/lib/leads/attachments'
import { hashErasureToken, isWellFormedErasureToken, ENQUIRY_LINK_GONE } from '@/lib/leads/erasure-token'
import { LEAD_NOT_FOUND, LEAD_WITHDRAWN } from '@/lib/leads/inbox'
import { appendHistory, lockConnection, updateStatus } from '@/lib/leads/leads-sql'
import {
  formatPounds,
  quoteStillValid,
  quoteTotals,
  readQuoteForm,
  siteDistance,
  VAT_TREATMENT_LABELS,
  type QuoteFieldErrors,
  type QuoteFormValues,
  type QuoteStatus,
  type VatTreatment,
} from '@/lib/leads/quote-rules'
import {
  connectionsOfLead,
  decideQuotes,
  enquirerContact,
  leadOutcome,
  linesOfQuotes,
  lockLeadByTokenHash,
  lockLeadOfConnection,
  lockQuoteOfLead,
  loseOtherConnections,
  ownProductIds,
  quotesOfConnection,
  quotesOfLead,
  replaceCurrentQuotes,
  setLeadOutcome,
  type LeadConnectionSqlRow,
  type QuoteLineSqlRow,
  type QuoteSqlRow,
} from '@/lib/leads/quotes-sql'
import { refreshResponseStats, revalidateResponseBadge } from '@/lib/leads/response-stats'
import { canMove, type LeadStatus } from '@/lib/leads/states'
import { declaredUnitLabel, type DeclaredUnitCode } from '@/lib/materials/epd'
import { formatFigure } from '@/lib/materials/format'
import { withTransaction } from '@/lib/platform/db'
import { siteUrl } from '@/lib/platform/site-url'
import { enquiryPagePath, leadPath } from '@/lib/routes'

// Quotes in the platform (issue 33): a supplier answers its lead with a quote from the portal; the enquirer compares
// them on their signed page and accepts one (final, once) or closes the enquiry. Every write locks the lead's row
// first (then its connections, then its quotes), so a quote and an acceptance never cross.

export const QUOTE_SENT = 'Quote sent. The enquirer can see it on their page.'
export const QUOTE_REVISED = 'Revised quote sent: it replaces your earlier quote, which stays in the history below.'
export const QUOTE_AFTER_CHOICE =
  'The enquirer has already accepted a quote or closed this enquiry: it can no longer be quoted.'
export const QUOTE_NOT_OPEN = 'A lead that is won, lost or declined can no longer be quoted.'
export const QUOTE_LEAD_GONE = 'This enquiry is no longer open: the enquirer’s details have been removed.'
export const QUOTE_FORM_INVALID = 'Please check the quote: some fields need your attention.'

export const QUOTE_ACCEPTED =
  'You accepted the quote. We have told the supplier, and the others that you chose another.'
export const ENQUIRY_CLOSED = 'Your enquiry is closed. We have told the suppliers that you did not choose a quote.'
export const ALREADY_ACCEPTED = 'You have already accepted a quote for this enquiry: that choice is final.'
export const ALREADY_CLOSED = 'You have already closed this enquiry: it can no longer change.'
export const QUOTE_NOT_FOUND = 'We could not find that quote on your enquiry.'
export const QUOTE_REPLACED =
  'That quote was replaced by a revised one: please look at the newest quote and choose again.'
export const QUOTE_SUPPLIER_GONE = 'That supplier is no longer working on your enquiry: its quote cannot be accepted.'
export const QUOTE_NOT_CONFIRMED = 'Please confirm your choice: accepting a quote is final.'
export const MORE_SUPPLIERS_ASKED = 'We have sent your enquiry to more suppliers: they are listed below.'
export const NO_MORE_SUPPLIERS = 'There are no more matching suppliers to ask at the moment.'
export const quoteExpiredMessage = (validUntil: string) =>
  `That quote was valid until ${formatLongDate(validUntil)}: please ask the supplier for a new one.`

class Refused extends Error {}

export type QuoteFormState = {
  ok?: boolean
  message?: string
  errors?: QuoteFieldErrors
  values?: QuoteFormValues
}

/** The enquirer hears of a new or revised quote, with their link (sealed since issue 33), in the quote's transaction. */
async function queueQuoteEmail(
  req: PayloadRequest,
  q: { leadId: number; supplierId: number; quoteId: number; revised: boolean; total: string },
): Promise<void> {
  const { payload } = req
  const enquirer = await enquirerContact(payload, req, q.leadId)
  if (!enquirer) return
  const supplier = await payload.findByID({
    collection: 'suppliers',
    id: q.supplierId,
    depth: 0,
    overrideAccess: true,
    select: { name: true },
    req,
  })
  const token = openEnquirerToken(enquirer.sealed)
  const site = await emailSiteFacts(payload, req)
  const email = await quoteReceivedEmail({
    supplierName: supplier.name,
    revised: q.revised,
    total: q.total,
    leadId: q.leadId,
    city: enquirer.city,
    link: token ? `${siteUrl()}${enquiryPagePath(token)}#quotes-heading` : null,
    brand: site.brand,
  })
  await queueEmail(
    { payload, req },
    {
      to: enquirer.email,
      ...email,
      replyTo: site.staffEmail,
      idempotencyKey: emailIdempotencyKey('lead', q.leadId, `quote-${q.quoteId}`),
    },
  )
}

/**
 * The supplier sends (or revises) its quote for one of its leads: the form is read and totalled here; under the lead's
 * lock, a lead the enquirer decided, withdrew or that is won, lost or declined is refused, the quote in force becomes
 * 'replaced', the new one is stored and the connection moves to 'quoted' (its first response stamped once).
 */
export async function sendQuote(
  payload: Payload,
  supplierId: number,
  connectionId: number,
  values: QuoteFormValues,
  now: Date = new Date(),
  document: UploadedFile | null = null,
): Promise<QuoteFormState> {
  if (!Number.isSafeInteger(connectionId) || connectionId < 1) return { ok: false, message: LEAD_NOT_FOUND, values }
  const read = readQuoteForm(values, await ownProductIds(payload, supplierId), ukDay(now).iso)
  const documentProblem = document ? attachmentProblem(document, QUOTE_DOCUMENT_TYPES) : null
  if (!read.ok || documentProblem)
    return {
      ok: false,
      message: QUOTE_FORM_INVALID,
      errors: { ...(read.ok ? {} : read.errors), ...(documentProblem ? { document: documentProblem } : {}) },
      values,
    }
  const draft = read.draft
  try {
    const { message, badgeChanged } = await withTransaction(payload, async (req) => {
      const lead = await lockLeadOfConnection(payload, req, supplierId, connectionId)
      if (!lead) throw new Refused(LEAD_NOT_FOUND)
      if (lead.anonymised_because === 'erased') throw new Refused(LEAD_WITHDRAWN)
      if (lead.anonymised_because) throw new Refused(QUOTE_LEAD_GONE)
      if (lead.quote_outcome) throw new Refused(QUOTE_AFTER_CHOICE)
      const locked = await lockConnection(payload, req, supplierId, connectionId)
      if (!locked) throw new Refused(LEAD_NOT_FOUND)
      if (locked.status !== 'quoted' && !canMove(locked.status, 'quoted')) throw new Refused(QUOTE_NOT_OPEN)
      const revised = (await replaceCurrentQuotes(payload, req, connectionId, now)) > 0
      const documentId = document
        ? await storeAttachment(req, { leadId: lead.id, connectionId, sentBy: 'supplier', file: document })
        : null
      const quote = await payload.create({
        collection: 'quotes',
        data: {
          connection: connectionId,
          lead: lead.id,
          supplier: supplierId,
          status: 'sent',
          sentAt: now.toISOString(),
          lines: draft.lines.map((l) => ({
            product: l.product,
            description: l.description,
            quantity: l.quantity,
            unit: l.unit,
            unitPrice: l.unitPrice,
          })),
          deliveryCost: draft.deliveryCost,
          vat: draft.vat,
          earliestDelivery: draft.earliestDelivery,
          validUntil: draft.validUntil,
          notes: draft.notes,
          document: documentId,
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
      if (locked.status !== 'quoted') await updateStatus(payload, req, connectionId, 'quoted', now)
      const total = formatPounds(quoteTotals(draft).total)
      await appendHistory(
        payload,
        req,
        connectionId,
        revised ? `Revised quote sent (${total})` : `Quote sent (${total})`,
        now,
      )
      await queueQuoteEmail(req, { leadId: lead.id, supplierId, quoteId: quote.id, revised, total })
      // The first quote is the first response ('Responds quickly'); later ones leave the median as it was.
      const stats = locked.first_response_at ? null : await refreshResponseStats(payload, supplierId, now, req)
      return { message: revised ? QUOTE_REVISED : QUOTE_SENT, badgeChanged: stats?.badgeChanged ?? false }
    })
    revalidateResponseBadge(payload, badgeChanged)
    return { ok: true, message }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message, values }
    if (error instanceof AttachmentRefused)
      return { ok: false, message: QUOTE_FORM_INVALID, errors: { document: error.message }, values }
    throw error
  }
}

export type EpdLine = { gwp: string | null; status: string }

export type QuoteLineView = {
  description: string
  product: { id: number; name: string; slug: string | null; epd: EpdLine } | null
  quantity: number
  unit: string
  unitPrice: number
  lineTotal: number
}

export type QuoteView = {
  id: number
  connectionId: number
  status: QuoteStatus
  sentAt: string
  lines: QuoteLineView[]
  deliveryCost: number
  vat: VatTreatment
  vatLabel: string
  subtotal: number
  vatAmount: number
  total: number
  earliestDelivery: string
  validUntil: string
  notes: string
  stillValid: boolean
  document: { id: number; filename: string } | null
}

/** A catalogue product's GWP A1–A3 and EPD status, as a quote's line shows them. */
function epdOf(r: QuoteLineSqlRow, today: string): EpdLine {
  if (r.epd_gwp_a1a3 === null || r.epd_declared_unit === null) return { gwp: null, status: 'No EPD figures' }
  const unit = declaredUnitLabel(r.epd_declared_unit as DeclaredUnitCode)
  const gwp = `${formatFigure(Number(r.epd_gwp_a1a3))} kg CO2e per ${Number(r.epd_declared_unit_quantity ?? 1)} ${unit}`
  const until = r.epd_valid_until ? String(r.epd_valid_until).slice(0, 10) : null
  if (until && until < today) return { gwp, status: `EPD expired on ${formatLongDate(until)}` }
  const verified = r.epd_verified ? 'Verified EPD' : 'EPD not verified'
  return { gwp, status: until ? `${verified}, valid until ${formatLongDate(until)}` : verified }
}

async function quoteViews(payload: Payload, rows: QuoteSqlRow[], now: Date): Promise<QuoteView[]> {
  const lines = await linesOfQuotes(
    payload,
    rows.map((q) => q.id),
  )
  const today = ukDay(now).iso
  return rows.map((q) => ({
    id: q.id,
    connectionId: q.connection_id,
    status: q.status,
    sentAt: new Date(q.sent_at).toISOString(),
    lines: lines
      .filter((l) => l.quote_id === q.id)
      .map((l) => ({
        description: l.description ?? '',
        product:
          l.product_id !== null && l.product_name !== null
            ? {
                id: l.product_id,
                name: l.product_name,
                slug: l.product_published ? l.product_slug : null,
                epd: epdOf(l, today),
              }
            : null,
        quantity: Number(l.quantity),
        unit: l.unit,
        unitPrice: Number(l.unit_price),
        lineTotal: Number(l.line_total),
      })),
    deliveryCost: Number(q.delivery_cost),
    vat: q.vat,
    vatLabel: VAT_TREATMENT_LABELS[q.vat],
    subtotal: Number(q.subtotal),
    vatAmount: Number(q.vat_amount),
    total: Number(q.total),
    earliestDelivery: q.earliest_delivery,
    validUntil: q.valid_until,
    notes: q.notes ?? '',
    stillValid: quoteStillValid(q.valid_until, now),
    document:
      q.document_id !== null && q.document_filename ? { id: q.document_id, filename: q.document_filename } : null,
  }))
}

/** The listing's quotes for one of its leads, newest first (the first is in force unless decided). */
export async function supplierQuotes(
  payload: Payload,
  supplierId: number,
  connectionId: number,
  now: Date = new Date(),
): Promise<QuoteView[]> {
  return quoteViews(payload, await quotesOfConnection(payload, supplierId, connectionId), now)
}

export type EnquirerState = 'waiting' | 'answered' | 'quoted' | 'chosen' | 'not-chosen' | 'declined'
export const ENQUIRER_STATE_LABELS: Record<EnquirerState, string> = {
  waiting: 'Waiting for an answer',
  answered: 'Has answered, no quote yet',
  quoted: 'Sent a quote',
  chosen: 'Your choice',
  'not-chosen': 'Not chosen',
  declined: 'Declined your enquiry',
}

const stateOf = (status: LeadStatus): EnquirerState =>
  status === 'new' || status === 'viewed'
    ? 'waiting'
    : status === 'contacted'
      ? 'answered'
      : status === 'quoted'
        ? 'quoted'
        : status === 'won'
          ? 'chosen'
          : status === 'lost'
            ? 'not-chosen'
            : 'declined'

export type EnquirerSupplier = {
  connectionId: number
  name: string
  slug: string | null
  ecoScore: number | null
  rating: { average: number; count: number } | null
  /** Miles from the enquiry's site to the supplier's base (straight line), when the enquiry gave a site postcode. */
  distanceMiles: number | null
  state: EnquirerState
  quote: QuoteView | null
  earlierQuotes: number
}

export type EnquirerQuotes = { outcome: 'accepted' | 'closed' | null; suppliers: EnquirerSupplier[] }

/** What the enquirer's page compares: each supplier the enquiry reached, its state and its quote in force. */
export async function enquirerQuotes(
  payload: Payload,
  leadId: number,
  now: Date = new Date(),
): Promise<EnquirerQuotes> {
  const [connections, quotes, outcome] = await Promise.all([
    connectionsOfLead(payload, leadId),
    quotesOfLead(payload, leadId),
    leadOutcome(payload, leadId),
  ])
  const ratings = await reviewSummaries(
    payload,
    connections.map((c) => c.supplier_id),
  )
  const views = await quoteViews(payload, quotes, now)
  return {
    outcome,
    suppliers: connections.map((c: LeadConnectionSqlRow) => {
      const own = views.filter((q) => q.connectionId === c.connection_id)
      const inForce = own.find((q) => q.status !== 'replaced') ?? null
      const rating = ratings.get(c.supplier_id)
      return {
        connectionId: c.connection_id,
        name: c.name,
        slug: c.slug || null,
        ecoScore: c.eco_score === null ? null : Number(c.eco_score),
        rating: rating && rating.average !== null ? { average: rating.average, count: rating.count } : null,
        distanceMiles: siteDistance(c),
        state: stateOf(c.status),
        quote: inForce,
        earlierQuotes: own.filter((q) => q.status === 'replaced').length,
      }
    }),
  }
}

export type EnquirerChange = { ok: boolean; message: string }

async function queueOutcomeEmails(
  req: PayloadRequest,
  lead: { id: number; city: string },
  winner: { connectionId: number; total: number } | null,
  losers: ReadonlySet<number>,
): Promise<void> {
  const { payload } = req
  const site = await emailSiteFacts(payload, req)
  for (const c of await connectionsOfLead(payload, lead.id, req)) {
    if (!c.contact_email) continue
    const won = winner?.connectionId === c.connection_id
    if (!won && !losers.has(c.connection_id)) continue
    const leadUrl = `${siteUrl()}${leadPath(c.connection_id)}`
    const email = won
      ? await quoteAcceptedEmail({
          supplierName: c.name,
          leadId: lead.id,
          city: lead.city,
          total: formatPounds(winner.total),
          leadUrl,
          brand: site.brand,
        })
      : await quoteNotChosenEmail({
          supplierName: c.name,
          leadId: lead.id,
          city: lead.city,
          closedWithoutChoice: winner === null,
          leadUrl,
          brand: site.brand,
        })
    await queueEmail(
      { payload, req },
      {
        to: c.contact_email,
        ...email,
        replyTo: site.staffEmail,
        // Under the lead's key: erasing the enquiry drops it if unsent. One per supplier and outcome, ever.
        idempotencyKey: emailIdempotencyKey('lead', lead.id, `${won ? 'quote-won' : 'quote-lost'}-${c.supplier_id}`),
      },
    )
  }
}

async function decide(
  payload: Payload,
  token: unknown,
  work: (req: PayloadRequest, lead: { id: number; city: string }) => Promise<string>,
): Promise<EnquirerChange> {
  if (!isWellFormedErasureToken(token)) return { ok: false, message: ENQUIRY_LINK_GONE }
  try {
    const message = await withTransaction(payload, async (req) => {
      const lead = await lockLeadByTokenHash(payload, req, hashErasureToken(token))
      if (!lead) throw new Refused(ENQUIRY_LINK_GONE)
      if (lead.quote_outcome === 'accepted') throw new Refused(ALREADY_ACCEPTED)
      if (lead.quote_outcome === 'closed') throw new Refused(ALREADY_CLOSED)
      return work(req, lead)
    })
    return { ok: true, message }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message }
    throw error
  }
}

/**
 * The enquirer accepts one quote in force (final, once): under the lead's lock its outcome is set by a conditional
 * UPDATE, the quote's connection becomes won, every other open connection lost, and each supplier is e-mailed once
 * through the outbox, all in one transaction. A press after the first finds the outcome set and changes nothing.
 */
export async function acceptQuote(
  payload: Payload,
  token: unknown,
  quoteId: number,
  now: Date = new Date(),
): Promise<EnquirerChange> {
  return decide(payload, token, async (req, lead) => {
    const quote =
      Number.isSafeInteger(quoteId) && quoteId > 0 ? await lockQuoteOfLead(payload, req, lead.id, quoteId) : undefined
    if (!quote) throw new Refused(QUOTE_NOT_FOUND)
    if (quote.status !== 'sent') throw new Refused(QUOTE_REPLACED)
    if (!quoteStillValid(quote.valid_until, now)) throw new Refused(quoteExpiredMessage(quote.valid_until))
    const connection = await lockConnection(payload, req, quote.supplier_id, quote.connection_id)
    if (!connection || (connection.status !== 'quoted' && connection.status !== 'won'))
      throw new Refused(QUOTE_SUPPLIER_GONE)
    if (!(await setLeadOutcome(payload, req, lead.id, 'accepted', now))) throw new Refused(ALREADY_ACCEPTED)
    if (connection.status !== 'won') await updateStatus(payload, req, connection.id, 'won', now)
    const total = Number(quote.total)
    await appendHistory(payload, req, connection.id, `The enquirer accepted your quote (${formatPounds(total)})`, now)
    const lost = await loseOtherConnections(payload, req, lead.id, connection.id)
    for (const c of lost) await appendHistory(payload, req, c.id, 'The enquirer accepted another quote', now)
    await decideQuotes(payload, req, lead.id, quote.id, now)
    await queueOutcomeEmails(req, lead, { connectionId: connection.id, total }, new Set(lost.map((c) => c.id)))
    return QUOTE_ACCEPTED
  })
}

/** The enquirer closes the enquiry without choosing: open connections become lost and are told, once. */
export async function closeEnquiry(payload: Payload, token: unknown, now: Date = new Date()): Promise<EnquirerChange> {
  return decide(payload, token, async (req, lead) => {
    if (!(await setLeadOutcome(payload, req, lead.id, 'closed', now))) throw new Refused(ALREADY_CLOSED)
    const lost = await loseOtherConnections(payload, req, lead.id, null)
    for (const c of lost)
      await appendHistory(payload, req, c.id, 'The enquirer closed the enquiry without choosing', now)
    await decideQuotes(payload, req, lead.id, null, now)
    await queueOutcomeEmails(req, lead, null, new Set(lost.map((c) => c.id)))
    return ENQUIRY_CLOSED
  })
}

/** The enquirer's page's answer after a post travels as a short code, never as text from the request. */
export const ENQUIRER_NOTICES = {
  accepted: { ok: true, text: QUOTE_ACCEPTED },
  closed: { ok: true, text: ENQUIRY_CLOSED },
  'already-accepted': { ok: false, text: ALREADY_ACCEPTED },
  'already-closed': { ok: false, text: ALREADY_CLOSED },
  'quote-not-found': { ok: false, text: QUOTE_NOT_FOUND },
  'quote-replaced': { ok: false, text: QUOTE_REPLACED },
  'quote-expired': { ok: false, text: 'That quote is no longer valid: please ask the supplier for a new one.' },
  'supplier-gone': { ok: false, text: QUOTE_SUPPLIER_GONE },
  'not-confirmed': { ok: false, text: QUOTE_NOT_CONFIRMED },
  'link-gone': { ok: false, text: ENQUIRY_LINK_GONE },
  'more-asked': { ok: true, text: MORE_SUPPLIERS_ASKED },
  'no-more': { ok: false, text: NO_MORE_SUPPLIERS },
  'decision-failed': { ok: false, text: 'Something went wrong and nothing was changed. Please try again.' },
} as const
export type EnquirerNoticeCode = keyof typeof ENQUIRER_NOTICES

export function enquirerNoticeCode(change: EnquirerChange): EnquirerNoticeCode {
  if (change.message.startsWith('That quote was valid until')) return 'quote-expired'
  const found = (Object.entries(ENQUIRER_NOTICES) as Array<[EnquirerNoticeCode, { text: string }]>).find(
    ([, n]) => n.text === change.message,
  )
  return found ? found[0] : 'decision-failed'
}

export function enquirerNotice(value: unknown): { ok: boolean; text: string } | null {
  return typeof value === 'string' && value in ENQUIRER_NOTICES ? ENQUIRER_NOTICES[value as EnquirerNoticeCode] : null
}
