import {
  Forbidden,
  NotFound,
  type CollectionBeforeChangeHook,
  type Endpoint,
  type PayloadHandler,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
} from 'payload'

import { adminOnly, isStaffUser, nobody, ownStaffPreferences, staffOnly } from '@/access'

// Payload adds collections and a global of its own to every config (document locks, preferences, migrations, the
// job queue and its statistics, a key-value store). Their defaults let any signed-in account (a supplier account
// included) create, read, change or delete document locks, write preferences, and read or rewrite the job
// scheduler's statistics. Payload 3.90 offers no config option for these (apart from the job queue's
// `jobsCollectionOverrides`, used in src/jobs), and they are added while the config is sanitized, after plugins
// run; so their access is set here, on the built config, before Payload starts.

/** Document locks: staff only (the admin panel is theirs), and a lock is always in the name of whoever saves it. */
const lockInRequesterName: CollectionBeforeChangeHook = ({ data, req }) => {
  if (!req.user) return data
  return { ...data, user: { relationTo: req.user.collection, value: req.user.id } }
}

/**
 * Deletes the requester's preference of a key. Payload's own handler fails with a server error on PostgreSQL when
 * there are two auth collections (its delete query names the relationship table without joining it).
 */
const deleteOwnPreference: PayloadHandler = async (req) => {
  const user = req.user
  const key = req.routeParams?.key
  if (!user || typeof key !== 'string') throw new NotFound(req.t)
  const { docs } = await req.payload.find({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: key } },
        { 'user.value': { equals: user.id } },
        { 'user.relationTo': { equals: user.collection } },
      ],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (!docs[0]) throw new NotFound(req.t)
  await req.payload.delete({ collection: 'payload-preferences', id: docs[0].id, overrideAccess: true, req })
  return Response.json({ message: req.t('general:deletedSuccessfully') })
}

/** Payload's `/api/payload-preferences/:key` endpoints read and write without collection access: staff only. */
function staffOnlyEndpoint(endpoint: Endpoint): Endpoint {
  const handler = endpoint.method === 'delete' && endpoint.path === '/:key' ? deleteOwnPreference : endpoint.handler
  return {
    ...endpoint,
    handler: async (req) => {
      if (!isStaffUser(req.user)) throw new Forbidden(req.t)
      return handler(req)
    },
  }
}

function collectionOf(config: SanitizedConfig, slug: string): SanitizedCollectionConfig | undefined {
  return config.collections.find((collection) => collection.slug === slug)
}

/** The access of every collection and global Payload adds to the config by itself. */
export function securePayloadInternals(config: SanitizedConfig): SanitizedConfig {
  const locks = collectionOf(config, 'payload-locked-documents')
  if (locks) {
    locks.access = { ...locks.access, read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly }
    locks.hooks.beforeChange = [...(locks.hooks.beforeChange ?? []), lockInRequesterName]
  }
  const preferences = collectionOf(config, 'payload-preferences')
  if (preferences) {
    preferences.access = {
      ...preferences.access,
      read: ownStaffPreferences,
      create: staffOnly,
      update: ownStaffPreferences,
      delete: ownStaffPreferences,
    }
    if (Array.isArray(preferences.endpoints)) preferences.endpoints = preferences.endpoints.map(staffOnlyEndpoint)
  }
  // Written only by `payload migrate` (with overrideAccess); Payload's default is any signed-in account.
  const migrations = collectionOf(config, 'payload-migrations')
  if (migrations)
    migrations.access = { ...migrations.access, read: adminOnly, create: nobody, update: nobody, delete: nobody }
  // The job queue (src/jobs: admins read it, nobody writes it) and the key-value store (Payload: nobody) are checked
  // by tests/int/supplier-accounts-access.test.ts rather than changed here.
  // The scheduler's record of when each scheduled task was last queued: Payload writes it through the database
  // adapter; through the API, by default, any signed-in account could read it or rewrite it and so stop the daily jobs.
  const jobStats = config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (jobStats) jobStats.access = { ...jobStats.access, read: adminOnly, update: nobody, readVersions: nobody }
  return config
}
