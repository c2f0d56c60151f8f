'use client'

import { useEffect, useState } from 'react'

import { canMatch, RECIPIENTS_ENDPOINT, recipientsSearchParams, type EnquiryRecipients, type RecipientsQuery } from '@/lib/enquiry/recipients'

export type RecipientsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; city: string; recipients: EnquiryRecipients }
  | { status: 'error' }

/** Waits this long after the last keystroke in the City field before asking. */
export const RECIPIENTS_DEBOUNCE_MS = 400

function isRecipients(value: unknown): value is EnquiryRecipients {
  if (typeof value !== 'object' || value === null) return false
  const { count, names } = value as Partial<EnquiryRecipients>
  return typeof count === 'number' && Array.isArray(names) && names.every((n) => typeof n === 'string')
}

/** The suppliers an enquiry with these values would reach, looked up (debounced) as the city changes. */
export function useRecipients({ city, category, supplier }: RecipientsQuery): RecipientsState {
  const [state, setState] = useState<RecipientsState>({ status: 'idle' })
  // An addressed supplier does not depend on the city.
  const place = supplier ? '' : city.trim().replace(/\s+/g, ' ')

  useEffect(() => {
    const query: RecipientsQuery = { city: place, category, supplier }
    if (!canMatch(query)) {
      setState({ status: 'idle' })
      return
    }
    // Names shown for another city must never stay on screen while the new ones load.
    setState({ status: 'loading' })
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`${RECIPIENTS_ENDPOINT}?${recipientsSearchParams(query).toString()}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
        const body: unknown = response.ok ? await response.json() : null
        setState(isRecipients(body) ? { status: 'ready', city: query.city, recipients: body } : { status: 'error' })
      } catch (error) {
        if (!controller.signal.aborted) {
          console.error('Looking up the enquiry recipients failed', error)
          setState({ status: 'error' })
        }
      }
    }, RECIPIENTS_DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [place, category, supplier])

  return state
}
