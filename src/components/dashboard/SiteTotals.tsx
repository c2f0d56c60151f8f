import { AdminTable } from '@/components/dashboard/AdminTable'
import { ENGAGEMENT_DAYS, SITE_WEEKS, type DashboardFigures } from '@/lib/admin/dashboard'
import { formatLongDate } from '@/lib/dates'
import { formatPence } from '@/lib/leads/commission'

// Staff's view of the insights (issue 35): the site's totals per week, a small SVG of its views and enquiries with the
// same figures as a table, and the suppliers with the most and the least engagement.

const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: '4px',
  padding: '1rem',
  marginBottom: '1rem',
}
const cell = {
  padding: '0.35rem 0.75rem',
  borderBottom: '1px solid var(--theme-elevation-100)',
  textAlign: 'left' as const,
}

function WeeksChart({ weeks }: { weeks: DashboardFigures['siteWeeks'] }) {
  const width = 480
  const height = 120
  const max = Math.max(1, ...weeks.map((w) => Math.max(w.views, w.enquiries)))
  const slot = width / Math.max(1, weeks.length)
  const y = (v: number) => height - 4 - (v / max) * (height - 8)
  const line = (key: 'views' | 'enquiries') =>
    weeks.map((w, i) => `${(i * slot + slot / 2).toFixed(1)},${y(w[key]).toFixed(1)}`).join(' ')
  const sum = (key: 'views' | 'enquiries') => weeks.reduce((t, w) => t + w[key], 0)
  return (
    <svg
      role="img"
      aria-labelledby="site-weeks-title"
      aria-describedby="site-weeks-desc"
      viewBox={`0 0 ${width} ${height}`}
      style={{ width: '100%', maxWidth: '480px', height: 'auto' }}
    >
      <title id="site-weeks-title">{`Views and enquiries per week, last ${SITE_WEEKS} weeks`}</title>
      <desc id="site-weeks-desc">
        {`Solid line: views, ${sum('views')} in all. Dashed line: enquiries, ${sum('enquiries')} in all. The table below has each week's figures.`}
      </desc>
      <polyline points={line('views')} fill="none" stroke="#15803d" strokeWidth="2" />
      <polyline points={line('enquiries')} fill="none" stroke="#1d4ed8" strokeWidth="2" strokeDasharray="6 4" />
    </svg>
  )
}

export function SiteTotals({ figures: f }: { figures: DashboardFigures }) {
  return (
    <>
      <div style={box}>
        <h3 style={{ fontSize: '1rem', marginBottom: '0.5rem' }}>The site per week (last {SITE_WEEKS} weeks)</h3>
        <WeeksChart weeks={f.siteWeeks} />
        <p style={{ fontSize: '0.85rem', color: 'var(--theme-elevation-600)' }}>
          Weeks run Monday to Sunday (UK); the last is this week so far. Views: profile and product page views counted
          without cookies. Leads: enquiries’ connections to suppliers (voided ones not counted); wins: those leads won
          now. Revenue: package orders paid plus commission invoices paid, in the week they were paid.
        </p>
        <AdminTable
          headings={['Week from', 'Views', 'Enquiries', 'Leads', 'Wins', 'Orders paid', 'Commission paid', 'Revenue']}
          cell={cell}
          testId="site-weeks"
        >
          {f.siteWeeks.map((w) => (
            <tr key={w.week}>
              <th scope="row" style={cell}>
                {formatLongDate(w.week)}
              </th>
              <td style={cell}>{w.views}</td>
              <td style={cell}>{w.enquiries}</td>
              <td style={cell}>{w.leads}</td>
              <td style={cell}>{w.wins}</td>
              <td style={cell}>{formatPence(w.ordersPaid)}</td>
              <td style={cell}>{formatPence(w.commissionPaid)}</td>
              <td style={cell}>{formatPence(w.ordersPaid + w.commissionPaid)}</td>
            </tr>
          ))}
        </AdminTable>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', marginBottom: '1rem' }}>
        {(
          [
            ['Most engagement', f.engagement.most, 'engagement-most'],
            ['Least engagement', f.engagement.least, 'engagement-least'],
          ] as const
        ).map(([title, rows, testId]) => (
          <div key={testId} style={{ ...box, flex: '1 1 20rem' }}>
            <h3 style={{ fontSize: '1rem', marginBottom: '0.5rem' }}>
              {title} (last {ENGAGEMENT_DAYS} days, of {f.engagement.suppliers} published suppliers)
            </h3>
            {rows.length === 0 ? (
              <p>No published suppliers.</p>
            ) : (
              <AdminTable headings={['Supplier', 'Views', 'Contact clicks', 'Leads']} cell={cell} testId={testId}>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <th scope="row" style={cell}>
                      <a href={`/admin/collections/suppliers/${r.id}`}>{r.name}</a>
                    </th>
                    <td style={cell}>{r.views}</td>
                    <td style={cell}>{r.contacts}</td>
                    <td style={cell}>{r.leads}</td>
                  </tr>
                ))}
              </AdminTable>
            )}
          </div>
        ))}
      </div>
    </>
  )
}
