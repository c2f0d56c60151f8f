import type { Metadata } from 'next'
import Link from 'next/link'

import { AccountHeading } from '@/components/account/AccountHeading'
import { PortalSection } from '@/components/account/PortalSection'
import { PortalTable } from '@/components/account/PortalTable'
import { accountProducts, type PortalProductState } from '@/lib/account/products'
import { requireAccount } from '@/lib/account/session'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS, ACCOUNT_PRODUCT_PATHS, accountProductPath } from '@/lib/routes'

export const metadata: Metadata = { title: 'Your products' }

const PRODUCT_STATE_TEXT: Record<PortalProductState, string> = {
  published: 'Published',
  draft: 'Draft',
  pending: 'Pending review',
  rejected: 'Rejected',
}

/** The account's products: where each stands, its EPD in one line, verified or not, and its validity. */
export default async function AccountProductsPage() {
  const account = await requireAccount(ACCOUNT_PRODUCT_PATHS.list)
  const products = await accountProducts(await getPayloadClient(), account, new Date())
  return (
    <>
      <AccountHeading
        title="Your products"
        intro={
          'Products with their EPD (Environmental Product Declaration) figures. Each product is a draft until ' +
          'you send it for review and our team publishes it.'
        }
      />
      <p className="mb-6 flex flex-wrap gap-4">
        <Link href={ACCOUNT_PRODUCT_PATHS.add} className="font-semibold text-brand-700 underline">
          Add a product
        </Link>
        <Link href={ACCOUNT_PRODUCT_PATHS.importOpenEpd} className="font-semibold text-brand-700 underline">
          Import an openEPD file
        </Link>
      </p>
      <PortalSection name="products" title="Products" first>
        {products.length === 0 ? (
          <p className="mt-3 text-gray-700">You have no products yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <PortalTable testId="products-table" headings={['Product', 'Status', 'EPD', 'Verified', 'Validity']}>
              {products.map((p) => (
                <tr key={p.id} className="border-b border-gray-100 align-top">
                  <td className="py-2 pr-3">
                    <Link href={accountProductPath(p.id)} className="font-semibold text-brand-700 underline">
                      {p.name}
                    </Link>
                  </td>
                  <td className="py-2 pr-3" data-testid="product-status">
                    {PRODUCT_STATE_TEXT[p.state]}
                    {p.unsentChanges ? <span className="block text-gray-600">Draft changes not sent</span> : null}
                    {p.rejectionReason ? (
                      <span className="block text-amber-900">Reason: {p.rejectionReason}</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3">{p.epdSummary ?? 'No EPD'}</td>
                  <td className="py-2 pr-3">{p.epdSummary ? (p.verified ? 'Verified EPD' : 'Not verified') : '—'}</td>
                  <td className={p.expired ? 'py-2 font-semibold text-red-800' : 'py-2'}>{p.validity ?? '—'}</td>
                </tr>
              ))}
            </PortalTable>
          </div>
        )}
      </PortalSection>
      <p className="mt-8 text-sm">
        <Link href={ACCOUNT_PATHS.home} className="font-semibold text-brand-700 underline">
          Back to your account
        </Link>
      </p>
    </>
  )
}
