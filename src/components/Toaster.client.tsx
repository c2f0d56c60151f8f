'use client'

import { Toaster as Sonner } from 'sonner'

/** Toasts for the whole site; 'Error' toasts use the destructive (rich red) style. */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton duration={5000} toastOptions={{ classNames: { toast: 'font-sans' } }} />
}
