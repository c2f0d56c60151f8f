import type { CSSProperties, ReactNode } from 'react'

/** A full-width table in the admin's own style: a row of column headings in `cell`'s style, then the caller's rows. */
export function AdminTable({
  headings,
  cell,
  testId,
  children,
}: {
  headings: string[]
  cell: CSSProperties
  testId?: string
  children: ReactNode
}) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid={testId}>
      <thead>
        <tr>
          {headings.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}
