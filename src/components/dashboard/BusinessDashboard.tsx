import type { ServerProps } from 'payload'

import { isStaffUser } from '@/access'
import { EXPIRING_SOON_DAYS } from '@/lib/suppliers/certificates'
import { formatPence } from '@/lib/leads/commission'
import { DASHBOARD_WINDOW_DAYS, getDashboardFigures, type RoutedCount } from '@/lib/admin/dashboard'
import { formatLongDate } from '@/lib/dates'
import { AdminTable } from '@/components/dashboard/AdminTable'
import { SiteTotals } from '@/components/dashboard/SiteTotals'

const card = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: '4px',
  padding: '1rem',
  minWidth: '12rem',
  flex: '1 1 12rem',
}
const cell = {
  padding: '0.35rem 0.75rem',
  borderBottom: '1px solid var(--theme-elevation-100)',
  textAlign: 'left' as const,
}

function Figure({ label, value, testId, note }: { label: string; value: string; testId: string; note?: string }) {
  return (
    <div style={card}>
      <div style={{ color: 'var(--theme-elevation-600)', fontSize: '0.85rem' }}>{label}</div>
      <div data-testid={testId} style={{ fontSize: '1.75rem', fontWeight: 600 }}>
        {value}
      </div>
      {note ? <div style={{ color: 'var(--theme-elevation-600)', fontSize: '0.8rem' }}>{note}</div> : null}
    </div>
  )
}

function RoutedTable({ title, rows, testId }: { title: string; rows: RoutedCount[]; testId: string }) {
  return (
    <div style={{ ...card, flex: '1 1 20rem' }}>
      <h3 style={{ fontSize: '1rem', marginBottom: '0.5rem' }}>{title}</h3>
      {rows.length === 0 ? (
        <p>No enquiries in the last {DASHBOARD_WINDOW_DAYS} days.</p>
      ) : (
        <AdminTable headings={['', 'Enquiries', 'Suppliers reached']} cell={cell} testId={testId}>
          {rows.map((r) => (
            <tr key={r.name}>
              <th scope="row" style={cell}>
                {r.name}
              </th>
              <td style={cell}>{r.enquiries}</td>
              <td style={cell}>{r.connections}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  )
}

/** An admin list filtered to one status. */
const filteredList = (collection: string, status: string) =>
  `/admin/collections/${collection}?where[status][equals]=${status}`

/** Admin home: the business at a glance, for staff, computed from the database on every request. */
export async function BusinessDashboard({ payload, user }: ServerProps) {
  if (!isStaffUser(user)) return null
  const f = await getDashboardFigures(payload)
  return (
    <section aria-labelledby="business-dashboard-heading" style={{ marginBottom: '2rem' }}>
      <h2 id="business-dashboard-heading" style={{ marginBottom: '1rem' }}>
        The business at a glance
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', marginBottom: '1rem' }}>
        <Figure
          label="Enquiries this week"
          value={String(f.enquiriesThisWeek)}
          testId="enquiries-this-week"
          note={`Last week: ${f.enquiriesLastWeek}`}
        />
        <Figure label="Enquiries last week" value={String(f.enquiriesLastWeek)} testId="enquiries-last-week" />
        <Figure
          label="Orders paid this month"
          value={String(f.ordersPaidThisMonth)}
          testId="orders-paid-this-month"
          note={`${f.ordersPendingThisMonth} awaiting payment`}
        />
        <Figure label="Revenue this month" value={formatPence(f.revenueThisMonth)} testId="revenue-this-month" />
        <Figure
          label={`Certificates expiring within ${EXPIRING_SOON_DAYS} days`}
          value={String(f.certificatesExpiring)}
          testId="certificates-expiring"
        />
        <Figure
          label="Listings with leads paused for an unpaid invoice"
          value={String(f.leadsPausedForUnpaid)}
          testId="leads-paused-unpaid"
        />
        <Figure
          label="Listings waiting for review"
          value={String(f.listingsAwaitingReview.count)}
          testId="listings-awaiting-review"
        />
        <Figure
          label="Reviews waiting for staff"
          value={String(f.moderation.reviewsWaiting)}
          testId="reviews-waiting"
          note={`${f.moderation.repliesWaiting} replies waiting, ${f.moderation.reportsOpen} reports open`}
        />
        <Figure
          label={`Enquiries won through the platform (last ${DASHBOARD_WINDOW_DAYS} days)`}
          value={String(f.wonThroughPlatform.recent)}
          testId="won-through-platform"
          note={`${f.wonThroughPlatform.total} in all: a quote accepted on the enquirer’s page`}
        />
        <Figure
          label={`E-mails that failed (last ${DASHBOARD_WINDOW_DAYS} days)`}
          value={String(f.failedEmails.count)}
          testId="failed-emails"
        />
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', marginBottom: '1rem' }}>
        <RoutedTable
          title={`Leads routed by city (last ${DASHBOARD_WINDOW_DAYS} days)`}
          rows={f.routedByCity}
          testId="routed-by-city"
        />
        <RoutedTable
          title={`Leads routed by category (last ${DASHBOARD_WINDOW_DAYS} days)`}
          rows={f.routedByCategory}
          testId="routed-by-category"
        />
      </div>
      <SiteTotals figures={f} />
      {f.listingsAwaitingReview.latest.length ? (
        <div style={{ marginBottom: '1rem' }}>
          <h3 style={{ fontSize: '1rem' }}>Listings waiting for review</h3>
          <ul>
            {f.listingsAwaitingReview.latest.map((l) => (
              <li key={l.id} data-testid="listing-awaiting-review">
                <a href={`/admin/collections/suppliers/${l.id}`}>{l.name}</a>
                {l.firstListing ? ' (new listing, never published)' : ''}, changed{' '}
                {formatLongDate(new Date(l.changedAt))}
                {' · '}
                <a href={l.comparePath}>
                  {l.firstListing ? `See what ${l.name} sent` : `Compare ${l.name} with what is published`}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {f.moderation.reviewsWaiting + f.moderation.repliesWaiting + f.moderation.reportsOpen > 0 ? (
        <div style={{ marginBottom: '1rem' }}>
          <h3 style={{ fontSize: '1rem' }}>Reviews to moderate</h3>
          <ul>
            <li>
              <a href={filteredList('reviews', 'pending')}>Reviews waiting</a>: {f.moderation.reviewsWaiting}
            </li>
            <li>
              <a href={filteredList('review-replies', 'pending')}>Replies waiting</a>: {f.moderation.repliesWaiting}
            </li>
            <li>
              <a href={filteredList('review-reports', 'open')}>Reports open</a>: {f.moderation.reportsOpen}
            </li>
          </ul>
        </div>
      ) : null}
      {f.failedEmails.latest.length ? (
        <div>
          <h3 style={{ fontSize: '1rem' }}>E-mails that failed</h3>
          <ul>
            {f.failedEmails.latest.map((e) => (
              <li key={e.id}>
                <a href={`/admin/collections/payload-jobs/${e.id}`}>{e.subject || 'E-mail'}</a> to {e.to}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
