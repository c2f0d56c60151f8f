import { epdExpiredText, isEpdExpired, type Epd } from '@/lib/materials/epd'

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1'

/** 'Verified EPD' or 'EPD not verified', and 'EPD expired on {date}' once its valid-until day has passed. */
export function EpdStatus({ epd, verified, now }: { epd: Epd | null; verified: boolean; now: Date }) {
  if (!epd) return <p className="text-sm text-gray-700">No EPD figures yet</p>
  const expired = isEpdExpired(epd, now)
  return (
    <p className="flex flex-wrap gap-2">
      {verified ? (
        <span className={`${BADGE} bg-brand-50 text-brand-900 ring-brand-100`} data-testid="epd-verified">
          Verified EPD
        </span>
      ) : (
        <span className={`${BADGE} bg-gray-100 text-gray-800 ring-gray-300`} data-testid="epd-unverified">
          EPD not verified
        </span>
      )}
      {expired ? (
        <span className={`${BADGE} bg-red-50 text-red-800 ring-red-200`} data-testid="epd-expired">
          {epdExpiredText(epd)}
        </span>
      ) : null}
    </p>
  )
}
