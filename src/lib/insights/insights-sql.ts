import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { UK_TIME_ZONE } from '@/lib/dates'
import { runSql } from '@/lib/platform/db'
import type { Period } from '@/lib/insights/periods'

// The insights' SQL (issue 35), one statement per function. A supplier's figures: every statement names the listing
// in its WHERE clause (`supplier_id = ${supplierId}`), so no request reaches another listing's figures; the category's
// figures come back without a supplier's id or name, only to be reduced to a median. Counters are summed over
// products (`product_id` 0 is the supplier as a whole). Leads, quotes sent and wins are the lead pipeline's own rows,
// by the UK day the lead was routed: a lead routed in a period counts there, and so do its quote and its win.

const ZONE = UK_TIME_ZONE

export type CounterDay = { day: string; metric: string; count: number }

/** The listing's counters per UK day and metric, from `from` to `to` (ISO days, both included). */
export async function listingCounterDays(
  payload: Payload,
  supplierId: number,
  from: string,
  to: string,
): Promise<CounterDay[]> {
  const { rows } = await runSql(
    payload,
    sql`select to_char(day, 'YYYY-MM-DD') as day, metric, sum(count)::int as count
        from insight_daily_counts
        where supplier_id = ${supplierId} and day >= ${from}::date and day <= ${to}::date
        group by day, metric`,
  )
  return rows as CounterDay[]
}

export type PipelineDay = { day: string; leads: number; quotes: number; wins: number }

// A lead is a connection routed to the listing and not voided; quoted when a quote was sent through the platform
// or the supplier marked it quoted or won; won when its state is won.
const QUOTED = sql`(c.status in ('quoted', 'won') or exists (select 1 from quotes q where q.connection_id = c.id))`

/** The listing's leads, quotes sent and wins per UK day of routing, between two instants. */
export async function listingPipelineDays(
  payload: Payload,
  supplierId: number,
  start: Date,
  end: Date,
): Promise<PipelineDay[]> {
  const { rows } = await runSql(
    payload,
    sql`select to_char((c.created_at at time zone ${ZONE})::date, 'YYYY-MM-DD') as day, count(*)::int as leads,
               (count(*) filter (where ${QUOTED}))::int as quotes,
               (count(*) filter (where c.status = 'won'))::int as wins
        from lead_connections c
        where c.supplier_id = ${supplierId} and c.voided_at is null
          and c.created_at >= ${start.toISOString()}::timestamptz and c.created_at < ${end.toISOString()}::timestamptz
        group by 1`,
  )
  return rows as PipelineDay[]
}

export type ProductViewsRow = { id: number; name: string; slug: string | null; published: boolean; views: number }

/** The listing's products by their page views in a period (most first), those never viewed included. */
export async function listingProductViews(
  payload: Payload,
  supplierId: number,
  period: Period,
): Promise<ProductViewsRow[]> {
  const { rows } = await runSql(
    payload,
    sql`select p.id, coalesce(p.name, 'Untitled product') as name, p.slug, p._status = 'published' as published,
               coalesce(sum(d.count), 0)::int as views
        from products p
        left join insight_daily_counts d on d.supplier_id = p.supplier_id and d.product_id = p.id
          and d.metric = 'product_view' and d.day >= ${period.from}::date and d.day <= ${period.to}::date
        where p.supplier_id = ${supplierId}
        group by p.id
        order by views desc, name asc, p.id asc`,
  )
  return rows as ProductViewsRow[]
}

export type ListingFacts = { name: string; published: boolean; categoryName: string | null }

export async function listingFacts(payload: Payload, supplierId: number): Promise<ListingFacts | undefined> {
  const { rows } = await runSql(
    payload,
    sql`select s.name, s._status = 'published' as published, c.name as category_name
        from suppliers s left join categories c on c.id = s.category_id
        where s.id = ${supplierId}`,
  )
  const row = rows[0] as { name: string; published: boolean; category_name: string | null } | undefined
  return row && { name: row.name, published: row.published, categoryName: row.category_name }
}

/** One supplier's totals of a period, without its id: the category's medians are made of these. */
export type SupplierTotals = {
  profileViews: number
  productViews: number
  impressions: number
  clickWebsite: number
  clickEmail: number
  clickPhone: number
  leads: number
  quotes: number
  wins: number
}

type TotalsRow = {
  profile_views: number
  product_views: number
  impressions: number
  click_website: number
  click_email: number
  click_phone: number
  leads: number
  quotes: number
  wins: number
}

