import type { ConversionLine, FigureLine } from '@/lib/insights/insights'
import { formatCount, formatPercent, MEDIAN_MIN_SUPPLIERS, type Change, type Median } from '@/lib/insights/stats'

// The insights' summary tables (issue 35): each figure this period, the previous period and the change (its sign and
// in words, never a colour alone), and the category's median (with how many suppliers it is over, or why none).

const ARROW: Record<Change['direction'], string> = { up: '▲', down: '▼', same: '=' }

function ChangeCell({ change }: { change: Change | null }) {
  if (!change) return <span className="text-gray-700">No rate to compare with</span>
  return (
    <span>
      <span aria-hidden="true">{ARROW[change.direction]} </span>
      <span className="font-semibold">{change.signed}</span>
      <span className="block text-xs text-gray-700">{change.words}</span>
    </span>
  )
}

function MedianCell({ median, format }: { median: Median; format: (value: number) => string }) {
  if (median.value === null)
    return <span className="text-xs text-gray-700">None: fewer than {MEDIAN_MIN_SUPPLIERS} suppliers to compare</span>
  return (
    <span>
      {format(median.value)}
      <span className="block text-xs text-gray-700">over {median.over} suppliers</span>
    </span>
  )
}

export function FiguresTable({ lines, days }: { lines: FigureLine[]; days: number }) {
  return (
    <table className="mt-4 w-full text-left text-sm" data-testid="insights-figures">
      <caption className="sr-only">Your figures over the last {days} days</caption>
      <thead className="border-b border-gray-200 text-gray-600">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Figure
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Last {days} days
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Previous {days} days
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Change
          </th>
          <th scope="col" className="py-2 font-semibold">
            Category median
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.key} className="border-b border-gray-100 align-top" data-testid={`figure-${l.key}`}>
            <th scope="row" className="py-2 pr-3">
              {l.label}
              <span className="block text-xs font-normal text-gray-700">{l.per}</span>
            </th>
            <td className="py-2 pr-3 text-base font-semibold" data-testid="figure-value">
              {formatCount(l.value)}
            </td>
            <td className="py-2 pr-3" data-testid="figure-previous">
              {formatCount(l.previous)}
            </td>
            <td className="py-2 pr-3">
              <ChangeCell change={l.change} />
            </td>
            <td className="py-2" data-testid="figure-median">
              <MedianCell median={l.median} format={formatCount} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function ConversionsTable({ lines, days }: { lines: ConversionLine[]; days: number }) {
  return (
    <table className="mt-4 w-full text-left text-sm" data-testid="insights-conversions">
      <caption className="sr-only">Your conversions over the last {days} days</caption>
      <thead className="border-b border-gray-200 text-gray-600">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Conversion
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Last {days} days
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Previous {days} days
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Change
          </th>
          <th scope="col" className="py-2 font-semibold">
            Category median
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((c) => (
          <tr key={c.key} className="border-b border-gray-100 align-top" data-testid={`conversion-${c.key}`}>
            <th scope="row" className="py-2 pr-3">
              {c.label}
            </th>
            <td className="py-2 pr-3 text-base font-semibold" data-testid="conversion-value">
              {formatPercent(c.value)}
            </td>
            <td className="py-2 pr-3">{formatPercent(c.previous)}</td>
            <td className="py-2 pr-3">
              <ChangeCell change={c.change} />
            </td>
            <td className="py-2">
              <MedianCell median={c.median} format={(v) => formatPercent(v)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
