import type { Payload } from 'payload'

import {
  categoryTotals,
  listingCounterDays,
  listingFacts,
  listingPipelineDays,
  listingProductViews,
  type SupplierTotals,
} from '@/lib/insights/insights-sql'
import { INSIGHT_METRICS, type InsightMetric } from '@/lib/insights/metrics'
import {
  bucketKeyOf,
  bucketKindOf,
  bucketsOf,
  daysBetween,
  insightPeriods,
  type Bucket,
  type BucketKind,
  type Period,
} from '@/lib/insights/periods'
import { changeOf, conversion, median, type Change, type Median } from '@/lib/insights/stats'

// A listing's insights (issue 35): its figures of a period against the previous period of the same length and the
// median of the published suppliers of its category, per bar of a chart, and its products by views. Read as the
// account: the caller passes the session's own listing (src/lib/account/session.ts), never an id from a request.

/** The figures shown, in order: what each is made of and where it comes from. */
export const FIGURES = [
  { key: 'views', label: 'Views', per: 'page views of your profile and your products', source: 'counters' },
  {
    key: 'impressions',
    label: 'Impressions',
    per: 'times you appeared in search and list results',
    source: 'counters',
  },
  { key: 'contacts', label: 'Contact clicks', per: 'clicks on your website, e-mail and phone', source: 'counters' },
  { key: 'leads', label: 'Leads', per: 'enquiries routed to you (voided ones not counted)', source: 'leads' },
  { key: 'quotes', label: 'Quotes sent', per: 'of those leads, the ones you quoted', source: 'leads' },
  { key: 'wins', label: 'Wins', per: 'of those leads, the ones you won', source: 'leads' },
] as const

export type FigureKey = (typeof FIGURES)[number]['key']

export const CONVERSIONS = [
  { key: 'viewRate', label: 'Impression to view', part: 'views', whole: 'impressions' },
  { key: 'contactRate', label: 'View to contact or lead', part: 'contactsOrLeads', whole: 'views' },
  { key: 'quoteRate', label: 'Lead to quote', part: 'quotes', whole: 'leads' },
  { key: 'winRate', label: 'Quote to win', part: 'wins', whole: 'quotes' },
] as const

export type ConversionKey = (typeof CONVERSIONS)[number]['key']

/** Where the figures come from, said on the page and in the e-mail. */
export const SOURCE_WORDS = {
  counters:
    'Counted on our own pages without cookies or personal data: a visitor’s repeats within a UK day count once.',
  leads: 'From the enquiries routed to you, by the UK day each reached you; a later quote or win counts on that day.',
} as const

export type Figures = Record<FigureKey, number> & {
  profileViews: number
  productViews: number
  clickWebsite: number
  clickEmail: number
  clickPhone: number
}

export function figuresOf(t: SupplierTotals): Figures {
  return {
    views: t.profileViews + t.productViews,
    profileViews: t.profileViews,
    productViews: t.productViews,
    impressions: t.impressions,
    contacts: t.clickWebsite + t.clickEmail + t.clickPhone,
    clickWebsite: t.clickWebsite,
    clickEmail: t.clickEmail,
    clickPhone: t.clickPhone,
    leads: t.leads,
    quotes: t.quotes,
    wins: t.wins,
  }
}

export function conversionsOf(f: Figures): Record<ConversionKey, number | null> {
  return {
    viewRate: conversion(f.views, f.impressions),
    contactRate: conversion(f.contacts + f.leads, f.views),
    quoteRate: conversion(f.quotes, f.leads),
    winRate: conversion(f.wins, f.quotes),
  }
}

export const ZERO_TOTALS: SupplierTotals = {
  profileViews: 0,
  productViews: 0,
  impressions: 0,
  clickWebsite: 0,
  clickEmail: 0,
  clickPhone: 0,
  leads: 0,
  quotes: 0,
  wins: 0,
}

const METRIC_TOTAL: Record<InsightMetric, keyof SupplierTotals> = {
  profile_view: 'profileViews',
  product_view: 'productViews',
  impression: 'impressions',
  click_website: 'clickWebsite',
  click_email: 'clickEmail',
  click_phone: 'clickPhone',
}

export type BucketFigures = Bucket & { figures: Figures }

export type FigureLine = {
  key: FigureKey
  label: string
  per: string
  source: 'counters' | 'leads'
  value: number
  previous: number
  change: Change
  median: Median
}

export type ConversionLine = {
  key: ConversionKey
  label: string
  value: number | null
  previous: number | null
  change: Change | null
  median: Median
}

