'use client'

import { useEffect, useState } from 'react'

import {
  canMatch,
  describeRecipients,
  RECIPIENTS_ENDPOINT,
  recipientsSearchParams,
  type EnquiryRecipients,
  type RecipientsQuery,
} from '@/lib/enquiry/recipients'

export type RecipientsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; city: string; site?: string; recipients: EnquiryRecipients }
  | { status: 'error' }
  /** The site postcode cannot be used: its message (the submit would say the same beside the field). */
  | { status: 'problem'; message: string }

/** The line above the consent checkbox for a state. */
export function recipientsText(state: RecipientsState, category?: string): string {
  switch (state.status) {
    case 'idle':
      return 'Enter your city to see which suppliers will receive your enquiry.'
    case 'loading':
      return 'Checking which suppliers will receive your enquiry…'
    case 'error':
      return 'We could not check which suppliers will receive your enquiry; our team will make sure it reaches the right ones.'
    case 'problem':
      return state.message
    case 'ready':
      return describeRecipients(state.recipients, state.city, category, state.site)
  }
}

/** Waits this long after the last keystroke in the City field before asking. */
export const RECIPIENTS_DEBOUNCE_MS = 400

function problemOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null
  const { error, field } = value as { error?: unknown; field?: unknown }
  return field === 'sitePostcode' && typeof error === 'string' ? error : null
}

function isRecipients(value: unknown): value is EnquiryRecipients {
  if (typeof value !== 'object' || value === null) return false
  const { count, names } = value as Partial<EnquiryRecipients>
  return typeof count === 'number' && Array.isArray(names) && names.every((n) => typeof n === 'string')
}

/**
 * The suppliers an enquiry with these values would reach, looked up (debounced) as the city changes.
 * `initial` (found by the server for the page's own city) is shown without asking while the city is that one.
 */
export function useRecipients(
  { city, category, supplier, sitePostcode = '' }: RecipientsQuery,
  initial?: RecipientsState,
): RecipientsState {
  // An addressed supplier does not depend on the city or the site.
  const place = supplier ? '' : city.trim().replace(/\s+/g, ' ')
  const site = supplier ? '' : sitePostcode.trim().replace(/\s+/g, ' ')
  const query: RecipientsQuery = { city: place, category, supplier, sitePostcode: site }
  const search = canMatch(query) ? recipientsSearchParams(query).toString() : null
  // The last answer, kept with the search it answers: names shown for another city never stay on screen.
  const [answer, setAnswer] = useState<{ search: string; state: RecipientsState } | null>(null)

  const initialPlace = initial?.status === 'ready' ? (supplier ? '' : initial.city.trim().replace(/\s+/g, ' ')) : null
  const initialApplies = initial?.status === 'ready' && initialPlace === place && site === ''

  useEffect(() => {
    if (search === null || initialApplies) return
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`${RECIPIENTS_ENDPOINT}?${search}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        })
        const body: unknown = await response.json().catch(() => null)
        const problem = response.ok ? null : problemOf(body)
        setAnswer({
          search,
          state:
            response.ok && isRecipients(body)
              ? { status: 'ready', city: place, site, recipients: body }
              : problem
                ? { status: 'problem', message: problem }
                : { status: 'error' },
        })
      } catch (error) {
        if (!controller.signal.aborted) {
          console.error('Looking up the enquiry recipients failed', error)
          setAnswer({ search, state: { status: 'error' } })
        }
      }
    }, RECIPIENTS_DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [search, place, site, initialApplies])

  if (search === null) return { status: 'idle' }
  if (initialApplies) return initial
  return answer?.search === search ? answer.state : { status: 'loading' }
}
