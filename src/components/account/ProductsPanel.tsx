import Link from 'next/link'

import { PortalSection } from '@/components/account/PortalSection'
import { ACCOUNT_PRODUCT_PATHS } from '@/lib/routes'

/** The portal home's products panel: the way to the account's products, adding one and importing openEPD. */
export function ProductsPanel() {
  return (
    <PortalSection name="products" title="Your products">
      <p className="mt-3 text-gray-700">
        Products with their EPD carbon figures, which architects compare like for like.
      </p>
      <p className="mt-4 flex flex-wrap gap-4">
        <Link href={ACCOUNT_PRODUCT_PATHS.list} className="font-semibold text-brand-700 underline">
          Your products
        </Link>
        <Link href={ACCOUNT_PRODUCT_PATHS.add} className="font-semibold text-brand-700 underline">
          Add a product
        </Link>
        <Link href={ACCOUNT_PRODUCT_PATHS.importOpenEpd} className="font-semibold text-brand-700 underline">
          Import an openEPD file
        </Link>
      </p>
    </PortalSection>
  )
}
