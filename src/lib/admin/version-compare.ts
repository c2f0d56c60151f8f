import type { Payload, PayloadRequest } from 'payload'

// Payload's own comparison of two versions in the admin (@payloadcms/next 3.90.1, views/Version): the route
// /admin/collections/<slug>/<id>/versions/<versionId> compares that version with `?versionFrom=<versionId>`, or with
// the version before it when none is named.

/** The admin page comparing a version with another (the one before it when `fromVersionId` is null). */
export function versionComparisonPath(
  collection: string,
  id: number,
  versionId: number | string,
  fromVersionId: number | string | null,
): string {
  const path = `/admin/collections/${collection}/${id}/versions/${versionId}`
  return fromVersionId === null ? path : `${path}?versionFrom=${fromVersionId}`
}

/**
 * A listing's newest version compared with its newest published one (inside the save's transaction with `req`), and
 * whether it was ever published.
 */
export async function listingComparison(
  payload: Payload,
  id: number,
  req?: PayloadRequest,
): Promise<{ path: string; published: boolean }> {
  const newest = (published: boolean) =>
    payload.findVersions({
      collection: 'suppliers',
      where: {
        and: [{ parent: { equals: id } }, ...(published ? [{ 'version._status': { equals: 'published' } }] : [])],
      },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      ...(req ? { req } : {}),
    })
  // One after the other: a transaction's statements share one connection.
  const latest = await newest(false)
  const published = await newest(true)
  const version = latest.docs[0]
  const from = published.docs[0]
  if (!version) return { path: `/admin/collections/suppliers/${id}`, published: Boolean(from) }
  return {
    path: versionComparisonPath('suppliers', id, version.id, from && from.id !== version.id ? from.id : null),
    published: Boolean(from),
  }
}
