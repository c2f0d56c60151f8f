import { NextResponse, type NextRequest } from 'next/server'

import { hasSearchParams, withoutBlankSearchParams } from '@/lib/search/params'

/** A /suppliers request carrying a search is rendered per request by /suppliers-search; without one, the cached page answers. */
export function proxy(request: NextRequest) {
  // The search form's empty fields leave the address (without JavaScript too): one redirect to the same search without them.
  const cleaned = withoutBlankSearchParams(request.nextUrl.searchParams)
  if (cleaned) {
    const target = request.nextUrl.clone()
    target.search = cleaned.toString()
    return NextResponse.redirect(target, 303)
  }
  if (!hasSearchParams(request.nextUrl.searchParams)) return NextResponse.next()
  const target = request.nextUrl.clone()
  target.pathname = '/suppliers-search'
  return NextResponse.rewrite(target)
}

export const config = { matcher: '/suppliers' }
