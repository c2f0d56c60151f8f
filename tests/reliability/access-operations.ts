// Every REST operation Payload mounts for a collection, against one document id, shared by the
// integration test (through Payload's REST handlers) and the reliability suite (over HTTP).

export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export const ACCESS_PASSWORD = 'correct-horse-battery-staple'

export function restOperations(collection: string, id: number, mark: string): Array<[RestMethod, string, unknown?]> {
  const where = `where[id][equals]=${id}`
  const writes = {
    name: mark,
    email: `${mark}@x.test`,
    status: 'paid',
    commissionAmount: 0,
    role: 'admin',
    packageName: mark,
    amount: 1,
  }
  return [
    ['GET', collection],
    ['GET', `${collection}?depth=2&limit=1000`],
    ['GET', `${collection}?${where}`],
    ['GET', `${collection}?where[id][exists]=true&select[id]=true`],
    ['GET', `${collection}/${id}`],
    ['GET', `${collection}/${id}?depth=3`],
    ['GET', `${collection}/count`],
    ['GET', `${collection}/versions`],
    [
      'POST',
      collection,
      {
        ...writes,
        currency: 'gbp',
        lead: id,
        supplier: 1,
        password: ACCESS_PASSWORD,
        phone: '0123456',
        city: 'London',
        projectDetails: 'Anything at all here',
        consent: true,
      },
    ],
    ['POST', `${collection}/${id}/duplicate`],
    ['PATCH', `${collection}/${id}`, writes],
    ['PATCH', `${collection}?${where}`, writes],
    ['PATCH', `${collection}?where[id][exists]=true`, { name: mark, status: 'paid', commissionAmount: 0 }],
    ['DELETE', `${collection}/${id}`],
    ['DELETE', `${collection}?${where}`],
    ['DELETE', `${collection}?where[id][exists]=true`],
  ]
}

/**
 * Whether an answer to an operation on a private collection is acceptable: no server error, none of the
 * private text, and no document but the caller's own account.
 */
export function accessAnswerProblems(
  path: string,
  status: number,
  text: string,
  privateText: readonly string[],
  ownId: number | null,
  collection: string,
): string[] {
  const problems: string[] = []
  if (status >= 500) problems.push(`answered ${status}: ${text.slice(0, 200)}`)
  for (const secret of privateText) if (text.includes(secret)) problems.push(`returned "${secret}"`)
  if (status < 300) {
    let json: { docs?: Array<{ id?: number }>; totalDocs?: number; id?: number; doc?: { id?: number } } = {}
    try {
      json = JSON.parse(text) as typeof json
    } catch {
      problems.push('answered 2xx without JSON')
    }
    const returned = [
      ...(json.docs ?? []),
      ...(json.doc ? [json.doc] : []),
      ...(typeof json.id === 'number' ? [json] : []),
    ].map((d) => d.id)
    for (const id of returned) if (id !== ownId) problems.push(`returned document ${String(id)}`)
    // An account may count itself (a staff user or a supplier account reading its own collection).
    const ownCount = ownId !== null && (collection === 'users' || collection === 'supplier-accounts') ? 1 : 0
    if ((json.totalDocs ?? 0) > ownCount) problems.push(`counted ${json.totalDocs} documents`)
  }
  return problems
}
