import config from '@payload-config'
import { getPayload } from 'payload'

import { hasCronSecret } from '@/access'
import { runPendingJobs } from '@/jobs/run-pending'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * Runs queued jobs once, for deployments driven by an external cron. Needs
 * `Authorization: Bearer $CRON_SECRET`; refused (401) without it and whenever CRON_SECRET is unset.
 */
async function run(request: Request): Promise<Response> {
  if (!hasCronSecret(request.headers)) {
    return Response.json(
      { ok: false, message: 'Unauthorized' },
      { status: 401, headers: { ...noStore, 'WWW-Authenticate': 'Bearer' } },
    )
  }
  const limit = Number(new URL(request.url).searchParams.get('limit') ?? '')
  try {
    const payload = await getPayload({ config })
    const summary = await runPendingJobs(payload, Number.isSafeInteger(limit) && limit > 0 ? { limit } : {})
    return Response.json({ ok: true, ...summary }, { headers: noStore })
  } catch (error) {
    console.error('Running jobs failed', error)
    return Response.json(
      { ok: false, message: 'Running jobs failed; see the server log.' },
      { status: 503, headers: noStore },
    )
  }
}

export const POST = run
export const GET = run
