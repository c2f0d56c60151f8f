import { CERTIFICATE_EXPIRY_QUEUE } from '@/jobs/certificate-expiry'
import { scheduledTask } from '@/jobs/scheduled-task'
import { sendMonthlyInsightsEmails } from '@/lib/insights/monthly-email'

export const INSIGHTS_EMAIL_TASK = 'monthlyInsightsEmail'
/**
 * Daily at 07:30 (server time): from the 1st of a UK month it sends last month's summary to every account that has
 * not had it (src/lib/insights/monthly-email.ts), so it goes on the 1st and a later run only finishes what is left.
 */
export const INSIGHTS_EMAIL_CRON = '30 7 * * *'

export const insightsEmailTask = scheduledTask({
  slug: INSIGHTS_EMAIL_TASK,
  label: 'Monthly insights e-mail',
  queue: CERTIFICATE_EXPIRY_QUEUE,
  cron: INSIGHTS_EMAIL_CRON,
  summary: ['queued', 'alreadySent', 'failures'],
  run: sendMonthlyInsightsEmails,
  log: {
    done: 'Monthly insights e-mails run',
    failed: (failures) => `${failures} monthly insights e-mail(s) failed; the run is retried`,
  },
})
