import { ratingText } from '@/lib/reviews/public'
import type { RatingSummary } from '@/lib/reviews/rules'

/** Five stars filled to the nearest whole star; decorative, the words beside them carry the rating. */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const filled = Math.round(value)
  return (
    <span aria-hidden="true" className={`tracking-tight text-amber-500 ${className}`}>
      {'★'.repeat(filled)}
      <span className="text-gray-300">{'★'.repeat(Math.max(0, 5 - filled))}</span>
    </span>
  )
}

/** A count and average: stars, '4.3' and '(12 reviews)' to the eye, '4.3 out of 5, 12 reviews' to a screen reader. */
export function RatingLine({ summary, className = '' }: { summary: RatingSummary; className?: string }) {
  if (summary.average === null) return null
  return (
    <p className={`flex items-center gap-1.5 text-sm text-gray-800 ${className}`} data-testid="rating">
      <Stars value={summary.average} />
      <span className="sr-only">{ratingText(summary)}</span>
      <span aria-hidden="true">
        <span className="font-semibold">{summary.average.toFixed(1)}</span> ({summary.count}{' '}
        {summary.count === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  )
}
