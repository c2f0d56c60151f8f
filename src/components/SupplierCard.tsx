import { IntentLink } from '@/components/IntentLink.client'

import { RespondsQuickly } from '@/components/RespondsQuickly'
import { RatingLine } from '@/components/reviews/StarRating'
import { CoverImage } from '@/components/SiteImage'
import { TierBadge } from '@/components/packages/TierBadge'
import type { DisplaySupplier } from '@/lib/suppliers/demo'
import { ecoScoreBadgeClass } from '@/lib/suppliers/eco-score'
import { servesFromElsewhere } from '@/lib/suppliers/listing'
import { cardShowsRating } from '@/lib/reviews/rules'
import { profileBreakdownPath, profilePath } from '@/lib/routes'
import { insightClick, insightMark } from '@/lib/insights/beacon-script'

export type SupplierCardProps = {
  supplier: DisplaySupplier
  /** The city page the card is shown on: a supplier serving it from elsewhere says so. */
  city?: string
  /** Counted as an impression (a list or search result); not where the card stands beside a product's page. */
  countImpression?: boolean
}

const CERT_CLASSES: Record<string, string> = {
  green: 'bg-green-100 text-green-900',
  blue: 'bg-blue-100 text-blue-900',
  teal: 'bg-teal-100 text-teal-900',
  amber: 'bg-amber-100 text-amber-900',
  purple: 'bg-purple-100 text-purple-900',
  grey: 'bg-gray-100 text-gray-800',
}

const certClass = (colour: string | null | undefined) => CERT_CLASSES[colour ?? 'green'] ?? CERT_CLASSES.green

const buttonClass =
  'inline-flex flex-1 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold transition-colors'

export function SupplierCard({ supplier, city, countImpression = true }: SupplierCardProps) {
  const headingId = `supplier-${supplier.id}`
  // The visit-counting script's marks (issue 35): a listed supplier's id, never a sample's.
  const listedId = supplier.isSample || !/^\d+$/.test(supplier.id) ? null : Number(supplier.id)
  // Sample suppliers have no slug, hence no profile.
  const profileHref = supplier.slug && !supplier.isSample ? profilePath(supplier.slug) : null
  const badgeClass = `shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ${ecoScoreBadgeClass(supplier.ecoScore)}`
  return (
    <article
      aria-labelledby={headingId}
      data-testid="supplier-card"
      {...(listedId && countImpression ? insightMark('impression', listedId) : {})}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[16/10] w-full bg-gray-100">
        <CoverImage
          src={supplier.imageUrl}
          alt={supplier.name}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        />
        {supplier.isSample ? (
          <span className="absolute left-3 top-3 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
            Sample supplier
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="text-lg font-semibold text-gray-900">
            {profileHref ? (
              <IntentLink href={profileHref} className="hover:text-brand-800 hover:underline">
                {supplier.name}
              </IntentLink>
            ) : (
              supplier.name
            )}
          </h3>
          {profileHref ? (
            // The badge opens the profile's breakdown of the score; beside the heading, never inside another control.
            <IntentLink
              href={profileBreakdownPath(supplier.slug!)}
              className={`${badgeClass} hover:underline`}
              aria-label={`Eco-Score: ${supplier.ecoScore}/10, how ${supplier.name}'s score is made up`}
              data-testid="eco-score-badge"
            >
              Eco-Score: {supplier.ecoScore}/10
            </IntentLink>
          ) : (
            <span className={badgeClass} title="Eco-Score out of 10" data-testid="eco-score-badge">
              Eco-Score: {supplier.ecoScore}/10
            </span>
          )}
        </div>
        {supplier.rating && cardShowsRating(supplier.rating) ? <RatingLine summary={supplier.rating} /> : null}
        {supplier.tierBadge ? <TierBadge label={supplier.tierBadge} className="self-start" /> : null}
        <p className="text-sm text-gray-600" data-testid="supplier-location">
          <span className="sr-only">Location: </span>
          {supplier.location}
          {city && servesFromElsewhere(supplier, city) ? (
            <span className="ml-2 font-medium text-brand-700">Serves {city}</span>
          ) : null}
        </p>
        {supplier.distance ? (
          <p className="text-sm font-medium text-brand-800" data-testid="supplier-distance">
            {supplier.distance}
          </p>
        ) : null}
        {supplier.respondsQuickly ? <RespondsQuickly className="self-start" /> : null}
        <p className="line-clamp-3 text-sm leading-6 text-gray-700">{supplier.description}</p>
        {supplier.certifications.length > 0 ? (
          <ul aria-label="Certifications" className="flex flex-wrap gap-2">
            {supplier.certifications.map((cert) => (
              <li
                key={cert.name}
                className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${certClass(cert.colour)}`}
              >
                {cert.name}
              </li>
            ))}
          </ul>
        ) : null}
        {supplier.products.length > 0 ? (
          <div>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-500">Products</h4>
            <ul className="mt-1 list-inside list-disc text-sm text-gray-700">
              {supplier.products.map((product) => (
                <li key={product}>{product}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {profileHref ? (
          <p className={supplier.contactEmail || supplier.website ? 'pt-1' : 'mt-auto pt-1'}>
            <IntentLink
              href={profileHref}
              className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              View profile<span className="sr-only"> of {supplier.name}</span>
              <span aria-hidden="true"> →</span>
            </IntentLink>
          </p>
        ) : null}
        {supplier.contactEmail || supplier.website ? (
          <div className="mt-auto flex gap-2 pt-2">
            {supplier.contactEmail ? (
              <a
                href={`mailto:${supplier.contactEmail}`}
                {...(listedId ? insightClick('click_email', listedId) : {})}
                className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
              >
                Contact
              </a>
            ) : null}
            {supplier.website ? (
              <a
                href={supplier.website}
                {...(listedId ? insightClick('click_website', listedId) : {})}
                target="_blank"
                rel="noopener noreferrer"
                className={`${buttonClass} border border-brand-700 text-brand-800 hover:bg-brand-50`}
              >
                Website
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  )
}
