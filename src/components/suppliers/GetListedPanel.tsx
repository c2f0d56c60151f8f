import type { About, GetListed } from '@payload-types'
import Link from 'next/link'

import { PackagesScreen } from '@/components/suppliers/PackagesScreen'
import type { PackageRow } from '@/lib/data/packages'
import { DEFAULT_PAYMENT_TERMS, pricingTerms } from '@/lib/site/pricing-terms'
import { CONTACT_COMPANY_PATH } from '@/lib/routes'

export type GetListedPanelProps = {
  /** Null when the CMS could not be read. */
  getListed: GetListed | null
  about: About | null
  packages: PackageRow[]
  /** The site's VAT treatment of package prices (a site setting); null when it could not be read. */
  vatTreatment: string | null
}

/** The Get Listed tab: the pitch, the benefits, the Packages screen and a way to ask questions. */
export function GetListedPanel({ getListed, about, packages, vatTreatment }: GetListedPanelProps) {
  return (
    <div className="space-y-16">
      {getListed ? (
        <section aria-labelledby="pitch-heading" className="mx-auto max-w-4xl text-center">
          <h2 id="pitch-heading" className="text-3xl font-bold text-brand-900">
            {getListed.pitchTitle}
          </h2>
          <p className="mt-4 text-lg leading-8 text-gray-700">{getListed.pitch}</p>
          {(getListed.benefits ?? []).length > 0 ? (
            <ul aria-label="Benefits" className="mt-10 grid grid-cols-1 gap-4 text-left md:grid-cols-2 lg:grid-cols-3">
              {(getListed.benefits ?? []).map((benefit) => (
                <li
                  key={benefit.id ?? benefit.title}
                  className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-5"
                >
                  <svg
                    aria-hidden="true"
                    width="20"
                    height="20"
                    viewBox="0 0 20 20"
                    className="mt-0.5 shrink-0 text-brand-700"
                  >
                    <path
                      d="M4 10.5l4 4 8-9"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  <div>
                    <p className="font-semibold text-brand-900">{benefit.title}</p>
                    {benefit.description ? <p className="mt-1 text-sm text-gray-700">{benefit.description}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {packages.length > 0 || about ? (
        <PackagesScreen
          packages={packages}
          leadership={about?.leadership ?? []}
          coreValues={about?.coreValues ?? []}
          terms={pricingTerms(getListed ? getListed.paymentTerms : DEFAULT_PAYMENT_TERMS, vatTreatment)}
        />
      ) : (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-center text-red-900">
          Our packages could not be loaded. Please try refreshing the page.
        </p>
      )}
      <div className="text-center">
        <Link
          href={CONTACT_COMPANY_PATH}
          className="inline-flex items-center justify-center rounded-md bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow hover:bg-brand-800"
        >
          Contact Us for More Information
        </Link>
      </div>
    </div>
  )
}
