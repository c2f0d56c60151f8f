import { scheduledTask } from '@/jobs/scheduled-task'
import { sendReviewInvitations } from '@/lib/reviews/invitations'

export const REVIEW_INVITATIONS_TASK = 'sendReviewInvitations'
/** Its own queue, so the hourly invitations never hold up the every-minute e-mail queue. */
export const REVIEW_INVITATIONS_QUEUE = 'reviews'
/** Hourly at :20. */
export const REVIEW_INVITATIONS_CRON = '20 * * * *'

/** Runs hourly (see `schedule`); a connection that failed is retried by the next run, the others are done. */
export const reviewInvitationsTask = scheduledTask({
  slug: REVIEW_INVITATIONS_TASK,
  label: 'Invite enquirers to review',
  queue: REVIEW_INVITATIONS_QUEUE,
  cron: REVIEW_INVITATIONS_CRON,
  summary: ['invited', 'failures'],
  run: sendReviewInvitations,
  log: {
    done: 'Review invitations done',
    failed: (failures) => `Review invitations failed for ${failures} connection(s); see the log`,
  },
})
