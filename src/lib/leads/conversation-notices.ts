import {
  MESSAGE_CLOSED,
  MESSAGE_EMPTY,
  MESSAGE_NOT_FOUND,
  MESSAGE_REPORTED,
  MESSAGE_SENT,
  MESSAGE_TOO_MANY,
} from '@/lib/leads/conversation-rules'
import type { MessageChange } from '@/lib/leads/conversations'
import { LEAD_NOT_FOUND, LEAD_WITHDRAWN } from '@/lib/leads/inbox'
import { ENQUIRY_LINK_GONE } from '@/lib/leads/erasure-token'

// A conversation form's answer travels as a short code in the address, never as text from the request.

export const MESSAGE_NOTICES = {
  sent: { ok: true, text: MESSAGE_SENT },
  reported: { ok: true, text: MESSAGE_REPORTED },
  empty: { ok: false, text: MESSAGE_EMPTY },
  'too-many': { ok: false, text: MESSAGE_TOO_MANY },
  closed: { ok: false, text: MESSAGE_CLOSED },
  'not-found': { ok: false, text: MESSAGE_NOT_FOUND },
  'lead-not-found': { ok: false, text: LEAD_NOT_FOUND },
  withdrawn: { ok: false, text: LEAD_WITHDRAWN },
  'link-gone': { ok: false, text: ENQUIRY_LINK_GONE },
  attachment: {
    ok: false,
    text: 'The attachment was not sent: please attach an image (JPEG, PNG or WebP) or a PDF of at most 5 MB.',
  },
  failed: { ok: false, text: 'Something went wrong and the message was not sent. Please try again.' },
} as const
export type MessageNoticeCode = keyof typeof MESSAGE_NOTICES

export function messageNoticeCode(change: MessageChange): MessageNoticeCode {
  if (change.field === 'attachment') return 'attachment'
  const found = (Object.entries(MESSAGE_NOTICES) as Array<[MessageNoticeCode, { text: string }]>).find(
    ([, n]) => n.text === change.message,
  )
  return found ? found[0] : 'failed'
}

export function messageNotice(value: unknown): { ok: boolean; text: string } | null {
  return typeof value === 'string' && value in MESSAGE_NOTICES ? MESSAGE_NOTICES[value as MessageNoticeCode] : null
}
