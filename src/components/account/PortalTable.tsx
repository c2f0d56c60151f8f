import type { ReactNode } from 'react'

/** A table of the supplier portal: a row of column headings, then the rows its caller renders. */
export function PortalTable({
  testId,
  headings,
  children,
}: {
  testId: string
  headings: string[]
  children: ReactNode
}) {
  return (
    <table className="w-full text-left text-sm" data-testid={testId}>
      <thead className="border-b border-gray-200 text-gray-600">
        <tr>
          {headings.map((heading, index) => (
            <th
              key={heading}
              className={index < headings.length - 1 ? 'py-2 pr-3 font-semibold' : 'py-2 font-semibold'}
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}
