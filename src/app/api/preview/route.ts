import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isStaffUser } from '@/access'
import { getPayloadClient } from '@/lib/platform/payload'
import { safeLocalPath } from '@/lib/admin/preview'

export const dynamic = 'force-dynamic'

// Anyone but signed-in staff learns nothing, not even that the route exists.
const notFound = () => new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } })

/** Staff only: turns on Next's draft mode (pages read drafts, bypassing every cache) and opens the page. */
export async function GET(request: Request): Promise<Response> {
  const path = safeLocalPath(new URL(request.url).searchParams.get('path'))
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!path || !isStaffUser(user)) return notFound()
  ;(await draftMode()).enable()
  redirect(path)
}
