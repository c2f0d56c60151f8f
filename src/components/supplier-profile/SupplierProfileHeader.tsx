import Link from 'next/link'

import { IntentLink } from '@/components/IntentLink.client'
import { FirstPaintImage } from '@/components/FirstPaintImage'
import { RespondsQuickly } from '@/components/RespondsQuickly'
import type { SupplierProfile } from '@/lib/data/supplier-profile'
import { TierBadge } from '@/components/packages/TierBadge'
import { ecoScoreBadgeClass } from '@/lib/suppliers/eco-score'
import { categoryPath, SUPPLIERS_PATH } from '@/lib/routes'

/** Breadcrumb, name, place, category and eco-score over the supplier's image. */
export function SupplierProfileHeader({ profile }: { profile: SupplierProfile }) {
  return (
    <header className="relative isolate overflow-hidden bg-brand-900">
      <FirstPaintImage src={profile.imageUrl} alt="" fill sizes="100vw" className="-z-10 object-cover opacity-30" />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <nav aria-label="Breadcrumb" className="text-sm text-brand-100">
          <ol className="flex flex-wrap gap-2">
            <li>
              <IntentLink href="/" className="hover:underline">
                Home
              </IntentLink>
              <span aria-hidden="true"> /</span>
            </li>
            <li>
              <IntentLink href={SUPPLIERS_PATH} className="hover:underline">
                Suppliers
              </IntentLink>
              <span aria-hidden="true"> /</span>
            </li>
            <li aria-current="page" className="text-white">
              {profile.name}
            </li>
          </ol>
        </nav>
        <h1 className="mt-4 text-4xl font-bold text-white sm:text-5xl">{profile.name}</h1>
        <p className="mt-4 flex flex-wrap items-center gap-3 text-lg text-brand-50">
          <span data-testid="profile-location">{profile.location}</span>
          {profile.category ? (
            <>
              <span aria-hidden="true">·</span>
              <Link href={categoryPath(profile.category.slug)} className="underline hover:text-white">
                {profile.category.name}
              </Link>
            </>
          ) : null}
          <span className={`rounded-full px-3 py-1 text-sm font-bold ${ecoScoreBadgeClass(profile.ecoScore)}`}>
            Eco-Score: {profile.ecoScore}/10
          </span>
          {profile.tierBadge ? <TierBadge label={profile.tierBadge} className="text-sm" /> : null}
          {profile.respondsQuickly ? <RespondsQuickly className="text-sm" /> : null}
        </p>
      </div>
    </header>
  )
}
