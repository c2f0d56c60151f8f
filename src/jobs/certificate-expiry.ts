import { scheduledTask } from '@/jobs/scheduled-task'
import { checkCertificateExpiry } from '@/lib/suppliers/certificate-check'

export const CERTIFICATE_EXPIRY_TASK = 'checkCertificateExpiry'
/** Its own queue, so a long check never holds up the every-minute e-mail queue. */
export const CERTIFICATE_EXPIRY_QUEUE = 'certificates'
/** Daily at 03:00 (server time). */
export const CERTIFICATE_EXPIRY_CRON = '0 3 * * *'

/** Runs daily (see `schedule`); a supplier that failed is retried by the next attempt, the others are already done. */
export const certificateExpiryTask = scheduledTask({
  slug: CERTIFICATE_EXPIRY_TASK,
  label: 'Check certificate expiry',
  queue: CERTIFICATE_EXPIRY_QUEUE,
  cron: CERTIFICATE_EXPIRY_CRON,
  summary: ['suppliersUpdated', 'badgesHidden', 'badgesShown', 'remindersQueued', 'scoresChanged', 'failures'],
  run: checkCertificateExpiry,
  log: {
    done: 'Certificate check done',
    failed: (failures) => `Certificate check failed for ${failures} supplier(s); see the log`,
  },
})
