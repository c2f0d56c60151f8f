import type { CollectionConfig, JobsConfig } from 'payload'

import { adminOnly, adminOrCronCaller, hiddenUnlessAdmin } from '@/access'
import { CERTIFICATE_EXPIRY_QUEUE, certificateExpiryTask } from '@/jobs/certificate-expiry'
import { commissionInvoicesTask } from '@/jobs/commission-invoices'
import { ENTITLEMENT_EXPIRY_QUEUE, entitlementExpiryTask } from '@/jobs/entitlement-expiry'
import { epdExpiryTask } from '@/jobs/epd-expiry'
import { insightsEmailTask } from '@/jobs/insights-email'
import { leadRetentionTask } from '@/jobs/lead-retention'
import { packageRenewalsTask } from '@/jobs/package-renewals'
import { requeueStaleJobs } from '@/jobs/recover-stale'
import { REVIEW_INVITATIONS_QUEUE, reviewInvitationsTask } from '@/jobs/review-invitations'
import { sendEmailTask } from '@/jobs/send-email'

/** Admins see the outbox (queued, sent and failed e-mails) in the admin; nobody edits it by hand. */
function outboxCollection({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig {
  return {
    ...defaultJobsCollection,
    labels: { singular: 'Queued job', plural: 'Queued jobs' },
    admin: {
      ...defaultJobsCollection.admin,
      group: 'System',
      hidden: hiddenUnlessAdmin,
      description:
        'E-mails and other background work. Failed jobs are retried with backoff; completed ones are kept as a record.',
    },
    access: { ...defaultJobsCollection.access, read: adminOnly },
  }
}

/** False when JOBS_AUTORUN is `off`, `false`, `0` or `no`. */
export function jobsAutoRunEnabled(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return !['off', 'false', '0', 'no'].includes((env.JOBS_AUTORUN ?? '').trim().toLowerCase())
}

export const jobs: JobsConfig = {
  tasks: [
    sendEmailTask,
    certificateExpiryTask,
    leadRetentionTask,
    entitlementExpiryTask,
    reviewInvitationsTask,
    epdExpiryTask,
    commissionInvoicesTask,
    insightsEmailTask,
    packageRenewalsTask,
  ],
  // Runs queued jobs every minute inside the long-running server (Payload starts it on the first request
  // that asks for crons, never during `next build`); cron-driven deployments call /api/jobs/run or
  // `npm run jobs`. Tests run jobs themselves, so nothing runs behind their back. JOBS_AUTORUN=off switches the
  // runner off on an instance (web-only machines of a cluster; another machine or a cron runs the jobs).
  // The certificates queue (daily upkeep: the certificate check, lead retention, the EPD expiry reminders): each run also queues the next daily
  // run of each (the tasks' `schedule`) when none is waiting; the packages queue does the same for the hourly
  // entitlement check and automatic renewals, the reviews queue for the hourly review invitations.
  autoRun: () =>
    process.env.NODE_ENV === 'test' || !jobsAutoRunEnabled()
      ? []
      : [
          { cron: '* * * * *', queue: 'default', limit: 20 },
          { cron: '*/10 * * * *', queue: CERTIFICATE_EXPIRY_QUEUE, limit: 1 },
          { cron: '*/10 * * * *', queue: ENTITLEMENT_EXPIRY_QUEUE, limit: 1 },
          { cron: '*/10 * * * *', queue: REVIEW_INVITATIONS_QUEUE, limit: 1 },
        ],
  // Payload calls this before every run claims jobs (autoRun, /api/jobs/run, `npm run jobs`), and 3.90 has
  // no other hook there: it first re-queues jobs a dead runner left processing, then keeps FIFO order.
  processingOrder: async ({ req }) => {
    await requeueStaleJobs(req.payload).catch((error: unknown) =>
      req.payload.logger.error({ err: error, msg: 'Stale job recovery failed' }),
    )
    return 'createdAt'
  },
  // Completed jobs stay as a record of what was sent (and when).
  deleteJobOnComplete: false,
  access: {
    run: adminOrCronCaller,
    queue: adminOnly,
    cancel: adminOnly,
  },
  jobsCollectionOverrides: outboxCollection,
}
