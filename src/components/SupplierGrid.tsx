import { SupplierCard } from '@/components/SupplierCard'
import type { DisplaySupplier } from '@/lib/suppliers/demo'

export type SupplierGridProps = {
  suppliers: DisplaySupplier[]
  /** The city page the grid is on (cards of suppliers serving it from elsewhere say so). */
  city?: string
  /** Shown instead of the grid when there are no suppliers. */
  emptyText?: string
}

export function SupplierGrid({ suppliers, city, emptyText }: SupplierGridProps) {
  if (suppliers.length === 0) {
    return emptyText ? (
      <p className="rounded-lg border border-dashed border-gray-300 p-8 text-center text-gray-600">{emptyText}</p>
    ) : null
  }
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {suppliers.map((supplier) => (
        <li key={supplier.id}>
          <SupplierCard supplier={supplier} city={city} />
        </li>
      ))}
    </ul>
  )
}
