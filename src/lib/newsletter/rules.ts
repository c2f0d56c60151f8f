// The newsletter's rules: double opt-in (an address is subscribed only once its owner opens the e-mailed link and
// confirms), and a one-click unsubscribe in every newsletter e-mail.

/** A confirmation link works for this many days after it is e-mailed (each new sign-up request sends a new one). */
export const NEWSLETTER_CONFIRM_DAYS = 7

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
}

/** The box's one answer to a well-formed address, whether or not it is already subscribed (no one learns which). */
export const SUBSCRIBE_ANSWER =
  'Almost done: we have e-mailed you a link to confirm your subscription. If this address is already subscribed, there is nothing more to do.'
export const SUBSCRIBE_INVALID = 'Please enter a valid e-mail address.'
export const SUBSCRIBE_FAILED = 'Something went wrong on our side and you are not subscribed yet. Please try again.'

/** The query the confirmation page is reopened with once its button has confirmed. */
export const CONFIRMED_PARAM = 'done=confirmed'
export const CONFIRMED_MESSAGE = 'Thank you: your subscription is confirmed. Our newsletter will come to this address.'
export const CONFIRM_LINK_DEAD =
  'This confirmation link has expired or has already been used. Sign up again from the blog to get a new one.'

export const UNSUBSCRIBED_MESSAGE = 'You are unsubscribed: we will send no more newsletters to this address.'
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Please use the link in our latest e-mail.'

/** RFC 8058's fixed body of a one-click unsubscribe, and the header that announces it. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click'
