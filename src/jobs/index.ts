import type { CollectionConfig, JobsConfig } from 'payload'

import { adminOnly, hasRole } from '@/access'
import { CERTIFICATE_EXPIRY_QUEUE, certificateExpiryTask } from '@/jobs/certificate-expiry'
import { ENTITLEMENT_EXPIRY_QUEUE, entitlementExpiryTask } from '@/jobs/entitlement-expiry'
import { hasCronSecret } from '@/jobs/cron-secret'
import { requeueStaleJobs } from '@/jobs/recover-stale'
import { sendEmailTask } from '@/jobs/send-email'

/** Admins see the outbox (queued, sent and failed e-mails) in the admin; nobody edits it by hand. */
function outboxCollection({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig {
  return {
    ...defaultJobsCollection,
    labels: { singular: 'Queued job', plural: 'Queued jobs' },
    admin: {
      ...defaultJobsCollection.admin,
      group: 'System',
      hidden: ({ user }) => !hasRole(user, 'admin'),
      description:
        'E-mails and other background work. Failed jobs are retried with backoff; completed ones are kept as a record.',
    },
    access: { ...defaultJobsCollection.access, read: adminOnly },
  }
}

export const jobs: JobsConfig = {
  tasks: [sendEmailTask, certificateExpiryTask, entitlementExpiryTask],
  // Runs queued jobs every minute inside the long-running server (Payload starts it on the first request
  // that asks for crons, never during `next build`); cron-driven deployments call /api/jobs/run or
  // `npm run jobs`. Tests run jobs themselves, so nothing runs behind their back.
  // The certificates queue: each run also queues the next daily check (the task's `schedule`) when none is waiting.
  autoRun: () =>
    process.env.NODE_ENV === 'test'
      ? []
      : [
          { cron: '* * * * *', queue: 'default', limit: 20 },
          { cron: '*/10 * * * *', queue: CERTIFICATE_EXPIRY_QUEUE, limit: 1 },
          { cron: '*/10 * * * *', queue: ENTITLEMENT_EXPIRY_QUEUE, limit: 1 },
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
    run: ({ req }) => hasRole(req.user, 'admin') || hasCronSecret(req.headers),
    queue: ({ req }) => hasRole(req.user, 'admin'),
    cancel: ({ req }) => hasRole(req.user, 'admin'),
  },
  jobsCollectionOverrides: outboxCollection,
}
