import { CERTIFICATE_EXPIRY_QUEUE } from '@/jobs/certificate-expiry'
import { scheduledTask } from '@/jobs/scheduled-task'
import { checkEpdExpiry } from '@/lib/materials/expiry-check'

export const EPD_EXPIRY_TASK = 'checkEpdExpiry'
/** The daily maintenance queue (shared with the certificate check and lead retention). */
export const EPD_EXPIRY_QUEUE = CERTIFICATE_EXPIRY_QUEUE
/** Daily at 04:00 (server time). */
export const EPD_EXPIRY_CRON = '0 4 * * *'

/** Runs daily (see `schedule`); a product that failed is retried by the next attempt, the others are already done. */
export const epdExpiryTask = scheduledTask({
  slug: EPD_EXPIRY_TASK,
  label: 'Remind suppliers of expiring EPDs',
  queue: EPD_EXPIRY_QUEUE,
  cron: EPD_EXPIRY_CRON,
  summary: ['productsReminded', 'remindersQueued', 'scoresChanged', 'failures'],
  run: checkEpdExpiry,
  log: {
    done: 'EPD expiry check done',
    failed: (failures) => `EPD expiry check failed for ${failures} product(s); see the log`,
  },
})
