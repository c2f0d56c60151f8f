/**
 * What the insights count (issue 35), per supplier and UK day, in `insight_daily_counts`
 * (migrations/20261126_080000_insight_counters.ts). `product_id` is 0 for a count of the supplier as a whole and a
 * product's id for `product_view` (and a product's impressions). Leads, quotes sent and wins are not counted here:
 * they are read from the lead pipeline's own tables.
 */
export const INSIGHT_METRICS = [
  'profile_view',
  'product_view',
  'impression',
  'click_website',
  'click_email',
  'click_phone',
] as const

export type InsightMetric = (typeof INSIGHT_METRICS)[number]

/** `product_id` of a count that is about the supplier as a whole. */
export const WHOLE_SUPPLIER = 0

export function isInsightMetric(value: unknown): value is InsightMetric {
  return typeof value === 'string' && (INSIGHT_METRICS as readonly string[]).includes(value)
}
