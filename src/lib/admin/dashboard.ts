import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { pausedListingCount } from '@/lib/billing/billing-sql'
import { UNPAID_PAUSE_DAYS } from '@/lib/billing/rules'
import { EXPIRING_SOON_DAYS } from '@/lib/suppliers/certificates'
import { runSql } from '@/lib/platform/db'
import { UK_TIME_ZONE } from '@/lib/dates'
import { versionComparisonPath } from '@/lib/admin/version-compare'
import { siteWeeks, supplierEngagement, type Engagement, type SiteWeek } from '@/lib/insights/insights-sql'
import { addDays, insightPeriods, mondayOf } from '@/lib/insights/periods'
import { ukDay } from '@/lib/dates'

// The admin home's business figures: a few SQL aggregates, computed per request for staff (never cached).
// Weeks start on Monday and months on the 1st, in UK time.

const ZONE = UK_TIME_ZONE
/** How far back the routing breakdown and the failed e-mails look. */
// Windows of days are elapsed hours: an interval in days would follow the database session's clock changes.
export const DASHBOARD_WINDOW_DAYS = 30
const LIST_LIMIT = 10

export type ListingAwaitingReview = {
  id: number
  name: string
  changedAt: string
  /** Never published: the supplier's first listing. */
  firstListing: boolean
  /** Payload's comparison of the waiting draft with the published version (with the previous one for a first listing). */
  comparePath: string
}

export type RoutedCount = { name: string; enquiries: number; connections: number }

export type DashboardFigures = {
  enquiriesThisWeek: number
  enquiriesLastWeek: number
  /** Enquiries of the last 30 days and the supplier connections they made, by city (as typed, case ignored). */
  routedByCity: RoutedCount[]
  /** The same by material category ('No category' for general enquiries). */
  routedByCategory: RoutedCount[]
  ordersPaidThisMonth: number
  /** Pence. */
  revenueThisMonth: number
  ordersPendingThisMonth: number
  certificatesExpiring: number
  listingsAwaitingReview: { count: number; latest: ListingAwaitingReview[] }
  failedEmails: { count: number; latest: { id: number; to: string; subject: string; failedAt: string }[] }
  /** Reviews and replies held for staff, and reports of reviews not yet dealt with. */
  moderation: { reviewsWaiting: number; repliesWaiting: number; reportsOpen: number }
  /** Enquiries whose enquirer accepted a quote on their page (issue 33): in the window, and ever. */
  wonThroughPlatform: { recent: number; total: number }
  /** Listings whose new leads are paused: a commission invoice unpaid 30 days after its due date (issue 34). */
  leadsPausedForUnpaid: number
  /** The site's totals per UK week (Monday to Sunday), oldest first, the current week (so far) last (issue 35). */
  siteWeeks: SiteWeek[]
  /** Published suppliers by engagement (views, contact clicks and leads) over the last 30 whole UK days. */
  engagement: { most: Engagement[]; least: Engagement[]; suppliers: number }
}

/** How many weeks the site's totals show, and how many suppliers each end of the engagement list. */
export const SITE_WEEKS = 12
export const ENGAGEMENT_LIST = 5
export const ENGAGEMENT_DAYS = 30

async function siteTotals(payload: Payload, now: Date) {
  const lastMonday = mondayOf(ukDay(now).iso)
  return siteWeeks(payload, addDays(lastMonday, -7 * (SITE_WEEKS - 1)), lastMonday)
}

async function engagement(payload: Payload, now: Date) {
  const all = await supplierEngagement(payload, insightPeriods(ENGAGEMENT_DAYS, now).current)
  const most = all.slice(0, ENGAGEMENT_LIST)
  // The least engaged, lowest first, never repeating one of the most engaged when there are few suppliers.
  const least = all.slice(Math.max(most.length, all.length - ENGAGEMENT_LIST)).reverse()
  return { most, least, suppliers: all.length }
}

const int = (value: unknown): number => Number(value ?? 0)

