import { NextResponse, type NextRequest } from 'next/server'

import { hasSearchParams } from '@/lib/search/params'

/** A /suppliers request carrying a search is rendered per request by /suppliers-search; without one, the cached page answers. */
export function proxy(request: NextRequest) {
  if (!hasSearchParams(request.nextUrl.searchParams)) return NextResponse.next()
  const target = request.nextUrl.clone()
  target.pathname = '/suppliers-search'
  return NextResponse.rewrite(target)
}

export const config = { matcher: '/suppliers' }
