'use client'

import { useEffect, useState, type ComponentType } from 'react'

import { hasPendingToasts, onToast } from '@/components/toast-bus'

type SonnerModule = typeof import('sonner')

const TOAST_TOP_OFFSET = '5rem'

/** Loads sonner on the first toast, then shows every queued and later toast; 'Error' toasts use the destructive style. */
export function Toaster() {
  const [sonner, setSonner] = useState<SonnerModule | null>(null)

  useEffect(() => {
    if (sonner) return
    const load = () => void import('sonner').then(setSonner)
    if (hasPendingToasts()) load()
    window.addEventListener('ecobuild:toast', load, { once: true })
    return () => window.removeEventListener('ecobuild:toast', load)
  }, [sonner])

  useEffect(() => {
    if (!sonner) return
    // Handed over after the Sonner toaster below has mounted, so no toast is lost.
    return onToast(({ kind, title, options }) => {
      const show = kind === 'default' ? sonner.toast : sonner.toast[kind]
      show(title, options)
    })
  }, [sonner])

  if (!sonner) return null
  const Sonner = sonner.Toaster as ComponentType<React.ComponentProps<SonnerModule['Toaster']>>
  return (
    <Sonner
      position="top-right"
      // Below the sticky 4rem header, so a toast never covers its links; phones keep sonner's own placement.
      offset={{ top: TOAST_TOP_OFFSET }}
      richColors
      closeButton
      duration={5000}
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  )
}
