'use client'

import { usePathname } from 'next/navigation'
import { useActionState } from 'react'

/**
 * `useActionState` with the page's own path as its permalink. React then writes the form's HTML with
 * `action="<the path>"` (the empty `action=""` it writes otherwise is invalid HTML); without JavaScript the browser
 * posts to the same page either way, and the page answers with the action's state.
 */
export function usePageFormAction<State, Payload>(
  action: (state: Awaited<State>, payload: Payload) => State | Promise<State>,
  initialState: Awaited<State>,
) {
  return useActionState(action, initialState, usePathname())
}
