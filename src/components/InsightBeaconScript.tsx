import { INSIGHT_BEACON_SCRIPT } from '@/lib/insights/beacon-script'

/**
 * The visit-counting script (issue 35), inline at the end of <body>: it waits for the page's `load` event, so it is
 * never on the critical path, and needs no request of its own. Public pages stay cached and set no cookie.
 */
export function InsightBeaconScript() {
  return <script dangerouslySetInnerHTML={{ __html: INSIGHT_BEACON_SCRIPT }} />
}
