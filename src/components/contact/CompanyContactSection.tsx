import { sendContactMessageAction } from '@/actions/contact'
import { AccountForm, type AccountFormField } from '@/components/account/AccountForm.client'
import { CONTACT_HONEYPOT, CONTACT_LIMITS } from '@/lib/contact/schema'
import { getSiteSettings } from '@/lib/data/site'
import { BRAND_FALLBACK } from '@/lib/email/site-facts'
import { CONTACT_COMPANY_ANCHOR } from '@/lib/routes'

const FIELDS: readonly AccountFormField[] = [
  { name: 'name', label: 'Your name', required: true, autoComplete: 'name', maxLength: CONTACT_LIMITS.name },
  { name: 'email', label: 'Your e-mail address', type: 'email', required: true, autoComplete: 'email' },
  {
    name: 'message',
    label: 'Your message',
    type: 'textarea',
    required: true,
    maxLength: CONTACT_LIMITS.message.max,
    hint: `At most ${CONTACT_LIMITS.message.max} characters. It reaches our team only: no supplier sees it.`,
  },
]

/** The company's own details from Site settings, or nothing when they cannot be read (the form still works). */
async function companyDetails() {
  try {
    const settings = await getSiteSettings()
    return {
      brand: settings.brandName || BRAND_FALLBACK,
      phone: settings.contactPhone?.trim() || null,
      legalName: settings.seller?.legalName?.trim() || null,
      address: settings.seller?.address?.trim() || null,
      companyNumber: settings.seller?.companyNumber?.trim() || null,
    }
  } catch {
    return { brand: BRAND_FALLBACK, phone: null, legalName: null, address: null, companyNumber: null }
  }
}

/**
 * /contact's way to reach the company itself (below the spec's enquiry, which goes to suppliers as a paid lead): its
 * contact details and a short message form to the staff address. The page stays static: the form posts to a server
 * action and works without JavaScript.
 */
export async function CompanyContactSection() {
  const details = await companyDetails()
  const headingId = `${CONTACT_COMPANY_ANCHOR}-heading`
  return (
    <section id={CONTACT_COMPANY_ANCHOR} aria-labelledby={headingId} className="bg-white py-16">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 sm:px-6 md:grid-cols-5 lg:px-8">
        <div className="md:col-span-2">
          <h2 id={headingId} className="text-3xl font-bold text-brand-900">
            Contact our team
          </h2>
          <p className="mt-3 text-gray-700">
            A question for {details.brand} itself, about listing your business, our packages or this site? Write to us
            here. Unlike the enquiry above, your message goes to our team only, never to suppliers.
          </p>
          <dl className="mt-6 space-y-4 text-gray-800">
            {details.phone ? (
              <div>
                <dt className="font-semibold">Phone</dt>
                <dd>
                  <a href={`tel:${details.phone.replace(/[^+0-9]/g, '')}`} className="text-brand-700 underline">
                    {details.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {details.address ? (
              <div>
                <dt className="font-semibold">Address</dt>
                <dd className="whitespace-pre-line">
                  {details.legalName ? `${details.legalName}\n` : null}
                  {details.address}
                </dd>
              </div>
            ) : null}
            {details.companyNumber ? (
              <div>
                <dt className="font-semibold">Company number</dt>
                <dd>{details.companyNumber}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <div className="md:col-span-3">
          <AccountForm
            action={sendContactMessageAction}
            fields={FIELDS}
            honeypot={CONTACT_HONEYPOT}
            submitLabel="Send message"
            pendingLabel="Sending..."
          />
        </div>
      </div>
    </section>
  )
}
