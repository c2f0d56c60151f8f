import {
  ALREADY_DECLINED,
  DECLINE_AFTER_QUOTE,
  DECLINE_NOT_CONFIRMED,
  DECLINE_NOTE_MISSING,
  DECLINE_NOTE_TOO_LONG,
  DECLINE_REASON_INVALID,
  DECLINE_SAVED_FOR_REVIEW,
  DECLINE_SAVED_VOIDED,
  DECLINE_TOO_LATE,
  LEAD_NOT_FOUND,
  LEAD_STATUS_FINAL,
  LEAD_STATUS_INVALID,
  LEAD_STATUS_NOT_NEXT,
  LEAD_WITHDRAWN,
  STATUS_SAVED,
} from '@/lib/leads/inbox'
import { QUOTE_AFTER_CHOICE, QUOTE_LEAD_GONE, QUOTE_NOT_OPEN, QUOTE_REVISED, QUOTE_SENT } from '@/lib/leads/quotes'

// A lead page's answer after a form post travels as a short code in the address, never as text from the request.

export const LEAD_NOTICES = {
  saved: { ok: true, text: STATUS_SAVED },
  'declined-review': { ok: true, text: DECLINE_SAVED_FOR_REVIEW },
  'declined-voided': { ok: true, text: DECLINE_SAVED_VOIDED },
  'not-found': { ok: false, text: LEAD_NOT_FOUND },
  'invalid-status': { ok: false, text: LEAD_STATUS_INVALID },
  'not-next': { ok: false, text: LEAD_STATUS_NOT_NEXT },
  final: { ok: false, text: LEAD_STATUS_FINAL },
  'invalid-reason': { ok: false, text: DECLINE_REASON_INVALID },
  'note-missing': { ok: false, text: DECLINE_NOTE_MISSING },
  'note-too-long': { ok: false, text: DECLINE_NOTE_TOO_LONG },
  'not-confirmed': { ok: false, text: DECLINE_NOT_CONFIRMED },
  'after-quote': { ok: false, text: DECLINE_AFTER_QUOTE },
  'too-late': { ok: false, text: DECLINE_TOO_LATE },
  'already-declined': { ok: false, text: ALREADY_DECLINED },
  withdrawn: { ok: false, text: LEAD_WITHDRAWN },
  'quote-sent': { ok: true, text: QUOTE_SENT },
  'quote-revised': { ok: true, text: QUOTE_REVISED },
  'quote-after-choice': { ok: false, text: QUOTE_AFTER_CHOICE },
  'quote-not-open': { ok: false, text: QUOTE_NOT_OPEN },
  'quote-lead-gone': { ok: false, text: QUOTE_LEAD_GONE },
  failed: { ok: false, text: 'Something went wrong and nothing was changed. Please try again.' },
} as const

export type LeadNoticeCode = keyof typeof LEAD_NOTICES

const BY_TEXT = new Map<string, LeadNoticeCode>(
  (Object.entries(LEAD_NOTICES) as Array<[LeadNoticeCode, { text: string }]>).map(([code, n]) => [n.text, code]),
)

/** The code of a change's message (every message of src/lib/leads/inbox.ts has one). */
export const noticeCodeFor = (message: string): LeadNoticeCode => BY_TEXT.get(message) ?? 'failed'

export function leadNotice(value: unknown): { ok: boolean; text: string } | null {
  return typeof value === 'string' && value in LEAD_NOTICES ? LEAD_NOTICES[value as LeadNoticeCode] : null
}
