import type { Metadata } from 'next'
import Link from 'next/link'

import { applyForPackageAction } from '@/actions/checkout'
import { AccountForm, type AccountFormField } from '@/components/account/AccountForm.client'
import { AccountHeading } from '@/components/account/AccountHeading'
import { CommissionNote } from '@/components/packages/CommissionTerms'
import { PayForListingForm } from '@/components/packages/PayForListingForm'
import { formatPounds } from '@/lib/site/calculator'
import { listingIdOf, signedInAccount } from '@/lib/account/session'
import { packageSummary } from '@/lib/packages/describe'
import { getPayloadClient } from '@/lib/platform/payload'
import { pricingTerms } from '@/lib/site/pricing-terms'
import { ACCOUNT_PATHS, GET_LISTED_PATH, PRIVACY_PATH, TERMS_PATH } from '@/lib/routes'

// Per visitor (a signed-in supplier pays straight away), so never cached; a form, so never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Apply for a listing package', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Pay Now for a visitor: a short application, then Stripe Checkout for the package. */
export default async function ApplyPage({ searchParams }: Props) {
  const { package: requested } = await searchParams
  const payload = await getPayloadClient()
  const name = typeof requested === 'string' ? requested.trim().slice(0, 80) : ''
  const { docs } = name
    ? await payload.find({
        collection: 'packages',
        where: { name: { equals: name } },
        limit: 1,
        depth: 0,
        pagination: false,
        overrideAccess: false,
      })
    : { docs: [] }
  const pkg = docs[0]
  if (!pkg)
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        <AccountHeading title="Apply for a listing package" />
        <p className="text-gray-700">
          Please choose a package on the{' '}
          <Link href={GET_LISTED_PATH} className="font-semibold text-brand-700 underline">
            Get Listed
          </Link>{' '}
          tab.
        </p>
      </div>
    )

  const [account, settings, categories] = await Promise.all([
    signedInAccount(),
    payload.findGlobal({ slug: 'site-settings', depth: 0, select: { vatTreatment: true } }),
    payload.find({
      collection: 'categories',
      sort: 'name',
      depth: 0,
      limit: 100,
      pagination: false,
      overrideAccess: false,
      select: { slug: true, name: true },
    }),
  ])
  const summary = packageSummary(pkg)
  const terms = pricingTerms(null, settings.vatTreatment)
  const fields: AccountFormField[] = [
    { name: 'businessName', label: 'Business name', required: true, maxLength: 120, autoComplete: 'organization' },
    { name: 'contactName', label: 'Your name', required: true, maxLength: 120, autoComplete: 'name' },
    { name: 'email', label: 'Work e-mail', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
    { name: 'phone', label: 'Phone', type: 'tel', required: true, maxLength: 30, autoComplete: 'tel' },
    { name: 'city', label: 'City', required: true, maxLength: 80, hint: 'Where your business is based, e.g. London.' },
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      required: true,
      options: categories.docs.map((c) => ({ value: c.slug ?? '', label: c.name })),
    },
    { name: 'website', label: 'Website', maxLength: 200, autoComplete: 'url', hint: 'Optional.' },
    {
      name: 'terms',
      // The consent line links what is agreed to; the commission is stated above, beside the package's terms.
      label: (
        <>
          I agree to the{' '}
          <Link href={TERMS_PATH} className="font-semibold text-brand-700 underline">
            terms and conditions
          </Link>{' '}
          and the{' '}
          <Link href={PRIVACY_PATH} className="font-semibold text-brand-700 underline">
            privacy policy
          </Link>
          .
        </>
      ),
      type: 'checkbox',
      required: true,
    },
  ]
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <AccountHeading title={`Apply for ${pkg.name}`} intro={pkg.description} />
      <section aria-labelledby="package-summary" className="mb-8 rounded-lg border border-gray-200 p-6">
        <h2 id="package-summary" className="text-xl font-semibold text-gray-900">
          {`${pkg.name}: ${formatPounds(pkg.price)}`}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-700" data-testid="package-terms">
          {summary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {terms ? <p className="mt-3 text-sm text-gray-700">{terms}</p> : null}
        <CommissionNote className="mt-3 text-sm text-gray-700" />
      </section>
      {account ? (
        <PayForListingForm
          packageId={pkg.id}
          packageName={pkg.name}
          supplierId={listingIdOf(account)}
          email={account.email}
        />
      ) : (
        <>
          <p className="mb-6 text-gray-700">
            Tell us about your business, then pay securely with Stripe. We create your account and a draft listing when
            the payment arrives, and e-mail you a link to set your password and complete it. Already listed with us?{' '}
            <Link href={ACCOUNT_PATHS.signIn} className="font-semibold text-brand-700 underline">
              Sign in
            </Link>{' '}
            to pay for your listing.
          </p>
          <AccountForm
            action={applyForPackageAction}
            hidden={{ package: pkg.name }}
            fields={fields}
            submitLabel="Continue to payment"
            pendingLabel="Processing..."
          />
        </>
      )}
    </div>
  )
}
