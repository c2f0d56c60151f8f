import {
  INSIGHTS_EMAIL_LINK_INVALID,
  INSIGHTS_EMAIL_STOPPED,
  unsubscribeInsightsEmail,
} from '@/lib/insights/monthly-email'
import { ONE_CLICK_BODY } from '@/lib/newsletter/rules'
import { getPayloadClient } from '@/lib/platform/payload'
import { siteUrl } from '@/lib/platform/site-url'
import { insightsUnsubscribePath } from '@/lib/routes'

// The monthly insights e-mail's `List-Unsubscribe` address (RFC 8058 one-click, issue 35): a mail client POSTs
// `List-Unsubscribe=One-Click` here, without cookies or sign-in; the signed token is the proof. A GET (someone opened
// the address) is sent to the page that asks first.

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ token: string }> }

const NO_STORE = { 'Cache-Control': 'no-store' }

export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params
  const body = await request.text().catch(() => '')
  if (body && !body.includes(ONE_CLICK_BODY))
    return Response.json({ error: `The body must be ${ONE_CLICK_BODY}.` }, { status: 400, headers: NO_STORE })
  const outcome = await unsubscribeInsightsEmail(await getPayloadClient(), token)
  if (outcome === 'invalid')
    return Response.json({ error: INSIGHTS_EMAIL_LINK_INVALID }, { status: 404, headers: NO_STORE })
  return Response.json({ message: INSIGHTS_EMAIL_STOPPED }, { status: 200, headers: NO_STORE })
}

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { token } = await params
  return Response.redirect(`${siteUrl()}${insightsUnsubscribePath(encodeURIComponent(token))}`, 303)
}
