// Single-line text: names, subjects, phone numbers, anything that may end up in an e-mail header.

/** Line breaks of any kind: CR, LF, NEL and the Unicode line and paragraph separators. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/

/** Every control character (C0, DEL and C1) and the Unicode line and paragraph separators. */
const HEADER_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g

/** True when the text holds a line break (a header injection such as 'Bob\r\nBcc: x@evil.example'). */
export function hasLineBreak(value: string): boolean {
  return LINE_BREAK.test(value)
}

/** The field message for a line break in a one-line field: '<label> must be on one line.' */
export const singleLineMessage = (label: string) => `${label} must be on one line.`

/** A Payload `validate` for a text field clients write: refuses a line break with the field's message. */
export const validateSingleLine =
  (label: string) =>
  (value: unknown): true | string =>
    typeof value === 'string' && hasLineBreak(value) ? singleLineMessage(label) : true

/**
 * Text made safe for an e-mail header (subject, a sender's name, an address): every control character and line
 * separator becomes one space, runs of spaces shrink to one, the ends are trimmed. Stored data reaches subjects
 * (a supplier's name staff typed), so this runs on every message as it leaves (src/lib/email/resend-adapter.ts).
 */
export function headerText(value: string): string {
  return value.replace(HEADER_UNSAFE, ' ').replace(/ {2,}/g, ' ').trim()
}
