import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ProductScreen } from '@/components/materials/ProductScreen'
import { TransportSection } from '@/components/materials/TransportSection'
import { getProductBySlug } from '@/lib/data/products'
import { getShellData } from '@/lib/data/shell'
import { productPageMetadata } from '@/lib/seo/product'

export const revalidate = 300

type Props = { params: Promise<{ slug: string }> }

// Rendered on first request, then cached and revalidated by the products' tags (and at most every 5 minutes, so an
// EPD that expires at midnight says so within minutes without any save). With ?near= (its transport estimate to a
// place) src/proxy.ts sends the request to /materials-near/{slug}, rendered per request.
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [product, shell] = await Promise.all([getProductBySlug(slug), getShellData()])
  if (!product) return { robots: { index: false } }
  return productPageMetadata(product, shell.brand)
}

export default async function ProductPage({ params }: Props) {
  const { slug } = await params
  const product = await getProductBySlug(slug)
  if (!product) notFound()
  return <ProductScreen product={product} transport={<TransportSection product={product} transport={null} />} />
}
