import Link from 'next/link'
import type { ReactNode } from 'react'

import { EnquirySection } from '@/components/EnquirySection'
import { JsonLd } from '@/components/JsonLd'
import { SupplierCard } from '@/components/SupplierCard'
import { EpdFigures } from '@/components/materials/EpdFigures'
import { EpdStatus } from '@/components/materials/EpdStatus'
import { ProductComparison } from '@/components/materials/ProductComparison'
import { getProductPlace, type PublicProduct } from '@/lib/data/products'
import { getShellData } from '@/lib/data/shell'
import { getSupplierCard } from '@/lib/data/suppliers'
import { ukDay } from '@/lib/dates'
import { insightMark } from '@/lib/insights/beacon-script'
import { MATERIALS_PATH, productPath } from '@/lib/routes'
import { breadcrumbFromHome, siteJsonLd } from '@/lib/seo/metadata'
import { productJsonLd } from '@/lib/seo/product'

/**
 * A product's page (/materials/{slug}, cached; and near a place, /materials-near/{slug}, per request): its EPD
 * figures, its place in its comparable set, the transport estimate (`transport`), the supplier and the enquiry form.
 */
export async function ProductScreen({
  product,
  transport,
  sitePostcode,
}: {
  product: PublicProduct
  transport: ReactNode
  /** The place of ?near= when it is a full postcode: the enquiry's 'Site postcode' starts with it. */
  sitePostcode?: string
}) {
  const now = new Date()
  const [shell, place, supplier] = await Promise.all([
    getShellData(),
    getProductPlace(product.id, ukDay(now).iso),
    getSupplierCard(product.supplier.id),
  ])
  return (
    <>
      <JsonLd
        data={siteJsonLd(
          shell,
          breadcrumbFromHome(
            { name: 'Materials', path: MATERIALS_PATH },
            { name: product.name, path: productPath(product.slug) },
          ),
          productJsonLd(product),
        )}
      />
      {/* The product view, reported after load by the visit-counting script (issue 35). */}
      <span hidden {...insightMark('product_view', product.supplier.id, product.id)} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-10 lg:col-span-2">
          <header className="space-y-3">
            <nav aria-label="Breadcrumb" className="text-sm text-gray-700">
              <Link href={MATERIALS_PATH} prefetch={false} className="underline">
                Materials
              </Link>
              {product.materialType ? ` › ${product.materialType.name}` : null}
            </nav>
            <h1 className="text-4xl font-bold text-brand-900">{product.name}</h1>
            <p className="text-lg text-gray-700">
              {product.materialType ? `${product.materialType.name} · ` : null}
              {product.category ? `${product.category.name} · ` : null}
              from {product.supplier.name}
            </p>
            <EpdStatus epd={product.epd} verified={product.epdVerified} now={now} />
            {product.description
              ? product.description.split(/\n{2,}/).map((paragraph) => (
                  <p key={paragraph} className="text-lg leading-8 text-gray-700">
                    {paragraph}
                  </p>
                ))
              : null}
          </header>
          <EpdFigures product={product} />
          {transport}
          <ProductComparison product={product} place={place} now={now} />
        </div>
        <aside className="space-y-6" aria-label={`Supplier: ${product.supplier.name}`}>
          {supplier ? <SupplierCard supplier={supplier} countImpression={false} /> : null}
          <a
            href="#enquiry"
            className="block rounded-md bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
          >
            Request a quote
          </a>
        </aside>
      </div>
      <EnquirySection
        supplier={{ id: product.supplier.id, name: product.supplier.name }}
        sitePostcode={sitePostcode}
        heading={`Get a Quote from ${product.supplier.name}`}
        intro={`Ask ${product.supplier.name} about ${product.name}: your enquiry goes to them and to our team, and to no other supplier.`}
      />
    </>
  )
}
