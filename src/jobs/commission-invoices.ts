import { CERTIFICATE_EXPIRY_QUEUE } from '@/jobs/certificate-expiry'
import { scheduledTask } from '@/jobs/scheduled-task'
import { runCommissionInvoices } from '@/lib/billing/invoices'

export const COMMISSION_INVOICES_TASK = 'commissionInvoices'
/** Daily at 01:15 (server time): on the 1st (UK time) it invoices last month; other days it finishes what is left. */
export const COMMISSION_INVOICES_CRON = '15 1 * * *'

export const commissionInvoicesTask = scheduledTask({
  slug: COMMISSION_INVOICES_TASK,
  label: 'Commission invoices',
  queue: CERTIFICATE_EXPIRY_QUEUE,
  cron: COMMISSION_INVOICES_CRON,
  summary: ['invoiced', 'creditNotes', 'pausedNotices', 'failures'],
  run: runCommissionInvoices,
  log: {
    done: 'Commission invoices run',
    failed: (failures) => `${failures} commission invoice step(s) failed; the run is retried`,
  },
})