async function enquiryWeeks(payload: Payload, now: Date) {
  const { rows } = await runSql(
    payload,
    // The weeks' bounds are UK midnights, counted on the UK's calendar: the week the clocks go back has 169 hours.
    sql`WITH monday AS (
      SELECT date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE ${ZONE}) AS local
    ), week AS (
      SELECT (local AT TIME ZONE ${ZONE}) AS start, ((local + interval '7 days') AT TIME ZONE ${ZONE}) AS next,
        ((local - interval '7 days') AT TIME ZONE ${ZONE}) AS previous
      FROM monday
    )
    SELECT
      count(*) FILTER (WHERE l.created_at >= week.start AND l.created_at < week.next) AS this_week,
      count(*) FILTER (WHERE l.created_at >= week.previous AND l.created_at < week.start) AS last_week
    FROM week LEFT JOIN leads l ON l.created_at >= week.previous AND l.created_at < week.next
    GROUP BY week.start`,
  )
  const [row] = rows as { this_week: unknown; last_week: unknown }[]
  return { enquiriesThisWeek: int(row?.this_week), enquiriesLastWeek: int(row?.last_week) }
}

/** Enquiries and connections of the window, grouped both ways in one pass (GROUPING SETS). */
async function routing(payload: Payload, now: Date) {
  const { rows } = await runSql(
    payload,
    sql`WITH recent AS (
      SELECT l.id, initcap(lower(btrim(l.city))) AS city,
        coalesce(c.name, 'No category') AS category,
        (SELECT count(*) FROM lead_connections lc WHERE lc.lead_id = l.id) AS connections
      FROM leads l LEFT JOIN categories c ON c.id = l.category_id
      WHERE l.created_at > ${now.toISOString()}::timestamptz - make_interval(hours => ${DASHBOARD_WINDOW_DAYS * 24})
        AND l.created_at <= ${now.toISOString()}::timestamptz
    )
    SELECT CASE WHEN GROUPING(city) = 0 THEN 'city' ELSE 'category' END AS kind,
      coalesce(city, category) AS name, count(*) AS enquiries, sum(connections) AS connections
    FROM recent GROUP BY GROUPING SETS ((city), (category))
    ORDER BY kind, count(*) DESC, name`,
  )
  const list = rows as { kind: 'city' | 'category'; name: string; enquiries: unknown; connections: unknown }[]
  const of = (kind: 'city' | 'category'): RoutedCount[] =>
    list
      .filter((r) => r.kind === kind)
      .map((r) => ({ name: r.name, enquiries: int(r.enquiries), connections: int(r.connections) }))
  return { routedByCity: of('city'), routedByCategory: of('category') }
}

async function ordersThisMonth(payload: Payload, now: Date) {
  const { rows } = await runSql(
    payload,
    sql`WITH month AS (
      SELECT (date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE ${ZONE}) AT TIME ZONE ${ZONE}) AS start
    )
    SELECT
      count(*) FILTER (WHERE o.status = 'paid' AND o.paid_at >= month.start AND o.paid_at < ${now.toISOString()}::timestamptz) AS paid,
      coalesce(sum(o.amount) FILTER (WHERE o.status = 'paid' AND o.paid_at >= month.start AND o.paid_at < ${now.toISOString()}::timestamptz), 0) AS revenue,
      count(*) FILTER (WHERE o.status = 'pending' AND o.created_at >= month.start AND o.created_at < ${now.toISOString()}::timestamptz) AS pending
    FROM month CROSS JOIN orders o
    WHERE o.paid_at >= month.start OR o.created_at >= month.start`,
  )
  const [row] = rows as { paid: unknown; revenue: unknown; pending: unknown }[]
  return {
    ordersPaidThisMonth: int(row?.paid),
    revenueThisMonth: int(row?.revenue),
    ordersPendingThisMonth: int(row?.pending),
  }
}

async function certificatesExpiring(payload: Payload, now: Date) {
  const { rows } = await runSql(
    payload,
    sql`SELECT count(*) AS count FROM suppliers_certifications
    WHERE expires_at >= ${now.toISOString()}::timestamptz
      AND expires_at <= ${now.toISOString()}::timestamptz + make_interval(hours => ${EXPIRING_SOON_DAYS * 24})`,
  )
  return int((rows[0] as { count: unknown } | undefined)?.count)
}

/**
 * Listings whose newest version is a draft waiting for staff: changes a supplier sent (its first listing, never
 * published, included), or a draft saved after a published version. Rejected changes wait for the supplier, not staff.
 */