export type ListingInsights = {
  name: string
  published: boolean
  categoryName: string | null
  days: number
  current: Period
  previous: Period
  bucketKind: BucketKind
  figures: Figures
  previousFigures: Figures
  lines: FigureLine[]
  conversions: ConversionLine[]
  buckets: BucketFigures[]
  /** How many published suppliers of the category the medians are over (the listing included when published). */
  categorySuppliers: number
  products: { id: number; name: string; slug: string | null; published: boolean; views: number }[]
}

/** The totals of a listing per UK day of a span (both periods at once), as SQL gave them. */
async function listingDays(payload: Payload, supplierId: number, span: Period): Promise<Map<string, SupplierTotals>> {
  const days = new Map<string, SupplierTotals>(daysBetween(span.from, span.to).map((d) => [d, { ...ZERO_TOTALS }]))
  for (const row of await listingCounterDays(payload, supplierId, span.from, span.to)) {
    const day = days.get(row.day)
    const metric = row.metric as InsightMetric
    if (day && INSIGHT_METRICS.includes(metric)) day[METRIC_TOTAL[metric]] += row.count
  }
  for (const row of await listingPipelineDays(payload, supplierId, span.start, span.end)) {
    const day = days.get(row.day)
    if (!day) continue
    day.leads += row.leads
    day.quotes += row.quotes
    day.wins += row.wins
  }
  return days
}

function add(into: SupplierTotals, t: SupplierTotals): SupplierTotals {
  for (const key of Object.keys(into) as (keyof SupplierTotals)[]) into[key] += t[key]
  return into
}

function sumOver(days: Map<string, SupplierTotals>, period: Period): SupplierTotals {
  const total = { ...ZERO_TOTALS }
  for (const day of daysBetween(period.from, period.to)) add(total, days.get(day) ?? ZERO_TOTALS)
  return total
}

function againstWords(period: Period): string {
  return `the previous ${period.days} days`
}

/** A listing's insights over two given periods (the page's last N days, the e-mail's last month). */
export async function insightsBetween(
  payload: Payload,
  supplierId: number,
  current: Period,
  previous: Period,
  against: string = againstWords(previous),
): Promise<ListingInsights | null> {
  const facts = await listingFacts(payload, supplierId)
  if (!facts) return null
  const span: Period = {
    from: previous.from,
    to: current.to,
    days: previous.days + current.days,
    start: previous.start,
    end: current.end,
  }
  const days = await listingDays(payload, supplierId, span)
  const figures = figuresOf(sumOver(days, current))
  const previousFigures = figuresOf(sumOver(days, previous))
  const peers = (await categoryTotals(payload, supplierId, current)).map(figuresOf)
  const rates = conversionsOf(figures)
  const previousRates = conversionsOf(previousFigures)
  const peerRates = peers.map(conversionsOf)

  const kind = bucketKindOf(current.days)
  const buckets = bucketsOf(current, kind).map((b) => ({ ...b, totals: { ...ZERO_TOTALS } }))
  const byKey = new Map(buckets.map((b) => [b.key, b]))
  for (const day of daysBetween(current.from, current.to)) {
    const bucket = byKey.get(bucketKeyOf(kind, day))
    if (bucket) add(bucket.totals, days.get(day) ?? ZERO_TOTALS)
  }

  return {
    name: facts.name,
    published: facts.published,
    categoryName: facts.categoryName,
    days: current.days,
    current,
    previous,
    bucketKind: kind,
    figures,
    previousFigures,
    lines: FIGURES.map((f) => ({
      key: f.key,
      label: f.label,
      per: f.per,
      source: f.source,
      value: figures[f.key],
      previous: previousFigures[f.key],
      change: changeOf(figures[f.key], previousFigures[f.key], against),
      median: median(peers.map((p) => p[f.key])),
    })),
    conversions: CONVERSIONS.map((c) => {
      const value = rates[c.key]
      const before = previousRates[c.key]
      // A supplier with nothing to convert from has no rate: the median is over those that have one.
      const peerValues = peerRates.map((r) => r[c.key]).filter((v): v is number => v !== null)
      return {
        key: c.key,
        label: c.label,
        value,
        previous: before,
        change: value !== null && before !== null ? changeOf(value, before, against, 'rate') : null,
        median: median(peerValues),
      }
    }),
    buckets: buckets.map(({ totals, ...b }) => ({ ...b, figures: figuresOf(totals) })),
    categorySuppliers: peers.length,
    products: await listingProductViews(payload, supplierId, current),
  }
}

/** The listing's insights of the last `days` whole UK days before `now`. */
export async function listingInsights(
  payload: Payload,
  supplierId: number,
  days: number,
  now: Date = new Date(),
): Promise<ListingInsights | null> {
  const { current, previous } = insightPeriods(days, now)
  return insightsBetween(payload, supplierId, current, previous)
}
