import type { CertificationType } from '@/lib/eco-score/read'
import { formatPoints, pointsWord } from '@/lib/eco-score/format'

const cell = 'border-b border-gray-200 py-2 pr-3 align-top'

/** The certification types we recognise: what each certifies and what it is worth (staff keep the list). */
export function CertificationTypes({ types }: { types: CertificationType[] }) {
  if (types.length === 0) return <p className="mt-4 text-gray-700">We do not recognise any certification type yet.</p>
  return (
    <table className="mt-4 w-full text-left text-sm" data-testid="certification-types">
      <caption className="sr-only">Recognised certification types and their worth</caption>
      <thead className="text-gray-600">
        <tr>
          <th scope="col" className={`${cell} font-semibold`}>
            Certification type
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            What it certifies
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            Worth
          </th>
        </tr>
      </thead>
      <tbody>
        {types.map((t) => (
          <tr key={t.id} data-testid="certification-type">
            <th scope="row" className={`${cell} font-semibold text-gray-900`}>
              {t.name}
            </th>
            <td className={`${cell} text-gray-800`}>{t.description}</td>
            <td className={`${cell} whitespace-nowrap`}>
              {formatPoints(t.points)} {pointsWord(t.points)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