async function listingsAwaitingReview(payload: Payload) {
  const { rows } = await runSql(
    payload,
    sql`SELECT s.id, coalesce(v.version_name, s.name) AS name, v.id AS version_id, v.updated_at AS changed_at, p.id AS published_version_id,
      count(*) OVER () AS total
    FROM _suppliers_v v JOIN suppliers s ON s.id = v.parent_id
    LEFT JOIN LATERAL (
      SELECT id FROM _suppliers_v
      WHERE parent_id = v.parent_id AND version__status = 'published' AND updated_at < v.updated_at
      ORDER BY updated_at DESC LIMIT 1
    ) p ON true
    WHERE v.latest AND v.version__status = 'draft' AND v.version_review_status IS DISTINCT FROM 'rejected'
      AND (v.version_review_status = 'pending' OR p.id IS NOT NULL)
    ORDER BY v.updated_at DESC LIMIT ${LIST_LIMIT}`,
  )
  const list = rows as {
    id: number
    name: string
    version_id: number
    changed_at: string | Date
    published_version_id: number | null
    total: unknown
  }[]
  return {
    count: int(list[0]?.total),
    latest: list.map((r): ListingAwaitingReview => ({
      id: r.id,
      name: r.name,
      changedAt: new Date(r.changed_at).toISOString(),
      firstListing: r.published_version_id === null,
      comparePath: versionComparisonPath('suppliers', r.id, r.version_id, r.published_version_id),
    })),
  }
}

/** E-mails whose job gave up (retries used up) among those queued in the window. */
async function failedEmails(payload: Payload, now: Date) {
  const { rows } = await runSql(
    payload,
    sql`SELECT id, input->>'to' AS "to", input->>'subject' AS subject, updated_at AS failed_at, count(*) OVER () AS total
    FROM payload_jobs
    WHERE task_slug = 'sendEmail' AND has_error AND completed_at IS NULL
      AND created_at > ${now.toISOString()}::timestamptz - make_interval(hours => ${DASHBOARD_WINDOW_DAYS * 24})
      AND created_at <= ${now.toISOString()}::timestamptz
    ORDER BY updated_at DESC LIMIT ${LIST_LIMIT}`,
  )
  const list = rows as {
    id: number
    to: string | null
    subject: string | null
    failed_at: string | Date
    total: unknown
  }[]
  return {
    count: int(list[0]?.total),
    latest: list.map((r) => ({
      id: r.id,
      to: r.to ?? '',
      subject: r.subject ?? '',
      failedAt: new Date(r.failed_at).toISOString(),
    })),
  }
}

async function moderationQueue(payload: Payload) {
  const { rows } = await runSql(
    payload,
    sql`SELECT (SELECT count(*) FROM reviews WHERE status = 'pending') AS reviews,
      (SELECT count(*) FROM review_replies WHERE status = 'pending') AS replies,
      (SELECT count(*) FROM review_reports WHERE status = 'open') AS reports`,
  )
  const [row] = rows as { reviews: unknown; replies: unknown; reports: unknown }[]
  return { reviewsWaiting: int(row?.reviews), repliesWaiting: int(row?.replies), reportsOpen: int(row?.reports) }
}

/** Enquiries won through the platform: an accepted quote, in the last 30 days (elapsed hours) and ever. */
async function wonThroughPlatform(payload: Payload, now: Date) {
  const { rows } = await runSql(
    payload,
    sql`SELECT count(*) FILTER (
        WHERE quote_outcome_at > ${now.toISOString()}::timestamptz - make_interval(hours => ${DASHBOARD_WINDOW_DAYS * 24})
          AND quote_outcome_at <= ${now.toISOString()}::timestamptz) AS recent,
      count(*) AS total
    FROM leads WHERE quote_outcome = 'accepted'`,
  )
  const [row] = rows as { recent: unknown; total: unknown }[]
  return { recent: int(row?.recent), total: int(row?.total) }
}

/** Every figure of the admin home, as of `now`. */
export async function getDashboardFigures(payload: Payload, now: Date = new Date()): Promise<DashboardFigures> {
  const [weeks, routed, orders, certificates, listings, emails, moderation, won, paused, totals, engaged] =
    await Promise.all([
      enquiryWeeks(payload, now),
      routing(payload, now),
      ordersThisMonth(payload, now),
      certificatesExpiring(payload, now),
      listingsAwaitingReview(payload),
      failedEmails(payload, now),
      moderationQueue(payload),
      wonThroughPlatform(payload, now),
      pausedListingCount(payload, new Date(now.getTime() - UNPAID_PAUSE_DAYS * 24 * 60 * 60 * 1000)),
      siteTotals(payload, now),
      engagement(payload, now),
    ])
  return {
    ...weeks,
    ...routed,
    ...orders,
    certificatesExpiring: certificates,
    listingsAwaitingReview: listings,
    failedEmails: emails,
    moderation,
    wonThroughPlatform: won,
    leadsPausedForUnpaid: paused,
    siteWeeks: totals,
    engagement: engaged,
  }
}
