'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { toast } from '@/components/toast-bus'

import { paymentReturn, tabFromQuery, urlWithoutPaymentReturn, type SuppliersTab } from '@/components/suppliers/tabs'
import { TAB_PARAM } from '@/lib/routes'

/**
 * Reads the query on the client (the page itself is static): follows ?tab= into the tab state, and shows
 * the payment-return toast for ?success=true / ?canceled=true, then removes that parameter.
 */
export function SuppliersQuery({ onTab }: { onTab: (tab: SuppliersTab) => void }) {
  const params = useSearchParams()
  const tab = tabFromQuery(params.get(TAB_PARAM))
  const payment = paymentReturn(params)

  // The server rendered the tab of the first address; only later changes (tab switches, back and forward) are
  // followed, so a late hydration cannot undo a tab the visitor has already chosen.
  const followed = useRef(tab)
  useEffect(() => {
    if (followed.current === tab) return
    followed.current = tab
    onTab(tab)
  }, [tab, onTab])

  useEffect(() => {
    if (!payment) return
    if (payment === 'success') {
      toast.success('Payment Successful!', {
        id: 'payment-return',
        description: 'Thank you for your payment. Your listing will be processed shortly.',
      })
    } else {
      toast.info('Payment Canceled', {
        id: 'payment-return',
        description: "Your payment was canceled. Feel free to try again when you're ready.",
      })
    }
    window.history.replaceState(null, '', urlWithoutPaymentReturn(new URL(window.location.href)))
  }, [payment])

  return null
}
