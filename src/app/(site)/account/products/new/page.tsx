import type { Metadata } from 'next'
import Link from 'next/link'

import { AccountHeading } from '@/components/account/AccountHeading'
import { ProductForm } from '@/components/account/ProductForm.client'
import { productFormOptions } from '@/lib/account/products'
import { requireAccount } from '@/lib/account/session'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PRODUCT_PATHS } from '@/lib/routes'

export const metadata: Metadata = { title: 'Add a product' }

export default async function AddProductPage() {
  await requireAccount(ACCOUNT_PRODUCT_PATHS.add)
  const options = await productFormOptions(await getPayloadClient())
  return (
    <>
      <AccountHeading
        title="Add a product"
        intro={
          <>
            The product is saved as a draft; our team publishes it after you send it for review. Have an openEPD file?{' '}
            <Link href={ACCOUNT_PRODUCT_PATHS.importOpenEpd} className="font-semibold text-brand-700 underline">
              Import it instead
            </Link>
            .
          </>
        }
      />
      <ProductForm productId={null} initial={{}} document={null} {...options} />
    </>
  )
}
