import { scheduledTask } from '@/jobs/scheduled-task'
import { checkPackageExpiry } from '@/lib/fulfilment/renewal'

export const ENTITLEMENT_EXPIRY_TASK = 'checkEntitlementExpiry'
/** Its own queue, so the hourly check never holds up the every-minute e-mail queue. */
export const ENTITLEMENT_EXPIRY_QUEUE = 'entitlements'
/** Hourly at :05, so a badge and featured place go within the hour their package ends (reminders still once each). */
export const ENTITLEMENT_EXPIRY_CRON = '5 * * * *'

/** Runs hourly (see `schedule`); an entitlement that failed is retried by the next attempt, the others are done. */
export const entitlementExpiryTask = scheduledTask({
  slug: ENTITLEMENT_EXPIRY_TASK,
  label: 'Check listing package expiry',
  queue: ENTITLEMENT_EXPIRY_QUEUE,
  cron: ENTITLEMENT_EXPIRY_CRON,
  summary: ['ended', 'remindersQueued', 'failures'],
  // The reminders of packages that renew automatically name the amount and the card (read from Stripe).
  run: checkPackageExpiry,
  log: {
    done: 'Package check done',
    failed: (failures) => `Package check failed for ${failures} entitlement(s); see the log`,
  },
})
