// The rules and words of 'send the e-mail again' (the set-password link) on the page Checkout returns to: no imports,
// so pages, the e-mail code and the end-to-end specs share them.

/** 'Send it again' requests allowed per paid order and per client address in the window. */
export const WELCOME_RESEND_LIMIT = 3
/** The window of the limit, in seconds (an hour). */
export const WELCOME_RESEND_WINDOW_SECONDS = 60 * 60

/** The one answer to 'send it again', whatever was found: it says nothing of whether an account has the address. */
export const WELCOME_RESENT =
  'If your new account is still waiting for its password, we have e-mailed the link again to the address you gave. ' +
  'It can take a few minutes to arrive: use the link in the newest e-mail.'
