// The conversation of a lead connection (issue 33): its limits, as the collection, the forms and the tests read them.

export const MESSAGE_MAX = 2000
export const MESSAGE_REPORT_REASON_MAX = 500
/** Each party writes at most this many messages an hour (a supplier across its leads, an enquirer across theirs). */
export const MESSAGES_PER_HOUR = 20
export const MESSAGE_WINDOW_MS = 60 * 60 * 1000
/** The other party is e-mailed at most once per conversation and direction in this many minutes. */
export const MESSAGE_EMAIL_INTERVAL_MINUTES = 15
export const MESSAGE_EMAIL_INTERVAL_MS = MESSAGE_EMAIL_INTERVAL_MINUTES * 60 * 1000

export const MESSAGE_SENT = 'Message sent.'
export const MESSAGE_EMPTY = `Please write a message (at most ${MESSAGE_MAX} characters).`
export const MESSAGE_TOO_MANY = `You have sent ${MESSAGES_PER_HOUR} messages in the last hour: please wait a little before sending more.`
export const MESSAGE_CLOSED = 'This conversation is closed: the lead was declined or another quote was chosen.'
export const MESSAGE_REPORTED = 'Thank you: our team will look at the message you reported.'
export const MESSAGE_NOT_FOUND = 'We could not find that message.'
