import { COMMISSION_HEADING, commissionSummary, commissionTerms } from '@/lib/leads/commission-terms'

/** The per-lead commission in one sentence, beside a package's price and terms (Get Listed, the application). */
export function CommissionNote({ className = 'mt-2 text-sm text-gray-700' }: { className?: string }) {
  return (
    <p data-testid="commission-terms" className={className}>
      <strong className="font-semibold">{COMMISSION_HEADING}:</strong> {commissionSummary()}
    </p>
  )
}

/** The terms of service's section on the commission, below the page's own text. */
export function CommissionTermsSection() {
  return (
    <section aria-labelledby="commission-heading" data-testid="commission-terms" className="mt-10">
      <h2 id="commission-heading" className="text-2xl font-bold text-brand-900">
        {COMMISSION_HEADING}
      </h2>
      {commissionTerms().map((line) => (
        <p key={line} className="mt-4 leading-7 text-gray-800">
          {line}
        </p>
      ))}
    </section>
  )
}
