import type { SanitizedConfig } from 'payload'

import { nobody } from '@/access'

/**
 * Payload mounts GET /api/<collection>/versions on every collection and lets any signed-in account call it; on a
 * collection that keeps no versions the call fails with a server error. Such collections answer 403 instead. Run
 * on the built config, so Payload's own collections (locked documents, preferences, migrations) are covered too.
 */
export function denyVersionReadsWithoutVersions(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections)
    if (!collection.versions) collection.access = { ...collection.access, readVersions: nobody }
  return config
}
