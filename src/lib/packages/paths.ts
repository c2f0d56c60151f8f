import { ACCOUNT_PATHS } from '@/lib/account/rules'

/** The application a visitor who is not signed in fills in before paying for a package. */
export const APPLICATION_PATH = '/suppliers/apply'

export const applicationPath = (packageName: string): string =>
  `${APPLICATION_PATH}?package=${encodeURIComponent(packageName)}`

/** A receipt in the supplier portal. */
export const receiptPath = (orderId: number): string => `${ACCOUNT_PATHS.receipts}/${orderId}`
