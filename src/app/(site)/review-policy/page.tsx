import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { LegalDocument } from '@/components/legal/LegalDocument'
import { getReviewPolicy } from '@/lib/data/reviews'
import { getShellData } from '@/lib/data/shell'
import { policyReasonTexts } from '@/lib/reviews/policy'
import { pageMetadata, siteJsonLd } from '@/lib/seo/metadata'
import { REVIEW_POLICY_PATH } from '@/lib/routes'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const [shell, policy] = await Promise.all([getShellData(), getReviewPolicy()])
  return pageMetadata({
    title: policy.title,
    description: policy.metaDescription,
    path: REVIEW_POLICY_PATH,
    brand: shell.brand,
  })
}

/** The editors' review policy: the introduction, then each reason a review is rejected or removed (profiles link here). */
export default async function ReviewPolicyPage() {
  const [shell, policy] = await Promise.all([getShellData(), getReviewPolicy()])
  const reasons = policyReasonTexts(policy.reasons)
  return (
    <>
      <JsonLd data={siteJsonLd(shell)} />
      <LegalDocument page={policy}>
        <h2 className="mt-12 text-2xl font-bold text-brand-900">What we remove, and why</h2>
        <div className="mt-6 space-y-8">
          {reasons.map((reason) => (
            <section key={reason.reason} id={reason.reason} aria-labelledby={`${reason.reason}-heading`}>
              <h3 id={`${reason.reason}-heading`} className="text-xl font-semibold text-gray-900">
                {reason.heading}
              </h3>
              {reason.explanation ? (
                <p className="mt-2 whitespace-pre-line leading-7 text-gray-800">{reason.explanation}</p>
              ) : null}
            </section>
          ))}
        </div>
      </LegalDocument>
    </>
  )
}
