import type { GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/access'

/** Content globals: public to read, editable by staff. */
export const contentGlobalAccess: GlobalConfig['access'] = { read: anyone, update: staffOnly }
