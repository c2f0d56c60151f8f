import { confirmationText, ENQUIRY_SUCCESS, type EnquiryConfirmation } from '@/lib/enquiry/result'

/**
 * What stays on the page after a sent enquiry (the spec's toast says it too, briefly): the thank-you, who received
 * it, what happens next, and that an e-mail with a link to it is on its way. Server-rendered after the HTML form's
 * post, rendered in place by the validated form; no hooks, so both forms use it.
 */
export function EnquiryConfirmationPanel({ confirmation }: { confirmation: EnquiryConfirmation | null | undefined }) {
  const text = confirmation ? confirmationText(confirmation) : null
  return (
    <div
      role="status"
      data-testid="enquiry-confirmation"
      className="mb-5 space-y-2 rounded-md bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-brand-100"
    >
      <p className="font-semibold">{ENQUIRY_SUCCESS.title}</p>
      <p>{ENQUIRY_SUCCESS.description}</p>
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
