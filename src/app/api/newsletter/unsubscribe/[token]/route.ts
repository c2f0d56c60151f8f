import { ONE_CLICK_BODY, UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED_MESSAGE } from '@/lib/newsletter/rules'
import { unsubscribe } from '@/lib/newsletter/subscribers'
import { getPayloadClient } from '@/lib/platform/payload'
import { siteUrl } from '@/lib/platform/site-url'
import { newsletterUnsubscribePath } from '@/lib/routes'

// The `List-Unsubscribe` address of every newsletter (RFC 8058 one-click): a mail client POSTs
// `List-Unsubscribe=One-Click` here, without cookies or sign-in; the signed token is the proof. A GET (someone opened
// the address) is sent to the page that asks first.

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ token: string }> }

const NO_STORE = { 'Cache-Control': 'no-store' }

export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params
  // RFC 8058 names the body; an empty one is taken as the same request, anything else is refused.
  const body = await request.text().catch(() => '')
  if (body && !body.includes(ONE_CLICK_BODY))
    return Response.json({ error: `The body must be ${ONE_CLICK_BODY}.` }, { status: 400, headers: NO_STORE })
  const outcome = await unsubscribe(await getPayloadClient(), token)
  if (outcome === 'invalid')
    return Response.json({ error: UNSUBSCRIBE_LINK_INVALID }, { status: 404, headers: NO_STORE })
  return Response.json({ message: UNSUBSCRIBED_MESSAGE }, { status: 200, headers: NO_STORE })
}

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { token } = await params
  return Response.redirect(`${siteUrl()}${newsletterUnsubscribePath(encodeURIComponent(token))}`, 303)
}
