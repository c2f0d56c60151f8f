import type { Payload, PayloadRequest } from 'payload'

import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { newMessageEmail } from '@/lib/email/quotes'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { attachmentProblem, MESSAGE_ATTACHMENT_TYPES, type UploadedFile } from '@/lib/leads/attachment-rules'
import { AttachmentRefused, storeAttachment } from '@/lib/leads/attachments'
import {
  MESSAGE_CLOSED,
  MESSAGE_EMAIL_INTERVAL_MS,
  MESSAGE_EMPTY,
  MESSAGE_MAX,
  MESSAGE_NOT_FOUND,
  MESSAGE_REPORT_REASON_MAX,
  MESSAGE_REPORTED,
  MESSAGE_SENT,
  MESSAGE_TOO_MANY,
  MESSAGE_WINDOW_MS,
  MESSAGES_PER_HOUR,
} from '@/lib/leads/conversation-rules'
import {
  countMessagesSince,
  lastNotifiedAt,
  lockConversation,
  markNotified,
  messagesOf,
  reportOtherPartysMessage,
  stampContacted,
  type ConversationConnection,
  type Party,
} from '@/lib/leads/conversations-sql'
import { openEnquirerToken } from '@/lib/leads/enquirer-link'
import { ENQUIRY_LINK_GONE, hashErasureToken, isWellFormedErasureToken } from '@/lib/leads/erasure-token'
import { LEAD_NOT_FOUND, LEAD_WITHDRAWN } from '@/lib/leads/inbox'
import { appendHistory } from '@/lib/leads/leads-sql'
import { lockLeadByTokenHash, lockLeadOfConnection } from '@/lib/leads/quotes-sql'
import { refreshResponseStats, revalidateResponseBadge } from '@/lib/leads/response-stats'
import { withTransaction } from '@/lib/platform/db'
import { siteUrl } from '@/lib/platform/site-url'
import { enquiryPagePath, leadPath } from '@/lib/routes'

// A conversation per lead connection (issue 33): the enquirer (their link's token) and the supplier (its account's
// listing) exchange messages; each new one e-mails the other party a link, at most once per conversation and
// direction in 15 minutes, never the words. Every write locks the lead's row first, then the connection.

/** Who writes: the connection's supplier, or the enquirer holding their link's token. */
export type Writer = { party: 'supplier'; supplierId: number } | { party: 'enquirer'; token: unknown }

export type MessageChange = { ok: boolean; message: string; field?: 'body' | 'attachment' }

class Refused extends Error {
  constructor(
    message: string,
    readonly field?: 'body' | 'attachment',
  ) {
    super(message)
  }
}

/** Locks the lead and the conversation the writer may reach; refuses anyone else as 'not found'. */
async function lockFor(
  payload: Payload,
  req: PayloadRequest,
  who: Writer,
  connectionId: number,
): Promise<ConversationConnection> {
  if (!Number.isSafeInteger(connectionId) || connectionId < 1)
    throw new Refused(who.party === 'supplier' ? LEAD_NOT_FOUND : ENQUIRY_LINK_GONE)
  const lead =
    who.party === 'supplier'
      ? await lockLeadOfConnection(payload, req, who.supplierId, connectionId)
      : isWellFormedErasureToken(who.token)
        ? await lockLeadByTokenHash(payload, req, hashErasureToken(who.token))
        : undefined
  if (!lead) throw new Refused(who.party === 'supplier' ? LEAD_NOT_FOUND : ENQUIRY_LINK_GONE)
  if (lead.anonymised_because) throw new Refused(who.party === 'supplier' ? LEAD_WITHDRAWN : ENQUIRY_LINK_GONE)
  const conversation = await lockConversation(payload, req, lead.id, connectionId)
  if (!conversation) throw new Refused(who.party === 'supplier' ? LEAD_NOT_FOUND : ENQUIRY_LINK_GONE)
  return conversation
}

async function notifyOtherParty(
  req: PayloadRequest,
  c: ConversationConnection,
  sentBy: Party,
  messageId: number,
  now: Date,
): Promise<boolean> {
  const { payload } = req
  const last = await lastNotifiedAt(payload, req, c.id, sentBy)
  if (last && now.getTime() - last.getTime() < MESSAGE_EMAIL_INTERVAL_MS) return false
  const token = sentBy === 'supplier' ? openEnquirerToken(c.sealed_token) : null
  const to = sentBy === 'supplier' ? c.lead_email : c.contact_email
  if (!to) return false
  const site = await emailSiteFacts(payload, req)
  const email = await newMessageEmail({
    greeting: sentBy === 'supplier' ? 'there' : c.supplier_name,
    from: sentBy === 'supplier' ? c.supplier_name : 'The enquirer',
    leadId: c.lead_id,
    city: c.lead_city,
    link:
      sentBy === 'supplier'
        ? token
          ? `${siteUrl()}${enquiryPagePath(token)}#conversation-${c.id}`
          : null
        : `${siteUrl()}${leadPath(c.id)}#conversation-heading`,
    brand: site.brand,
  })
  await queueEmail(
    { payload, req },
    {
      to,
      ...email,
      replyTo: site.staffEmail,
      // Under the lead's key: erasing the enquiry drops an unsent one.
      idempotencyKey: emailIdempotencyKey('lead', c.lead_id, `message-${messageId}`),
    },
  )
  await markNotified(payload, req, messageId, now)
  return true
}

