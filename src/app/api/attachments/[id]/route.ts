import { signedInAccount, listingIdOf } from '@/lib/account/session'
import { attachmentFor, attachmentResponse } from '@/lib/leads/attachments'
import { getPayloadClient } from '@/lib/platform/payload'

// A lead's private file (a quote's PDF, a message's attachment) for one of its two parties: the enquirer with their
// link's token (`?t=`), or the signed-in account of the connection's supplier. Anyone else, and an unknown id: 404.
// Staff open files in the admin, through Payload's own API (admins only).

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params
  const payload = await getPayloadClient()
  const account = await signedInAccount()
  const row = await attachmentFor(payload, /^\d{1,9}$/.test(id) ? Number(id) : NaN, {
    enquirerToken: new URL(request.url).searchParams.get('t'),
    supplierId: account ? listingIdOf(account) : null,
  })
  if (!row) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return attachmentResponse(payload, row)
}
