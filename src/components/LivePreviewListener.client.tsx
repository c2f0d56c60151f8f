'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { usePathname, useRouter } from 'next/navigation'
import { useCallback, useSyncExternalStore } from 'react'

import { EXIT_PREVIEW_ROUTE } from '@/lib/admin/preview'

const noChanges = () => () => {}

/**
 * In draft mode: re-renders the page on the server whenever the admin beside it saves (autosave included), and
 * says that this is a preview, with a way out.
 */
export function LivePreviewListener() {
  const router = useRouter()
  const pathname = usePathname()
  // The admin posts from this same origin; known only in the browser.
  const origin = useSyncExternalStore(
    noChanges,
    () => window.location.origin,
    () => null,
  )
  const refresh = useCallback(() => router.refresh(), [router])
  return (
    <>
      {origin ? <RefreshRouteOnSave refresh={refresh} serverURL={origin} /> : null}
      <div
        role="status"
        className="fixed inset-x-0 bottom-0 z-50 flex items-center justify-center gap-4 bg-amber-100 px-4 py-2 text-sm text-amber-900 shadow"
      >
        <span>Preview: this page shows unpublished drafts.</span>
        <a
          className="font-semibold underline"
          href={`${EXIT_PREVIEW_ROUTE}?${new URLSearchParams({ path: pathname }).toString()}`}
        >
          Exit preview
        </a>
      </div>
    </>
  )
}
