import type { SupplierProfile } from '@/lib/data/supplier-profile'
import { insightClick } from '@/lib/insights/beacon-script'

/** The supplier's e-mail (a mail link) and website (a new tab), each only when set; their clicks are counted (issue 35). */
export function SupplierContact({
  profile,
}: {
  profile: Pick<SupplierProfile, 'id' | 'name' | 'contactEmail' | 'website'>
}) {
  if (!profile.contactEmail && !profile.website) return null
  return (
    <section aria-labelledby="contact-heading" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="contact-heading" className="text-lg font-semibold text-gray-900">
        Contact
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {profile.contactEmail ? (
          <li>
            <span className="text-gray-600">Email: </span>
            <a
              href={`mailto:${profile.contactEmail}`}
              {...insightClick('click_email', profile.id)}
              className="break-all font-semibold text-brand-700 underline hover:text-brand-900"
            >
              {profile.contactEmail}
            </a>
          </li>
        ) : null}
        {profile.website ? (
          <li>
            <span className="text-gray-600">Website: </span>
            <a
              href={profile.website}
              {...insightClick('click_website', profile.id)}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all font-semibold text-brand-700 underline hover:text-brand-900"
            >
              {profile.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  )
}
