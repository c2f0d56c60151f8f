import { after } from 'next/server'

/**
 * Runs `work` once the answer has gone (Next's `after`), so its time does not show in the answer's; outside a Next
 * request (scripts, tests) it runs at once and the caller awaits it.
 */
export function afterResponse(work: () => Promise<void>): Promise<void> {
  try {
    after(work)
    return Promise.resolve()
  } catch {
    // `after` was called outside a request scope.
    return work()
  }
}