const totalsOf = (r: TotalsRow): SupplierTotals => ({
  profileViews: r.profile_views,
  productViews: r.product_views,
  impressions: r.impressions,
  clickWebsite: r.click_website,
  clickEmail: r.click_email,
  clickPhone: r.click_phone,
  leads: r.leads,
  quotes: r.quotes,
  wins: r.wins,
})

/**
 * The totals of every published supplier in the listing's category over a period, zeros included (a supplier with
 * no count is a row of zeros), in no particular order and without ids: only their medians are ever shown.
 */
export async function categoryTotals(payload: Payload, supplierId: number, period: Period): Promise<SupplierTotals[]> {
  const { rows } = await runSql(
    payload,
    sql`with peers as (
          select s.id from suppliers s
          where s._status = 'published' and s.category_id = (select category_id from suppliers where id = ${supplierId})
        ), counters as (
          select d.supplier_id,
                 sum(d.count) filter (where d.metric = 'profile_view') as profile_views,
                 sum(d.count) filter (where d.metric = 'product_view') as product_views,
                 sum(d.count) filter (where d.metric = 'impression') as impressions,
                 sum(d.count) filter (where d.metric = 'click_website') as click_website,
                 sum(d.count) filter (where d.metric = 'click_email') as click_email,
                 sum(d.count) filter (where d.metric = 'click_phone') as click_phone
          from insight_daily_counts d
          where d.supplier_id in (select id from peers) and d.day >= ${period.from}::date and d.day <= ${period.to}::date
          group by d.supplier_id
        ), pipeline as (
          select c.supplier_id, count(*) as leads, count(*) filter (where ${QUOTED}) as quotes,
                 count(*) filter (where c.status = 'won') as wins
          from lead_connections c
          where c.supplier_id in (select id from peers) and c.voided_at is null
            and c.created_at >= ${period.start.toISOString()}::timestamptz
            and c.created_at < ${period.end.toISOString()}::timestamptz
          group by c.supplier_id
        )
        select coalesce(k.profile_views, 0)::int as profile_views, coalesce(k.product_views, 0)::int as product_views,
               coalesce(k.impressions, 0)::int as impressions, coalesce(k.click_website, 0)::int as click_website,
               coalesce(k.click_email, 0)::int as click_email, coalesce(k.click_phone, 0)::int as click_phone,
               coalesce(p.leads, 0)::int as leads, coalesce(p.quotes, 0)::int as quotes, coalesce(p.wins, 0)::int as wins
        from peers left join counters k on k.supplier_id = peers.id left join pipeline p on p.supplier_id = peers.id`,
  )
  return (rows as TotalsRow[]).map(totalsOf)
}

// ---- The monthly e-mail ------------------------------------------------------------------------------------------

export type MonthlyRecipient = { accountId: number; email: string; supplierId: number; supplierName: string }

/**
 * Verified accounts of published listings made before `listedBefore` (the end of the month summarised) that have not
 * stopped the monthly e-mail, by account id.
 */
export async function monthlyRecipients(payload: Payload, listedBefore: Date): Promise<MonthlyRecipient[]> {
  const { rows } = await runSql(
    payload,
    sql`select a.id as account_id, a.email, s.id as supplier_id, s.name as supplier_name
        from supplier_accounts a join suppliers s on s.id = a.supplier_id
        where a._verified and not coalesce(a.insights_email_opt_out, false) and s._status = 'published'
          and s.created_at < ${listedBefore.toISOString()}::timestamptz
        order by a.id`,
  )
  return (rows as { account_id: number; email: string; supplier_id: number; supplier_name: string }[]).map((r) => ({
    accountId: r.account_id,
    email: r.email,
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
  }))
}

/**
 * Claims an account's e-mail of a month (a row keyed by both): true for the one transaction that inserted it, so
 * two runners at once, a retry or a re-run queue it once. Inside the transaction that queues the e-mail.
 */
export async function claimMonthlyEmail(
  payload: Payload,
  req: PayloadRequest,
  accountId: number,
  month: string,
): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`insert into insight_email_sends (account_id, month) values (${accountId}, ${month})
        on conflict do nothing returning account_id`,
    req,
  )
  return rows.length === 1
}

/** Whether the account still wants the e-mail, read under a lock in the sending transaction. */
export async function accountStillOptedIn(payload: Payload, req: PayloadRequest, accountId: number): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`select id from supplier_accounts where id = ${accountId} and not coalesce(insights_email_opt_out, false)
        for update`,
    req,
  )
  return rows.length === 1
}

