import type { ProfileCertification } from '@/lib/data/supplier-profile'
import { formatLongDate } from '@/lib/dates'

const ACCENTS: Record<string, string> = {
  green: 'border-green-500',
  blue: 'border-blue-500',
  teal: 'border-teal-500',
  amber: 'border-amber-500',
  purple: 'border-purple-500',
  grey: 'border-gray-400',
}

function Detail({ term, value }: { term: string; value: string | null }) {
  if (!value) return null
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-gray-600">{term}:</dt>
      <dd className="text-gray-900">{value}</dd>
    </div>
  )
}

const longDate = (value: string | null) => (value ? formatLongDate(value) : null)

/** Each current certificate with its issuer, number, verified date and expiry. */
export function CertificationList({ certifications }: { certifications: ProfileCertification[] }) {
  if (certifications.length === 0)
    return <p className="text-gray-700">No current certifications are listed for this supplier.</p>
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="certifications">
      {certifications.map((cert) => (
        <li
          key={cert.id}
          data-testid="certification"
          className={`rounded-lg border border-l-4 border-gray-200 bg-white p-4 shadow-sm ${ACCENTS[cert.colour ?? 'green'] ?? ACCENTS.green}`}
        >
          <h3 className="font-semibold text-gray-900">{cert.name}</h3>
          <dl className="mt-2 space-y-1 text-sm">
            <Detail term="Issuer" value={cert.issuer} />
            <Detail term="Certificate number" value={cert.number} />
            <Detail term="Verified" value={longDate(cert.verifiedAt)} />
            <Detail term="Expires" value={longDate(cert.expiresAt)} />
          </dl>
        </li>
      ))}
    </ul>
  )
}
