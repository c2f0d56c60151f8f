/** A paid package's badge ('National Partner'), shown on a card or profile while the package runs. */
export function TierBadge({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span
      data-testid="tier-badge"
      title="Listing package"
      className={`inline-flex items-center rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ${className}`}
    >
      {label}
    </span>
  )
}
