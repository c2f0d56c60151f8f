import { NextResponse, type NextRequest } from 'next/server'

import { GET_LISTED, TAB_PARAM } from '@/components/suppliers/tabs'
import { hasSearchParams } from '@/lib/search/params'

/**
 * A /suppliers request carrying a search is rendered per request by /suppliers-search; ?tab=get-listed alone is
 * the cached /suppliers-get-listed (its hero is the h1); otherwise the cached page answers.
 */
export function proxy(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const search = hasSearchParams(params)
  if (!search && params.get(TAB_PARAM) !== GET_LISTED) return NextResponse.next()
  const target = request.nextUrl.clone()
  target.pathname = search ? '/suppliers-search' : '/suppliers-get-listed'
  return NextResponse.rewrite(target)
}

export const config = { matcher: '/suppliers' }
