'use server'

import { redirect } from 'next/navigation'

import { listingIdOf, requireAccount } from '@/lib/account/session'
import { noticeCodeFor } from '@/lib/leads/notices'
import type { UploadedFile } from '@/lib/leads/attachment-rules'
import { QUOTE_LINES_MAX, type QuoteFormValues } from '@/lib/leads/quote-rules'
import {
  acceptQuote,
  closeEnquiry,
  enquirerNoticeCode,
  sendQuote,
  type EnquirerChange,
  type EnquirerNoticeCode,
  type QuoteFormState,
} from '@/lib/leads/quotes'
import { reportMessage, sendMessage, type MessageChange, type Writer } from '@/lib/leads/conversations'
import { messageNoticeCode } from '@/lib/leads/conversation-notices'
import { askMoreSuppliers } from '@/lib/leads/more-suppliers'
import { getPayloadClient } from '@/lib/platform/payload'
import { enquiryPagePath, leadPath, LEADS_PATH } from '@/lib/routes'

// Quotes (issue 33): the supplier's quote form in the portal, and the enquirer's choice on their signed page. Both are
// plain forms posted without JavaScript; the rules are src/lib/leads/quotes.ts.

const text = (data: FormData, name: string) => {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

/** The posted form's values as strings (lines `line-<n>-<field>`, 1 to the most a quote has). */
function quoteFormValues(data: FormData): QuoteFormValues {
  const lines: QuoteFormValues['lines'] = []
  for (let n = 1; n <= QUOTE_LINES_MAX + 1; n += 1) {
    const field = (name: string) => text(data, `line-${n}-${name}`)
    if (!['product', 'description', 'quantity', 'unit', 'unitPrice'].some((f) => data.has(`line-${n}-${f}`))) continue
    lines.push({
      product: field('product'),
      description: field('description'),
      quantity: field('quantity'),
      unit: field('unit'),
      unitPrice: field('unitPrice'),
    })
  }
  return {
    lines,
    deliveryCost: text(data, 'deliveryCost'),
    vat: text(data, 'vat'),
    earliestDelivery: text(data, 'earliestDelivery'),
    validUntil: text(data, 'validUntil'),
    notes: text(data, 'notes'),
  }
}

/** The form's chosen PDF, if any (a browser posts an empty, sometimes named, file when none is chosen). */
async function uploadedFile(data: FormData): Promise<UploadedFile | null> {
  const file = data.get('document')
  if (!(file instanceof File) || file.size === 0) return null
  return { name: file.name, type: file.type, size: file.size, data: Buffer.from(await file.arrayBuffer()) }
}

/** The supplier sends or revises its quote for one of its own leads. */
export async function sendQuoteAction(_previous: QuoteFormState, data: FormData): Promise<QuoteFormState> {
  const connectionId = /^\d{1,9}$/.test(text(data, 'lead')) ? Number(text(data, 'lead')) : NaN
  const account = await requireAccount(Number.isNaN(connectionId) ? LEADS_PATH : leadPath(connectionId))
  const payload = await getPayloadClient()
  const values = quoteFormValues(data)
  let state: QuoteFormState
  try {
    state = await sendQuote(payload, listingIdOf(account), connectionId, values, new Date(), await uploadedFile(data))
  } catch (error) {
    payload.logger.error({ err: error, msg: 'A quote could not be sent; nothing was kept' })
    return { ok: false, message: 'Something went wrong and the quote was not sent. Please try again.', values }
  }
  if (state.ok && state.message)
    redirect(`${leadPath(connectionId)}?notice=${noticeCodeFor(state.message)}#quote-heading`)
  return state
}

const tokenOf = (data: FormData) => {
  const token = text(data, 'token')
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : 'unknown'
}

async function decideAndReturn(token: string, decide: () => Promise<EnquirerChange>): Promise<never> {
  let code: EnquirerNoticeCode
  try {
    code = enquirerNoticeCode(await decide())
  } catch (error) {
    ;(await getPayloadClient()).logger.error({ err: error, msg: 'An enquirer’s choice failed; nothing was changed' })
    code = 'decision-failed'
  }
  redirect(`${enquiryPagePath(token)}?notice=${code}#quotes-heading`)
}

/**
 * The enquirer accepts a quote, in two steps: the page's confirmation (`?accept=<quote>`) posts `confirm=accept`; a
 * post without it changes nothing and shows that step.
 */
export async function acceptQuoteAction(data: FormData): Promise<void> {
  const token = tokenOf(data)
  const quote = /^\d{1,9}$/.test(text(data, 'quote')) ? Number(text(data, 'quote')) : NaN
  if (text(data, 'confirm') !== 'accept')
    redirect(`${enquiryPagePath(token)}?accept=${Number.isNaN(quote) ? '' : quote}#choose-heading`)
  const payload = await getPayloadClient()
  await decideAndReturn(token, () => acceptQuote(payload, token, quote))
}

/** The enquirer asks the next matching suppliers, named on the page (`?more=confirm`), once it posts `confirm=ask`. */
export async function askMoreSuppliersAction(data: FormData): Promise<void> {
  const token = tokenOf(data)
  if (text(data, 'confirm') !== 'ask') redirect(`${enquiryPagePath(token)}?more=confirm#more-heading`)
  const expected = text(data, 'suppliers')
    .split(',')
    .filter((id) => /^\d{1,9}$/.test(id))
    .map(Number)
  const payload = await getPayloadClient()
  await decideAndReturn(token, () => askMoreSuppliers(payload, token, expected))
}

/** The enquirer closes the enquiry without choosing, after the page's confirmation (`confirm=close`). */
export async function closeEnquiryAction(data: FormData): Promise<void> {
  const token = tokenOf(data)
  if (text(data, 'confirm') !== 'close') redirect(`${enquiryPagePath(token)}?close=confirm#choose-heading`)
  const payload = await getPayloadClient()
  await decideAndReturn(token, () => closeEnquiry(payload, token))
}

/** The posted attachment of a message, if any. */
async function postedFile(data: FormData, name: string): Promise<UploadedFile | null> {
  const file = data.get(name)
  if (!(file instanceof File) || file.size === 0) return null
  return { name: file.name, type: file.type, size: file.size, data: Buffer.from(await file.arrayBuffer()) }
}

const connectionOf = (data: FormData) =>
  /^\d{1,9}$/.test(text(data, 'connection')) ? Number(text(data, 'connection')) : NaN

/** Where a conversation's form returns: the supplier's lead page or the enquirer's page, at the conversation. */
function conversationReturn(who: Writer, connectionId: number, token: string, change: MessageChange): never {
  const code = messageNoticeCode(change)
  if (who.party === 'supplier') redirect(`${leadPath(connectionId)}?message=${code}#conversation-heading`)
  redirect(`${enquiryPagePath(token)}?message=${code}&with=${connectionId}#conversation-${connectionId}`)
}

async function writerOf(data: FormData, connectionId: number): Promise<{ who: Writer; token: string }> {
  if (text(data, 'party') === 'enquirer') {
    const token = tokenOf(data)
    return { who: { party: 'enquirer', token }, token }
  }
  const account = await requireAccount(Number.isNaN(connectionId) ? LEADS_PATH : leadPath(connectionId))
  return { who: { party: 'supplier', supplierId: listingIdOf(account) }, token: '' }
}

/** A party's message in a conversation (the supplier from the portal, the enquirer from their page). */
export async function sendMessageAction(data: FormData): Promise<void> {
  const connectionId = connectionOf(data)
  const { who, token } = await writerOf(data, connectionId)
  const payload = await getPayloadClient()
  let change: MessageChange
  try {
    change = await sendMessage(payload, who, connectionId, {
      body: text(data, 'body'),
      file: await postedFile(data, 'attachment'),
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'A message could not be sent; nothing was kept' })
    change = { ok: false, message: 'failed' }
  }
  conversationReturn(who, connectionId, token, change)
}

/** A party reports the other's message to staff. */
export async function reportMessageAction(data: FormData): Promise<void> {
  const connectionId = connectionOf(data)
  const { who, token } = await writerOf(data, connectionId)
  const payload = await getPayloadClient()
  const messageId = /^\d{1,9}$/.test(text(data, 'messageId')) ? Number(text(data, 'messageId')) : NaN
  let change: MessageChange
  try {
    change = await reportMessage(payload, who, connectionId, messageId, text(data, 'reason'))
  } catch (error) {
    payload.logger.error({ err: error, msg: 'A message could not be reported' })
    change = { ok: false, message: 'failed' }
  }
  conversationReturn(who, connectionId, token, change)
}
