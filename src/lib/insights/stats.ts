// The insights' arithmetic (issue 35), pure: medians of a category, conversions, changes against the previous period.

/** Below this many suppliers in a category a median would all but name them: none is shown. */
export const MEDIAN_MIN_SUPPLIERS = 5

export type Median = { value: number; over: number } | { value: null; over: number }

/** The median of every supplier's figure (zeros included); null below `minimum` figures. */
export function median(values: readonly number[], minimum: number = MEDIAN_MIN_SUPPLIERS): Median {
  const over = values.length
  if (over < minimum || over === 0) return { value: null, over }
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(over / 2)
  const value = over % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return { value, over }
}

/** A conversion: `part` of `whole` as a fraction; null when there is nothing to convert from. */
export function conversion(part: number, whole: number): number | null {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return null
  return part / whole
}

/** A fraction as a percentage with at most one decimal ('12.5%'); a dash for none. */
export function formatPercent(fraction: number | null): string {
  if (fraction === null) return '–'
  const percent = Math.round(fraction * 1000) / 10
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)}%`
}

/** A count or a median written for people ('1,234'; a median of an even count may end in .5). */
export function formatCount(value: number): string {
  return value.toLocaleString('en-GB', { maximumFractionDigits: 1 })
}

export type Change = {
  /** up, down or same: the words and the sign say it, never a colour alone. */
  direction: 'up' | 'down' | 'same'
  /** '+12', '−3' or '0'. */
  signed: string
  /** 'up 12 (+50%) on the previous 30 days', 'no change on …', 'up 4 from none on …'. */
  words: string
}

const MINUS = '\u2212'

/** How a figure moved against the previous period of the same length. */
export function changeOf(current: number, previous: number, against: string, kind: 'count' | 'rate' = 'count'): Change {
  if (kind === 'rate') {
    const points = Math.round((current - previous) * 1000) / 10
    if (points === 0) return { direction: 'same', signed: '0', words: `no change on ${against}` }
    const size = `${Math.abs(points)} percentage point${Math.abs(points) === 1 ? '' : 's'}`
    return points > 0
      ? { direction: 'up', signed: `+${Math.abs(points)} pts`, words: `up ${size} on ${against}` }
      : { direction: 'down', signed: `${MINUS}${Math.abs(points)} pts`, words: `down ${size} on ${against}` }
  }
  const difference = current - previous
  if (difference === 0) return { direction: 'same', signed: '0', words: `no change on ${against}` }
  const size = formatCount(Math.abs(difference))
  const percent =
    previous > 0 ? ` (${difference > 0 ? '+' : MINUS}${Math.round((Math.abs(difference) / previous) * 100)}%)` : ''
  const from = previous === 0 ? ' from none' : ''
  return difference > 0
    ? { direction: 'up', signed: `+${size}`, words: `up ${size}${percent}${from} on ${against}` }
    : { direction: 'down', signed: `${MINUS}${size}`, words: `down ${size}${percent} on ${against}` }
}
