/** 'Responds quickly': shown while the supplier's median first response is under one working day over 5+ leads. */
export function RespondsQuickly({ className = '' }: { className?: string }) {
  return (
    <span
      data-testid="responds-quickly"
      title="Usually answers enquiries within one working day"
      className={`inline-block rounded-full bg-sky-100 px-2.5 py-1 text-xs font-semibold text-sky-900 ${className}`}
    >
      Responds quickly
    </span>
  )
}
