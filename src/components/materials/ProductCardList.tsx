import { ProductCard } from '@/components/materials/ProductCard'
import type { PublicProduct } from '@/lib/data/products'

/** A grid of product cards (a supplier's profile, a category page). */
export function ProductCardList({
  products,
  now,
  hideSupplier,
}: {
  products: PublicProduct[]
  now: Date
  hideSupplier?: boolean
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="product-cards">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} now={now} hideSupplier={hideSupplier} />
        </li>
      ))}
    </ul>
  )
}
