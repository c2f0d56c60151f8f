import { getPayload } from 'payload'
import config from '@payload-config'

export const dynamic = 'force-dynamic'

/** Liveness and database reachability, for load balancers and the test harness. */
export async function GET(): Promise<Response> {
  try {
    const payload = await getPayload({ config })
    await payload.count({ collection: 'categories', overrideAccess: true })
    return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
  } catch {
    return Response.json(
      { ok: false, error: 'database unreachable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
