import type { Metadata } from 'next'
import Link from 'next/link'

import { AccountHeading } from '@/components/account/AccountHeading'
import { OpenEpdImportForm } from '@/components/account/ProductPortalForms.client'
import { requireAccount } from '@/lib/account/session'
import { ACCOUNT_PRODUCT_PATHS } from '@/lib/routes'

export const metadata: Metadata = { title: 'Import an openEPD file' }

export default async function ImportOpenEpdPage() {
  await requireAccount(ACCOUNT_PRODUCT_PATHS.importOpenEpd)
  return (
    <>
      <AccountHeading
        title="Import an openEPD file"
        intro={
          'openEPD is the open format in which EC3 and EPD programmes publish EPD data. The file fills a new ' +
          'draft product with its figures: check them, then send the product for review. A file that cannot be ' +
          'read in full stores nothing, and each problem is named.'
        }
      />
      <OpenEpdImportForm />
      <p className="mt-8 text-sm">
        <Link href={ACCOUNT_PRODUCT_PATHS.list} className="font-semibold text-brand-700 underline">
          Back to your products
        </Link>
      </p>
    </>
  )
}
