import { signedInAccount } from '@/lib/account/session'
import { receiptForAccount } from '@/lib/packages/receipt'
import { receiptPdf } from '@/lib/packages/receipt-pdf'
import { getPayloadClient } from '@/lib/platform/payload'
import { receiptNumber } from '@/lib/packages/terms'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * A receipt as a PDF, made on the server: for the accounts of the order's listing only (the order is read with the
 * account's own access), 404 for anyone else and any order that is not theirs or not paid. Never cached.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id: raw } = await params
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN
  const account = await signedInAccount()
  const payload = await getPayloadClient()
  const receipt = account && Number.isSafeInteger(id) ? await receiptForAccount(payload, account, id) : null
  if (!receipt) return new Response('Not found', { status: 404, headers: { ...noStore, 'Content-Type': 'text/plain' } })
  const bytes = await receiptPdf(receipt)
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      ...noStore,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${receiptNumber(receipt.orderId)}.pdf"`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
