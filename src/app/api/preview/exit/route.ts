import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { safeLocalPath } from '@/lib/admin/preview'

export const dynamic = 'force-dynamic'

/** Leaves draft mode and returns to the published page. */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  redirect(safeLocalPath(new URL(request.url).searchParams.get('path')) ?? '/')
}
