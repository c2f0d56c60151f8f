import { IntentLink } from '@/components/IntentLink.client'
import { ProductCardList } from '@/components/materials/ProductCardList'
import { getCategoryProducts } from '@/lib/data/products'
import { readOr } from '@/lib/platform/offline'
import { MATERIALS_PATH } from '@/lib/routes'

/** A category page's products with their EPD figures (those with figures first), linking to the filtered catalogue. */
export async function CategoryMaterials({ category }: { category: { id: number; name: string; slug: string } }) {
  // The category page stays up when the database is down (its offline fallback): then without products.
  const products = await readOr('category products', () => getCategoryProducts(category.id), [])
  if (products.length === 0) return null
  return (
    <section id="materials" aria-labelledby="category-materials-heading" className="py-12">
      <div className="mx-auto max-w-7xl space-y-6 px-4 sm:px-6 lg:px-8">
        <h2 id="category-materials-heading" className="text-3xl font-bold text-brand-900">
          {`${category.name} materials with EPD figures`}
        </h2>
        <ProductCardList products={products} now={new Date()} />
        <p>
          <IntentLink
            href={`${MATERIALS_PATH}?category=${encodeURIComponent(category.slug)}`}
            className="font-semibold text-brand-700 underline"
          >
            Browse and compare all {category.name.toLowerCase()} materials
          </IntentLink>
        </p>
      </div>
    </section>
  )
}
