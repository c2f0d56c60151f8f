import type { Metadata } from 'next'
import Link from 'next/link'

import { AccountHeading, Notice } from '@/components/account/AccountHeading'
import { PortalSection } from '@/components/account/PortalSection'
import { ProductForm } from '@/components/account/ProductForm.client'
import { SendForReviewForm } from '@/components/account/ProductPortalForms.client'
import {
  accountProduct,
  PRODUCT_SAVED,
  PRODUCT_SENT,
  portalProductOf,
  productFormOptions,
  productFormValues,
} from '@/lib/account/products'
import { requireAccount } from '@/lib/account/session'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PRODUCT_PATHS, accountProductPath } from '@/lib/routes'

export const metadata: Metadata = { title: 'Your product' }

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const STATE_NOTE = {
  published: 'Published: the product is on the site as shown.',
  draft: 'Draft: not sent for review yet. Our team sees it once you send it.',
  pending: 'Pending review: our team is checking it. The site shows the published version, if any, until then.',
  rejected: 'Rejected: our team did not publish it, for the reason below. Correct it and send it again.',
} as const

/** One of the account's products: where it stands, sending it for review, and its form filled from its latest draft. */
export default async function AccountProductPage({ params, searchParams }: Props) {
  const { id: raw } = await params
  const query = await searchParams
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN
  const account = await requireAccount(Number.isNaN(id) ? ACCOUNT_PRODUCT_PATHS.list : accountProductPath(id))
  const payload = await getPayloadClient()
  const product = Number.isNaN(id) ? null : await accountProduct(payload, account, id)
  if (!product)
    return (
      <>
        <AccountHeading title="Your product" />
        <p className="text-gray-700">
          We could not find this product among yours.{' '}
          <Link href={ACCOUNT_PRODUCT_PATHS.list} className="font-semibold text-brand-700 underline">
            Back to your products
          </Link>
        </p>
      </>
    )
  const everPublished =
    (
      await payload.count({
        collection: 'products',
        where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
        overrideAccess: true,
      })
    ).totalDocs > 0
  const status = portalProductOf(product, everPublished, new Date())
  const options = await productFormOptions(payload)
  const document = typeof product.epd?.document === 'object' ? product.epd.document : null
  return (
    <>
      <AccountHeading title={product.name} />
      {query.imported !== undefined ? (
        <Notice>The openEPD file is imported as a draft. Check the figures below, then send it for review.</Notice>
      ) : null}
      {query.saved !== undefined ? <Notice>{PRODUCT_SAVED}</Notice> : null}
      {query.sent !== undefined ? <Notice>{PRODUCT_SENT}</Notice> : null}
      <PortalSection name="product-status" title="Where it stands" first>
        <p className="mt-3" data-testid="product-state">
          {STATE_NOTE[status.state]}
        </p>
        {status.rejectionReason ? (
          <p className="mt-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900">
            <span className="font-semibold">Reason: </span>
            <span data-testid="product-rejection-reason">{status.rejectionReason}</span>
          </p>
        ) : null}
        <p className="mt-2" data-testid="product-epd-summary">
          {status.epdSummary ?? 'No EPD yet.'}
          {status.epdSummary ? ` · ${status.verified ? 'Verified EPD' : 'Not verified'} · ${status.validity}` : ''}
        </p>
        {status.state === 'draft' || status.state === 'rejected' ? <SendForReviewForm productId={product.id} /> : null}
        {status.epdSummary ? (
          <p className="mt-4 text-sm">
            <a href={`/api/products/${product.id}/openepd.json`} className="font-semibold text-brand-700 underline">
              Download as openEPD (JSON)
            </a>
          </p>
        ) : null}
      </PortalSection>
      <h2 className="mb-4 mt-10 text-xl font-semibold text-gray-900">Edit the product</h2>
      <ProductForm
        productId={product.id}
        initial={productFormValues(product)}
        document={
          document ? { id: document.id, name: document.filename ?? 'EPD document', url: document.url ?? null } : null
        }
        {...options}
      />
      <p className="mt-8 text-sm">
        <Link href={ACCOUNT_PRODUCT_PATHS.list} className="font-semibold text-brand-700 underline">
          Back to your products
        </Link>
      </p>
    </>
  )
}
