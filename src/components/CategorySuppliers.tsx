import { DemoDataNotice } from '@/components/DemoDataNotice.client'
import { SupplierGrid } from '@/components/SupplierGrid'
import { loadCategorySuppliers } from '@/lib/data/pages'

export type CategorySuppliersProps = {
  category: { id: number; slug: string; name: string }
  /** City name on /{city}/category/{slug}: narrows the list and names the city in the demo notice. */
  city?: string
}

/** The supplier grid of a category page, best eco-score first; demo suppliers when the database is unreachable. */
export async function CategorySuppliers({ category, city }: CategorySuppliersProps) {
  const { suppliers, demo } = await loadCategorySuppliers(category, city)
  return (
    <div className="space-y-6">
      {demo ? <DemoDataNotice city={city} /> : null}
      <SupplierGrid suppliers={suppliers} city={city} emptyText="No suppliers found for this category yet. Check back soon!" />
    </div>
  )
}
