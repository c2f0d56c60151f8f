/** Placeholder cards while a supplier grid streams in (the loading state). */
export function SupplierGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading suppliers…</span>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="animate-pulse overflow-hidden rounded-xl border border-gray-200 bg-white"
        >
          <div className="aspect-[16/10] bg-gray-200" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-2/3 rounded bg-gray-200" />
            <div className="h-4 w-1/3 rounded bg-gray-200" />
            <div className="h-16 rounded bg-gray-100" />
          </div>
        </div>
      ))}
    </div>
  )
}
