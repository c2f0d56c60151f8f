/** The suppliers list's loading state (route loading UI, and a refresh that starts from an empty list). */
export function SuppliersLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col items-center gap-4 rounded-xl border border-brand-100 bg-brand-50 px-6 py-12 text-center"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <p className="text-lg font-semibold text-brand-900">Setting Up Suppliers Database</p>
      <p className="text-sm text-gray-700">Please wait while we prepare the suppliers database...</p>
    </div>
  )
}
