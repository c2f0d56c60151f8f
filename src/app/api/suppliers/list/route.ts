import { getAllSuppliers, type DisplaySupplier } from '@/lib/data/suppliers'
import { classifySupplierLoadError, type SupplierListFailure } from '@/lib/platform/offline'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** Every published supplier as the cards show them (the /suppliers page's 'Refresh Suppliers'). */
export async function GET(): Promise<Response> {
  try {
    const suppliers: DisplaySupplier[] = await getAllSuppliers()
    return Response.json(suppliers, { headers: NO_STORE })
  } catch (error) {
    const kind = classifySupplierLoadError(error)
    console.error(`[api/suppliers/list] ${kind}:`, error instanceof Error ? error.message : error)
    const body: SupplierListFailure = { error: kind }
    return Response.json(body, { status: kind === 'unreachable' ? 503 : 500, headers: NO_STORE })
  }
}
