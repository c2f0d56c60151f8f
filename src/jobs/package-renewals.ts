import { ENTITLEMENT_EXPIRY_QUEUE } from '@/jobs/entitlement-expiry'
import { scheduledTask } from '@/jobs/scheduled-task'
import { runRenewals } from '@/lib/fulfilment/renewal'

export const PACKAGE_RENEWALS_TASK = 'packageRenewals'
/** Hourly at :35 on the packages queue: a package in its renewal window is charged once a day until it ends. */
export const PACKAGE_RENEWALS_CRON = '35 * * * *'

/** Automatic renewals (src/lib/fulfilment/renewal.ts); a declined card is e-mailed, not retried before a day. */
export const packageRenewalsTask = scheduledTask({
  slug: PACKAGE_RENEWALS_TASK,
  label: 'Renew packages automatically',
  queue: ENTITLEMENT_EXPIRY_QUEUE,
  cron: PACKAGE_RENEWALS_CRON,
  summary: ['renewed', 'declined', 'failures'],
  run: runRenewals,
  log: {
    done: 'Package renewals run',
    failed: (failures) => `${failures} package renewal(s) failed; the run is retried`,
  },
})
