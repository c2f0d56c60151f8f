// The rules of reviews in one place, for the collections, the forms, the jobs, the pages and the tests.

export const REVIEW_STATUSES = ['pending', 'published', 'rejected', 'removed'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting for staff',
  published: 'Published',
  rejected: 'Rejected',
  removed: 'Removed after publishing',
}

/** A reply's life: held for staff like a review; a published reply can be removed by staff with a reason. */
export const REPLY_STATUSES = ['pending', 'published', 'rejected', 'removed'] as const
export type ReplyStatus = (typeof REPLY_STATUSES)[number]
export const REPLY_STATUS_LABELS: Record<ReplyStatus, string> = REVIEW_STATUS_LABELS

/** Who may move a review (or a reply) from one status to another: staff only, and only along these. */
export const MODERATION_STEPS: Record<ReviewStatus, readonly ReviewStatus[]> = {
  pending: ['published', 'rejected'],
  published: ['removed'],
  rejected: [],
  removed: [],
}

export function moderationStepAllowed(from: ReviewStatus, to: ReviewStatus): boolean {
  return from === to || MODERATION_STEPS[from].includes(to)
}

/** A reason is required to reject or remove; publishing needs none. */
export const needsPolicyReason = (status: ReviewStatus): boolean => status === 'rejected' || status === 'removed'

/**
 * The review policy's reasons (the `/review-policy` page explains each in the editors' words). The codes are fixed,
 * so a removal counted on a profile always names a reason the policy page explains.
 */
export const POLICY_REASONS = [
  'not-genuine',
  'conflict-of-interest',
  'offensive',
  'personal-information',
  'off-topic',
  'advertising',
  'unlawful',
] as const
export type PolicyReason = (typeof POLICY_REASONS)[number]

/** Default headings; editors may reword them on the policy page. */
export const POLICY_REASON_LABELS: Record<PolicyReason, string> = {
  'not-genuine': 'Not a genuine experience',
  'conflict-of-interest': 'Conflict of interest',
  offensive: 'Offensive or abusive',
  'personal-information': 'Personal information',
  'off-topic': 'Not about this supplier',
  advertising: 'Advertising or spam',
  unlawful: 'Unlawful or defamatory',
}

/** What anyone reporting a review may give: a policy reason, or something else they describe. */
export const REPORT_REASONS = [...POLICY_REASONS, 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export const REPORT_REASON_LABELS: Record<ReportReason, string> = { ...POLICY_REASON_LABELS, other: 'Something else' }

export const REPORT_STATUSES = ['open', 'upheld', 'dismissed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  upheld: 'Upheld (review removed)',
  dismissed: 'Dismissed',
}

export const isPolicyReason = (value: unknown): value is PolicyReason =>
  typeof value === 'string' && (POLICY_REASONS as readonly string[]).includes(value)

export const isReportReason = (value: unknown): value is ReportReason =>
  typeof value === 'string' && (REPORT_REASONS as readonly string[]).includes(value)

export const REVIEW_LIMITS = {
  title: { min: 3, max: 100 },
  body: { min: 30, max: 2000 },
  reply: { min: 2, max: 1500 },
  reportDetails: { max: 1000 },
} as const

/** Days after the enquiry before the enquirer is invited to review (a site setting's default). */
export const DEFAULT_INVITATION_DELAY_DAYS = 14
/** How long an invitation's link stays valid (a site setting's default). */
export const DEFAULT_LINK_VALID_DAYS = 60
/** Cards show the average only from this many published reviews (the profile always shows it). */
export const CARD_REVIEWS_MIN = 3
/** Reviews per page on the profile's review list. */
export const REVIEWS_PER_PAGE = 5
/** Reports one address may send in an hour (REPORT_WINDOW_SECONDS), whatever the reviews. */
export const REPORTS_PER_HOUR = 5
export const REPORT_WINDOW_SECONDS = 60 * 60

export const WORK_WENT_AHEAD = ['yes', 'no'] as const
export type WorkWentAhead = (typeof WORK_WENT_AHEAD)[number]
export const WORK_WENT_AHEAD_LABELS: Record<WorkWentAhead, string> = {
  yes: 'Yes, the work went ahead',
  no: 'No, it did not go ahead',
}

/** What a reviewer wrote, as the profile and the portal show it. */
export type ReviewContent = {
  id: number
  rating: number
  title: string
  body: string
  authorName: string
  workWentAhead: WorkWentAhead
  workDate: string | null
}

/** The columns of a review's content (ReviewContent), for a read's `select`. */
export const REVIEW_CONTENT_SELECT = {
  rating: true,
  title: true,
  body: true,
  authorName: true,
  workWentAhead: true,
  workDate: true,
} as const

/** How a reviewer is named in public: first name and the initial of the last ('Sam T.'), never the whole name. */
export function reviewerDisplayName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return 'Verified enquirer'
  const first = parts[0]!
  const last = parts.length > 1 ? parts[parts.length - 1]! : ''
  const initial = last ? ` ${[...last][0]!.toUpperCase()}.` : ''
  return `${first}${initial}`
}

/** The average shown for a list of ratings: one decimal place, null when there are none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
}

export type RatingSummary = { count: number; average: number | null }

/** Cards show a rating only once enough published reviews stand behind it. */
export const cardShowsRating = (summary: RatingSummary | null | undefined): boolean =>
  Boolean(summary && summary.count >= CARD_REVIEWS_MIN && summary.average !== null)
