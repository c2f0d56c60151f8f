// Toasts without shipping sonner on every page: calls are queued here and the Toaster loads sonner
// on the first one. The API is the subset of sonner's `toast` the site uses.
export type ToastOptions = { id?: string; description?: string; duration?: number }
export type ToastKind = 'default' | 'success' | 'info' | 'warning' | 'error'
export type ToastRequest = { kind: ToastKind; title: string; options?: ToastOptions }

type Listener = (request: ToastRequest) => void

const pending: ToastRequest[] = []
let listener: Listener | null = null

function show(kind: ToastKind, title: string, options?: ToastOptions): void {
  const request = { kind, title, options }
  if (listener) listener(request)
  else pending.push(request)
  if (typeof window !== 'undefined') window.dispatchEvent(new Event('ecobuild:toast'))
}

/** Registers the Toaster; toasts asked for before it was ready are handed over at once. */
export function onToast(next: Listener): () => void {
  listener = next
  for (const request of pending.splice(0)) next(request)
  return () => {
    if (listener === next) listener = null
  }
}

export function hasPendingToasts(): boolean {
  return pending.length > 0
}

export const toast = Object.assign((title: string, options?: ToastOptions) => show('default', title, options), {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
  warning: (title: string, options?: ToastOptions) => show('warning', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
})
