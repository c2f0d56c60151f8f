import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { ProductScreen } from '@/components/materials/ProductScreen'
import { TransportSection } from '@/components/materials/TransportSection'
import { getProductBySlug } from '@/lib/data/products'
import { getShellData } from '@/lib/data/shell'
import { clientIpFrom } from '@/lib/enquiry/client-ip'
import { parsePostcode } from '@/lib/places/postcode'
import { transportTo } from '@/lib/search/transport'
import { NEAR_PARAM } from '@/lib/routes'
import { productPageMetadata } from '@/lib/seo/product'

// Reached through src/proxy.ts: /materials/{slug}?near=… (the product's transport estimate to a place) is rendered
// here per request; its readers are cached by tag, and the product page itself stays cached.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [product, shell] = await Promise.all([getProductBySlug(slug), getShellData()])
  if (!product) return { robots: { index: false } }
  // One page per place: not indexed; the canonical stays the product's page.
  return { ...productPageMetadata(product, shell.brand), robots: { index: false, follow: true } }
}

export default async function ProductNearPage({ params, searchParams }: Props) {
  const { slug } = await params
  const product = await getProductBySlug(slug)
  if (!product) notFound()
  const raw = (await searchParams)[NEAR_PARAM]
  const near = typeof raw === 'string' ? raw : Array.isArray(raw) ? (raw[0] ?? '') : ''
  const transport = await transportTo(product, near, { clientIp: clientIpFrom(await headers()) })
  // A full postcode found as the place is the site the visitor is pricing for: the enquiry form starts with it.
  const parsed = transport.place ? parsePostcode(transport.place) : null
  return (
    <ProductScreen
      product={product}
      transport={<TransportSection product={product} transport={transport} />}
      sitePostcode={parsed?.kind === 'full' ? parsed.postcode : undefined}
    />
  )
}
