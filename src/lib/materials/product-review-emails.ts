import type { PayloadRequest } from 'payload'

import type { Product } from '@payload-types'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { productPublishedEmail, productRejectedEmail, productSubmittedStaffEmail } from '@/lib/email/products'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { siteUrl } from '@/lib/platform/site-url'
import { accountProductPath, materialProductPath } from '@/lib/routes'
import { verifiedListingAccounts } from '@/lib/account/listing-accounts'

type ReviewedProduct = Pick<Product, 'id' | 'name' | 'slug' | 'supplier' | 'updatedAt'> & {
  rejectionReason?: string | null
  changesSubmittedAt?: string | null
}

const supplierIdOf = (product: ReviewedProduct): number =>
  typeof product.supplier === 'number' ? product.supplier : product.supplier.id

/**
 * Queues a review's outcome to every verified account of the product's listing, through `req`, so the e-mails are
 * stored only if the save that decided it commits (as the listing's review e-mails).
 */
export async function queueProductReviewEmails(
  req: PayloadRequest,
  outcome: 'published' | 'rejected',
  product: ReviewedProduct,
): Promise<number> {
  const { payload } = req
  const accounts = await verifiedListingAccounts(payload, supplierIdOf(product), req)
  if (accounts.length === 0) return 0
  const { brand } = await emailSiteFacts(payload, req)
  const message =
    outcome === 'published'
      ? await productPublishedEmail({
          productName: product.name,
          publicLink: `${siteUrl()}${materialProductPath(product.slug)}`,
          brand,
        })
      : await productRejectedEmail({
          productName: product.name,
          reason: product.rejectionReason ?? '',
          portalLink: `${siteUrl()}${accountProductPath(product.id)}`,
          brand,
        })
  for (const account of accounts) {
    await queueEmail(
      { payload, req },
      {
        to: account.email,
        ...message,
        idempotencyKey: emailIdempotencyKey('product-review', outcome, product.id, product.updatedAt, account.id),
      },
    )
  }
  return accounts.length
}

/**
 * Tells staff (Site settings' staff address) that a product was sent for review: once per submission, keyed by the
 * product and the moment it was sent, in the save's own transaction. Nothing is queued without a staff address.
 */
export async function queueProductSubmittedEmail(req: PayloadRequest, product: ReviewedProduct): Promise<boolean> {
  const { payload } = req
  const { brand, staffEmail } = await emailSiteFacts(payload, req)
  if (!staffEmail) return false
  const [listing, published] = await Promise.all([
    payload.findByID({
      collection: 'suppliers',
      id: supplierIdOf(product),
      depth: 0,
      overrideAccess: true,
      select: { name: true },
      disableErrors: true,
      req,
    }),
    payload.count({
      collection: 'products',
      where: { and: [{ id: { equals: product.id } }, { _status: { equals: 'published' } }] },
      overrideAccess: true,
      req,
    }),
  ])
  await queueEmail(
    { payload, req },
    {
      to: staffEmail,
      ...(await productSubmittedStaffEmail({
        productName: product.name,
        listingName: listing?.name ?? 'A supplier',
        firstVersion: published.totalDocs === 0,
        adminLink: `${siteUrl()}/admin/collections/products/${product.id}`,
        brand,
      })),
      idempotencyKey: emailIdempotencyKey('product-submitted', product.id, product.changesSubmittedAt ?? ''),
    },
  )
  return true
}
