// The suppliers page's failure states (DESIGN.md's translation of the spec's setup check).

import type { SupplierLoadError } from '@/lib/platform/offline'

export const SUPPLIER_LOAD_MESSAGES = {
  unreachable: {
    inline: 'Could not set up suppliers database. Please try refreshing the page.',
    toastTitle: 'Database Setup Failed',
    toastText: 'Could not set up suppliers database. Please try refreshing the page.',
  },
  unexpected: {
    inline: 'An unexpected error occurred. Please try refreshing the page.',
    toastTitle: 'Error',
    toastText: 'Could not initialize suppliers. Please try again later.',
  },
} as const satisfies Record<SupplierLoadError, { inline: string; toastTitle: string; toastText: string }>
