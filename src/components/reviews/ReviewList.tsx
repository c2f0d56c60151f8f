import Link from 'next/link'

import { RatingLine, Stars } from '@/components/reviews/StarRating'
import type { ProfileReviews, PublicReview } from '@/lib/data/reviews'
import { formatLongDate } from '@/lib/dates'
import { reportReviewPath, REVIEW_POLICY_PATH } from '@/lib/routes'

type HeadingLevel = 'h2' | 'h3'

/** Average and count, or that there are none yet and how reviews come about. */
export function ReviewsSummary({ data, supplierName }: { data: ProfileReviews; supplierName: string }) {
  return (
    <div data-testid="reviews-summary">
      {data.summary.count > 0 ? (
        <RatingLine summary={data.summary} className="text-base" />
      ) : (
        <p className="text-lg font-semibold text-gray-900">No reviews yet</p>
      )}
      <p className="mt-2 text-sm text-gray-700">
        Only people who sent {supplierName} an enquiry through this site can review it, through a link we e-mail them;
        our team checks each review against the{' '}
        <Link href={REVIEW_POLICY_PATH} className="font-semibold text-brand-700 underline">
          review policy
        </Link>{' '}
        before it is published.
      </p>
    </div>
  )
}

function ReviewItem({
  review,
  supplierName,
  headingLevel,
}: {
  review: PublicReview
  supplierName: string
  headingLevel: HeadingLevel
}) {
  const Heading = headingLevel
  const headingId = `review-${review.id}`
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars value={review.rating} className="text-lg" />
          <span className="sr-only">Rated {review.rating} out of 5.</span>
          <Heading id={headingId} className="text-lg font-semibold text-gray-900">
            {review.title}
          </Heading>
        </div>
        <p className="mt-1 text-sm text-gray-600">
          By <span className="font-medium text-gray-800">{review.authorName}</span>, who enquired through this site ·
          Published <time dateTime={review.publishedAt}>{formatLongDate(new Date(review.publishedAt))}</time>
        </p>
        <p className="mt-1 text-sm text-gray-600">
          {review.workWentAhead === 'yes' ? 'The work went ahead' : 'The work did not go ahead'}
          {review.workDate ? (
            <>
              {' '}
              (work date: <time dateTime={review.workDate}>{formatLongDate(new Date(review.workDate))}</time>)
            </>
          ) : null}
        </p>
        {review.body.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index} className="mt-3 whitespace-pre-line leading-7 text-gray-800">
            {paragraph}
          </p>
        ))}
        {review.reply ? (
          <div className="mt-4 rounded-lg border-l-4 border-brand-600 bg-brand-50 p-4" data-testid="review-reply">
            <p className="text-sm font-semibold text-brand-900">
              Response from {supplierName} ·{' '}
              <time dateTime={review.reply.publishedAt} className="font-normal">
                {formatLongDate(new Date(review.reply.publishedAt))}
              </time>
            </p>
            <p className="mt-2 whitespace-pre-line text-gray-800">{review.reply.text}</p>
          </div>
        ) : null}
        <p className="mt-4 text-right text-sm">
          <Link
            href={reportReviewPath(review.id)}
            prefetch={false}
            rel="nofollow"
            className="text-gray-600 underline hover:text-gray-900"
          >
            Report this review<span className="sr-only">: {review.title}</span>
          </Link>
        </p>
      </article>
    </li>
  )
}

/** The reviews of one page, newest first, each with the supplier's published response. */
export function ReviewItems({
  data,
  supplierName,
  headingLevel = 'h3',
}: {
  data: ProfileReviews
  supplierName: string
  headingLevel?: HeadingLevel
}) {
  if (data.reviews.length === 0) return null
  return (
    <ol className="space-y-5" data-testid="reviews">
      {data.reviews.map((review) => (
        <ReviewItem key={review.id} review={review} supplierName={supplierName} headingLevel={headingLevel} />
      ))}
    </ol>
  )
}

/** 'N reviews removed by our team: 1 × Offensive or abusive, ...', each reason linked to the policy's explanation. */
export function RemovedReviews({ data }: { data: ProfileReviews }) {
  if (data.removedTotal === 0) return null
  return (
    <p className="text-sm text-gray-700" data-testid="reviews-removed">
      {data.removedTotal} {data.removedTotal === 1 ? 'review' : 'reviews'} removed by our team:{' '}
      {data.removals.map((removal, index) => (
        <span key={removal.reason}>
          {index > 0 ? ', ' : null}
          {removal.count} ×{' '}
          <Link href={removal.href} className="text-brand-700 underline">
            {removal.heading}
          </Link>
        </span>
      ))}
      .
    </p>
  )
}
