import Link from 'next/link'

import { DemoDataNotice } from '@/components/DemoDataNotice.client'
import { FeaturedRow } from '@/components/packages/FeaturedRow'
import { SupplierGrid } from '@/components/SupplierGrid'
import { loadCategorySuppliers } from '@/lib/data/pages'
import { categoryPath } from '@/lib/routes'

export type CategorySuppliersProps = {
  category: { id: number; slug: string; name: string }
  /** City name on /{city}/category/{slug}: narrows the list and names the city in the demo notice. */
  city?: string
}

const EMPTY_TEXT = 'No suppliers found for this category yet. Check back soon!'

/** The supplier grid of a category page, best eco-score first; demo suppliers when the database is unreachable. */
export async function CategorySuppliers({ category, city }: CategorySuppliersProps) {
  const { suppliers, demo } = await loadCategorySuppliers(category, city)
  if (city && !demo && suppliers.length === 0) return <UkWideSuppliers category={category} city={city} />
  return (
    <div className="space-y-6">
      {demo ? <DemoDataNotice city={city} /> : <FeaturedRow place={{ categoryId: category.id, city }} />}
      <SupplierGrid suppliers={suppliers} city={city} emptyText={EMPTY_TEXT} />
    </div>
  )
}

/** A city with none of the category's suppliers offers the category's suppliers across the UK instead, and says so. */
async function UkWideSuppliers({ category, city }: Required<CategorySuppliersProps>) {
  const { suppliers, demo } = await loadCategorySuppliers(category)
  return (
    <div className="space-y-6" data-testid="uk-wide-suppliers">
      <div className="rounded-xl border border-dashed border-brand-600 bg-brand-50 p-6">
        <p className="text-lg font-semibold text-brand-900">{`No ${category.name} suppliers in ${city} yet.`}</p>
        {suppliers.length > 0 ? (
          <p className="mt-2 text-gray-700">
            {`These ${category.name} suppliers work across the UK; ask them whether they deliver to ${city}, or see `}
            <Link
              href={categoryPath(category.slug)}
              className="font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {`all ${category.name} suppliers`}
            </Link>
            .
          </p>
        ) : null}
      </div>
      {demo ? <DemoDataNotice /> : null}
      <SupplierGrid suppliers={suppliers} emptyText={EMPTY_TEXT} />
    </div>
  )
}
