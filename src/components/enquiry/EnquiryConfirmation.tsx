import { confirmationText, ENQUIRY_SUCCESS, type EnquiryConfirmation } from '@/lib/enquiry/result'

/** The panel's heading: the spec's toast ('Thank you!') comes and goes; this stays. */
export const ENQUIRY_SENT_HEADING = 'Your enquiry has been sent'

/**
 * What stays on the page after a sent enquiry, until the visitor leaves it: who received it, what happens next, and
 * that an e-mail with a link to it is on its way. Rendered by the server after the HTML form's post (where, without
 * JavaScript, no toast shows: `withThanks` adds the spec's thank-you text) and in place by the validated form (whose
 * toast says the thank-you). No hooks, so both forms use it.
 */
export function EnquiryConfirmationPanel({
  confirmation,
  withThanks = false,
}: {
  confirmation: EnquiryConfirmation | null | undefined
  withThanks?: boolean
}) {
  const text = confirmation ? confirmationText(confirmation) : null
  return (
    <div
      role="status"
      data-testid="enquiry-confirmation"
      className="mb-5 space-y-2 rounded-md bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-brand-100"
    >
      {withThanks ? (
        <>
          <p className="font-semibold">{ENQUIRY_SUCCESS.title}</p>
          <p>{ENQUIRY_SUCCESS.description}</p>
        </>
      ) : null}
      <p className="font-semibold">{ENQUIRY_SENT_HEADING}</p>
      {text ? (
        <>
          <p data-testid="enquiry-confirmation-received">{text.received}</p>
          <p>
            <span className="font-semibold">What happens next: </span>
            {text.next}
          </p>
          <p>{text.emailed}</p>
        </>
      ) : null}
    </div>
  )
}
