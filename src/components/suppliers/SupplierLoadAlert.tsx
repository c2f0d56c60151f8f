import { SUPPLIER_LOAD_MESSAGES } from '@/components/suppliers/load-error'
import type { SupplierLoadError } from '@/lib/platform/offline'

/** The inline error of the suppliers list (setup failure or unexpected error). */
export function SupplierLoadAlert({ kind }: { kind: SupplierLoadError }) {
  return (
    <div
      role="alert"
      data-testid="supplier-load-alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">
        {kind === 'unreachable' ? SUPPLIER_LOAD_MESSAGES.unreachable.toastTitle : 'Error'}
      </p>
      <p className="mt-1 text-sm">{SUPPLIER_LOAD_MESSAGES[kind].inline}</p>
    </div>
  )
}