/**
 * One party writes in a conversation: the words (and an optional image or PDF, checked before anything is stored),
 * within the hourly limit of that party, while the connection is neither declined nor lost. A supplier's first message
 * is its first response ('Responds quickly') and marks a new lead contacted.
 */
export async function sendMessage(
  payload: Payload,
  who: Writer,
  connectionId: number,
  input: { body: unknown; file?: UploadedFile | null },
  now: Date = new Date(),
): Promise<MessageChange> {
  const body = typeof input.body === 'string' ? input.body.trim() : ''
  if (body === '' || body.length > MESSAGE_MAX) return { ok: false, message: MESSAGE_EMPTY, field: 'body' }
  const problem = input.file ? attachmentProblem(input.file, MESSAGE_ATTACHMENT_TYPES) : null
  if (problem) return { ok: false, message: problem, field: 'attachment' }
  try {
    const badgeChanged = await withTransaction(payload, async (req) => {
      const c = await lockFor(payload, req, who, connectionId)
      if (c.status === 'declined' || c.status === 'lost') throw new Refused(MESSAGE_CLOSED)
      const scope =
        who.party === 'supplier'
          ? { party: 'supplier' as const, supplierId: c.supplier_id }
          : { party: 'enquirer' as const, leadId: c.lead_id }
      const recent = await countMessagesSince(payload, req, scope, new Date(now.getTime() - MESSAGE_WINDOW_MS), now)
      if (recent >= MESSAGES_PER_HOUR) throw new Refused(MESSAGE_TOO_MANY)
      const attachment = input.file
        ? await storeAttachment(req, { leadId: c.lead_id, connectionId: c.id, sentBy: who.party, file: input.file })
        : null
      const message = await payload.create({
        collection: 'lead-messages',
        data: { connection: c.id, lead: c.lead_id, sentBy: who.party, sentAt: now.toISOString(), body, attachment },
        overrideAccess: true,
        depth: 0,
        req,
      })
      await notifyOtherParty(req, c, who.party, message.id, now)
      if (who.party !== 'supplier') return false
      await stampContacted(payload, req, c.id, now)
      if (c.first_response_at) return false
      await appendHistory(payload, req, c.id, 'First message sent', now)
      return (await refreshResponseStats(payload, c.supplier_id, now, req)).badgeChanged
    })
    revalidateResponseBadge(payload, badgeChanged)
    return { ok: true, message: MESSAGE_SENT }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message, field: error.field }
    if (error instanceof AttachmentRefused) return { ok: false, message: error.message, field: 'attachment' }
    throw error
  }
}

/** One party reports the other's message for staff (once per message). */
export async function reportMessage(
  payload: Payload,
  who: Writer,
  connectionId: number,
  messageId: number,
  reason: unknown,
  now: Date = new Date(),
): Promise<MessageChange> {
  const why = typeof reason === 'string' ? reason.trim().slice(0, MESSAGE_REPORT_REASON_MAX) : ''
  try {
    await withTransaction(payload, async (req) => {
      const c = await lockFor(payload, req, who, connectionId)
      const done = Number.isSafeInteger(messageId)
        ? await reportOtherPartysMessage(payload, req, {
            connectionId: c.id,
            messageId,
            reporter: who.party,
            reason: why,
            now,
          })
        : false
      if (!done) throw new Refused(MESSAGE_NOT_FOUND)
    })
    return { ok: true, message: MESSAGE_REPORTED }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message }
    throw error
  }
}

export type MessageView = {
  id: number
  sentBy: Party
  sentAt: string
  /** Empty when staff hid it. */
  body: string
  hiddenReason: string | null
  reported: boolean
  attachment: { id: number; filename: string } | null
}

/** A conversation's messages for one of its parties (the caller has checked who asks), oldest first. */
export async function conversationMessages(payload: Payload, connectionId: number): Promise<MessageView[]> {
  return (await messagesOf(payload, connectionId)).map((m) => ({
    id: m.id,
    sentBy: m.sent_by,
    sentAt: new Date(m.sent_at).toISOString(),
    body: m.hidden ? '' : m.body,
    hiddenReason: m.hidden ? (m.hidden_reason ?? '') : null,
    reported: m.reported_at !== null,
    attachment:
      !m.hidden && m.attachment_id !== null && m.attachment_filename
        ? { id: m.attachment_id, filename: m.attachment_filename }
        : null,
  }))
}
