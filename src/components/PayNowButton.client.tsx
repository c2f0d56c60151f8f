'use client'

// Placeholder until payments land (issue: payments). Props are the agreed contract.
export function PayNowButton({ packageName }: { packageName: string }) {
  return (
    <button type="button" data-package={packageName} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
      Pay Now
    </button>
  )
}
