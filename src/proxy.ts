import { NextResponse, type NextRequest } from 'next/server'

import { GET_LISTED, TAB_PARAM } from '@/components/suppliers/tabs'
import { hasSearchParams, withoutBlankSearchParams } from '@/lib/search/params'

/**
 * A /suppliers request carrying a search is rendered per request by /suppliers-search; ?tab=get-listed alone is
 * the cached /suppliers-get-listed (its hero is the h1); otherwise the cached page answers.
 */
export function proxy(request: NextRequest) {
  const params = request.nextUrl.searchParams
  // The search form's empty fields leave the address (without JavaScript too): one redirect to the same search without them.
  const cleaned = withoutBlankSearchParams(params)
  if (cleaned) {
    const target = request.nextUrl.clone()
    target.search = cleaned.toString()
    return NextResponse.redirect(target, 303)
  }
  const search = hasSearchParams(params)
  if (!search && params.get(TAB_PARAM) !== GET_LISTED) return NextResponse.next()
  const target = request.nextUrl.clone()
  target.pathname = search ? '/suppliers-search' : '/suppliers-get-listed'
  return NextResponse.rewrite(target)
}

export const config = { matcher: '/suppliers' }
