'use client'

import { useState } from 'react'
import { toast } from '@/components/toast-bus'

import { startCheckout } from '@/actions/checkout'

// One toast per payment attempt: the error replaces 'Processing payment...' instead of stacking under it.
const PAYMENT_TOAST_ID = 'payment'

function showPaymentError() {
  toast.error('Error', { id: PAYMENT_TOAST_ID, description: 'Could not process payment. Please try again.' })
}

/** A package row's Pay Now: asks the server for a hosted Stripe Checkout url and goes there. */
export function PayNowButton({ packageName }: { packageName: string }) {
  const [processing, setProcessing] = useState(false)

  async function pay() {
    setProcessing(true)
    toast('Processing payment...', {
      id: PAYMENT_TOAST_ID,
      description: 'Please wait while we redirect you to the payment page.',
    })
    try {
      const result = await startCheckout(packageName)
      if (result.ok && result.url) window.location.assign(result.url)
      else showPaymentError()
    } catch {
      showPaymentError()
    } finally {
      setProcessing(false)
    }
  }

  return (
    <button
      type="button"
      onClick={pay}
      disabled={processing}
      aria-busy={processing}
      data-package={packageName}
      className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {processing ? 'Processing...' : 'Pay Now'}
    </button>
  )
}
