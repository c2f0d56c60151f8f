// The /suppliers tabs and their query value (?tab=get-listed selects the second; the first has none).

import { GET_LISTED, TAB_PARAM } from '@/lib/routes'

export type SuppliersTab = 'find' | typeof GET_LISTED

/** Anchor of the tabs section: the page scrolls there on load and the Find Suppliers hero links to it. */
export const TABS_SECTION_ID = 'supplier-tabs'
/** Anchor of the Packages screen, the target of 'View Packages'. */
export const PACKAGES_SECTION_ID = 'packages'

export function tabFromQuery(value: string | null | undefined): SuppliersTab {
  return value === GET_LISTED ? GET_LISTED : 'find'
}

/** The page URL for a tab: sets or clears ?tab=, keeping the other parameters. */
export function urlForTab(current: URL, tab: SuppliersTab): string {
  const params = new URLSearchParams(current.search)
  if (tab === GET_LISTED) params.set(TAB_PARAM, GET_LISTED)
  else params.delete(TAB_PARAM)
  const query = params.toString()
  return `${current.pathname}${query ? `?${query}` : ''}`
}

/** The URL without the payment-return parameters (?success=true, ?canceled=true), keeping the tab. */
export function urlWithoutPaymentReturn(current: URL): string {
  const params = new URLSearchParams(current.search)
  params.delete('success')
  params.delete('canceled')
  const query = params.toString()
  return `${current.pathname}${query ? `?${query}` : ''}${current.hash}`
}

export type PaymentReturn = 'success' | 'canceled' | null

export function paymentReturn(params: Pick<URLSearchParams, 'get'>): PaymentReturn {
  if (params.get('success') === 'true') return 'success'
  if (params.get('canceled') === 'true') return 'canceled'
  return null
}

export type PackageTierTab = 'local' | 'national' | 'enterprise'

/** ?package=national selects a package tab on the Get Listed tab; Local (the first) has none. */
export const PACKAGE_PARAM = 'package'
export const PACKAGE_TIER_TABS: ReadonlyArray<{ value: PackageTierTab; label: string }> = [
  { value: 'local', label: 'Local' },
  { value: 'national', label: 'National' },
  { value: 'enterprise', label: 'Enterprise' },
]

export function tierFromQuery(value: string | null | undefined, available: readonly string[]): PackageTierTab | null {
  return PACKAGE_TIER_TABS.find((t) => t.value === value && available.includes(t.value))?.value ?? null
}

/** The page URL for a package tab: sets ?package= (cleared for the first tab), keeping the other parameters and the hash. */
export function urlForTier(current: URL, tier: string, first: string): string {
  const params = new URLSearchParams(current.search)
  if (tier === first) params.delete(PACKAGE_PARAM)
  else params.set(PACKAGE_PARAM, tier)
  const query = params.toString()
  return `${current.pathname}${query ? `?${query}` : ''}${current.hash}`
}
