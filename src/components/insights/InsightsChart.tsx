import { formatCount } from '@/lib/insights/stats'

// One figure over time as a server-rendered SVG bar chart (issue 35): no chart library and no script. Accessible: the
// SVG is an image with a title and a description, and the same figures follow as a table.

export type ChartBar = { key: string; label: string; value: number; partial: boolean }

const WIDTH = 640
const HEIGHT = 180
const TOP = 12
const BOTTOM = 28
const LEFT = 44
const RIGHT = 8

export function InsightsChart({
  id,
  title,
  per,
  bars,
  barName,
}: {
  id: string
  title: string
  /** What the figure is, per bar ('page views of your profile and your products'). */
  per: string
  bars: ChartBar[]
  /** 'day', 'week' or 'month'. */
  barName: string
}) {
  const max = Math.max(0, ...bars.map((b) => b.value))
  const total = bars.reduce((sum, b) => sum + b.value, 0)
  const scaleTop = max === 0 ? 1 : max
  const plotWidth = WIDTH - LEFT - RIGHT
  const plotHeight = HEIGHT - TOP - BOTTOM
  const slot = plotWidth / Math.max(1, bars.length)
  const barWidth = Math.max(1, slot * 0.7)
  const highest = bars.reduce<ChartBar | null>((best, b) => (best === null || b.value > best.value ? b : best), null)
  const first = bars[0]
  const last = bars[bars.length - 1]
  const description =
    bars.length === 0
      ? 'No figures.'
      : `${title} per ${barName}, ${bars.length} bars from ${first!.label} to ${last!.label}: ${formatCount(total)} in ` +
        `all${max > 0 && highest ? `, the most ${formatCount(highest.value)} (${highest.label})` : ', none in any'}.` +
        (bars.some((b) => b.partial) ? ` A bar marked part covers only the days of its ${barName} in the period.` : '')
  return (
    <figure className="mt-6" data-testid={`chart-${id}`}>
      <figcaption className="font-semibold text-gray-900">
        {title} per {barName}
      </figcaption>
      <p className="text-sm text-gray-700">{per}</p>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-auto w-full"
        preserveAspectRatio="none"
      >
        <title id={`${id}-title`}>{`${title} per ${barName}`}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1={LEFT} y1={TOP + plotHeight} x2={WIDTH - RIGHT} y2={TOP + plotHeight} stroke="#4b5563" />
        <text x={LEFT - 6} y={TOP + 10} textAnchor="end" fontSize="12" fill="#374151">
          {formatCount(max)}
        </text>
        <text x={LEFT - 6} y={TOP + plotHeight} textAnchor="end" fontSize="12" fill="#374151">
          0
        </text>
        {bars.map((b, index) => {
          const height = (b.value / scaleTop) * plotHeight
          return (
            <rect
              key={b.key}
              x={LEFT + index * slot + (slot - barWidth) / 2}
              y={TOP + plotHeight - height}
              width={barWidth}
              height={height}
              fill="#15803d"
            />
          )
        })}
        {first ? (
          <text x={LEFT} y={HEIGHT - 8} fontSize="12" fill="#374151">
            {first.label}
          </text>
        ) : null}
        {last && bars.length > 1 ? (
          <text x={WIDTH - RIGHT} y={HEIGHT - 8} textAnchor="end" fontSize="12" fill="#374151">
            {last.label}
          </text>
        ) : null}
      </svg>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 underline">
          {title} per {barName} as a table
        </summary>
        <table className="mt-2 w-full text-left text-sm" data-testid={`chart-table-${id}`}>
          <caption className="sr-only">
            {title} per {barName}
          </caption>
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-semibold">
                {barName[0]!.toUpperCase() + barName.slice(1)}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {title}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.key} className="border-b border-gray-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {b.label}
                  {b.partial ? ' (part)' : ''}
                </th>
                <td className="py-1" data-testid="chart-cell">
                  {formatCount(b.value)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-1 pr-3">
                Total
              </th>
              <td className="py-1 font-semibold" data-testid="chart-total">
                {formatCount(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </details>
    </figure>
  )
}