/** Stops (or restarts) an account's monthly e-mail; whether the account exists. */
export async function setMonthlyEmailOptOut(payload: Payload, accountId: number, optOut: boolean): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`update supplier_accounts set insights_email_opt_out = ${optOut}, updated_at = now()
        where id = ${accountId} returning id`,
  )
  return rows.length === 1
}

// ---- Staff's view: the whole site ----------------------------------------------------------------------------------

export type SiteWeek = {
  /** The week's Monday (UK). */
  week: string
  views: number
  enquiries: number
  leads: number
  wins: number
  /** Pence: package orders paid that week. */
  ordersPaid: number
  /** Pence: commission invoices paid that week. */
  commissionPaid: number
}

/** The site's totals per UK week (Monday to Sunday) for the weeks from `firstMonday` to `lastMonday`. */
export async function siteWeeks(payload: Payload, firstMonday: string, lastMonday: string): Promise<SiteWeek[]> {
  const { rows } = await runSql(
    payload,
    sql`with weeks as (
          select w::date as week, (w::timestamp at time zone ${ZONE}) as start,
                 ((w + interval '7 days')::timestamp at time zone ${ZONE}) as next
          from generate_series(${firstMonday}::date, ${lastMonday}::date, interval '7 days') w
        )
        select to_char(weeks.week, 'YYYY-MM-DD') as week,
          (select coalesce(sum(d.count), 0) from insight_daily_counts d where d.metric in ('profile_view', 'product_view')
            and d.day >= weeks.week and d.day < weeks.week + 7)::int as views,
          (select count(*) from leads l where l.created_at >= weeks.start and l.created_at < weeks.next)::int as enquiries,
          (select count(*) from lead_connections c where c.voided_at is null
            and c.created_at >= weeks.start and c.created_at < weeks.next)::int as leads,
          (select count(*) from lead_connections c where c.voided_at is null and c.status = 'won'
            and c.created_at >= weeks.start and c.created_at < weeks.next)::int as wins,
          (select coalesce(sum(o.amount), 0) from orders o where o.status = 'paid'
            and o.paid_at >= weeks.start and o.paid_at < weeks.next)::bigint as orders_paid,
          (select coalesce(sum(i.total_pence), 0) from commission_invoices i where i.status = 'paid'
            and i.paid_at >= weeks.start and i.paid_at < weeks.next)::bigint as commission_paid
        from weeks order by weeks.week`,
  )
  return (
    rows as {
      week: string
      views: number
      enquiries: number
      leads: number
      wins: number
      orders_paid: string | number
      commission_paid: string | number
    }[]
  ).map((r) => ({
    week: r.week,
    views: r.views,
    enquiries: r.enquiries,
    leads: r.leads,
    wins: r.wins,
    ordersPaid: Number(r.orders_paid),
    commissionPaid: Number(r.commission_paid),
  }))
}

export type Engagement = { id: number; name: string; views: number; contacts: number; leads: number; total: number }

/**
 * Every published supplier's engagement over a period (views, contact clicks and leads, added up), most first
 * (ties by name); staff's view only.
 */
export async function supplierEngagement(payload: Payload, period: Period): Promise<Engagement[]> {
  const { rows } = await runSql(
    payload,
    sql`with counters as (
          select d.supplier_id,
                 sum(d.count) filter (where d.metric in ('profile_view', 'product_view')) as views,
                 sum(d.count) filter (where d.metric in ('click_website', 'click_email', 'click_phone')) as contacts
          from insight_daily_counts d where d.day >= ${period.from}::date and d.day <= ${period.to}::date
          group by d.supplier_id
        ), pipeline as (
          select c.supplier_id, count(*) as leads from lead_connections c
          where c.voided_at is null and c.created_at >= ${period.start.toISOString()}::timestamptz
            and c.created_at < ${period.end.toISOString()}::timestamptz
          group by c.supplier_id
        )
        select s.id, s.name, coalesce(k.views, 0)::int as views, coalesce(k.contacts, 0)::int as contacts,
               coalesce(p.leads, 0)::int as leads,
               (coalesce(k.views, 0) + coalesce(k.contacts, 0) + coalesce(p.leads, 0))::int as total
        from suppliers s left join counters k on k.supplier_id = s.id left join pipeline p on p.supplier_id = s.id
        where s._status = 'published'
        order by total desc, s.name asc, s.id asc`,
  )
  return rows as Engagement[]
}
