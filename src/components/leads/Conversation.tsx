import { reportMessageAction, sendMessageAction } from '@/actions/quotes'
import { FILE_INPUT_CLASS, INPUT_CLASS, LABEL_CLASS } from '@/components/forms/FormField'
import { formatLongDate, UK_TIME_ZONE, ukDay } from '@/lib/dates'
import { LEAD_ATTACHMENT_MAX_BYTES } from '@/lib/leads/attachment-rules'
import { MESSAGE_MAX } from '@/lib/leads/conversation-rules'
import type { MessageView } from '@/lib/leads/conversations'
import { attachmentPath } from '@/lib/routes'

const button = 'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800'
const when = (iso: string) =>
  `${formatLongDate(ukDay(new Date(iso)).iso)}, ${new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: UK_TIME_ZONE,
  })}`

/**
 * One conversation, for one of its two parties: the messages (a hidden one says so, with staff's reason), a report
 * button on the other party's, and the form. Plain forms posted to server actions: no JavaScript needed.
 */
export function Conversation({
  connectionId,
  viewer,
  otherName,
  messages,
  token,
  notice,
  open,
}: {
  connectionId: number
  viewer: 'supplier' | 'enquirer'
  otherName: string
  messages: MessageView[]
  /** The enquirer's link's token (their forms and attachment links carry it). */
  token?: string
  notice: { ok: boolean; text: string } | null
  /** Whether new messages may be written (not on a declined or lost connection). */
  open: boolean
}) {
  const id = `message-${viewer}-${connectionId}`
  const partyFields = (
    <>
      <input type="hidden" name="connection" value={connectionId} />
      {viewer === 'enquirer' ? (
        <>
          <input type="hidden" name="party" value="enquirer" />
          <input type="hidden" name="token" value={token} />
        </>
      ) : null}
    </>
  )
  return (
    <div className="mt-3 space-y-3 text-sm" data-testid={`conversation-${connectionId}`}>
      {notice ? (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={
            notice.ok
              ? 'rounded-md border border-green-200 bg-green-50 p-2 text-green-900'
              : 'rounded-md border border-red-200 bg-red-50 p-2 text-red-900'
          }
        >
          {notice.text}
        </p>
      ) : null}
      {messages.length ? (
        <ol className="space-y-2" data-testid="messages">
          {messages.map((m) => (
            <li
              key={m.id}
              className={`rounded-md border p-2 ${m.sentBy === viewer ? 'border-brand-100 bg-brand-50' : 'border-gray-200'}`}
            >
              <p className="text-xs text-gray-700">
                {m.sentBy === viewer ? 'You' : otherName} · {when(m.sentAt)}
              </p>
              {m.hiddenReason !== null ? (
                <p className="italic text-gray-700">Hidden by our team: {m.hiddenReason}</p>
              ) : (
                <p className="whitespace-pre-line text-gray-900" data-testid="message-body">
                  {m.body}
                </p>
              )}
              {m.attachment ? (
                <p>
                  <a href={attachmentPath(m.attachment.id, token)} className="underline">
                    Attachment: {m.attachment.filename}
                  </a>
                </p>
              ) : null}
              {m.sentBy !== viewer && m.hiddenReason === null ? (
                m.reported ? (
                  <p className="text-xs text-gray-700">Reported to our team.</p>
                ) : (
                  <form action={reportMessageAction} className="mt-1">
                    {partyFields}
                    <input type="hidden" name="messageId" value={m.id} />
                    <button type="submit" className="text-xs font-semibold text-gray-800 underline">
                      Report this message
                    </button>
                  </form>
                )
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-gray-700">No messages yet.</p>
      )}
      {open ? (
        <form action={sendMessageAction} className="space-y-2">
          {partyFields}
          <label htmlFor={id} className={LABEL_CLASS}>
            Your message to {otherName}
          </label>
          <textarea id={id} name="body" required rows={3} maxLength={MESSAGE_MAX} className={INPUT_CLASS} />
          <label htmlFor={`${id}-file`} className={LABEL_CLASS}>
            Attachment (optional: an image or a PDF, up to {LEAD_ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            name="attachment"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            className={FILE_INPUT_CLASS}
          />
          <button type="submit" className={button}>
            Send the message
          </button>
        </form>
      ) : null}
    </div>
  )
}
