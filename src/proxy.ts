import { NextResponse, type NextRequest } from 'next/server'

import { memoizeFor } from '@/lib/platform/memo'
import { cachedRedirectMap } from '@/lib/redirects/lookup'
import { lookUpRedirect, REDIRECT_STATUS, type RedirectMap } from '@/lib/redirects/rules'
import {
  BLOG_PATH,
  GET_LISTED,
  isDecodablePath,
  MATERIALS_COMPARE_PATH,
  MATERIALS_NEAR_PATH,
  MATERIALS_PATH,
  MATERIALS_SEARCH_PATH,
  NEAR_PARAM,
  SUPPLIERS_PATH,
  TAB_PARAM,
} from '@/lib/routes'
import { blogCategoryRedirect } from '@/lib/site/blog'
import { hasMaterialsQuery } from '@/lib/materials/browse'
import { hasSearchParams, withoutBlankSearchParams } from '@/lib/search/params'

let lastFailureLogged = 0

// Reading the data cache on every page view cost most of the app's throughput (docs/benchmarks.md); once a second
// per process is enough, and a redirect still applies within a second of the save that expires its tag.
const REDIRECT_MAP_MEMO_MS = 1_000
const heldRedirectMap = memoizeFor(REDIRECT_MAP_MEMO_MS, () => cachedRedirectMap())

async function redirectMap(): Promise<RedirectMap> {
  try {
    return await heldRedirectMap()
  } catch (error) {
    // Without the map the site still serves every page; say so at most once a minute.
    if (Date.now() - lastFailureLogged > 60_000) {
      lastFailureLogged = Date.now()
      console.error(`Redirects not applied: ${(error as Error).message}`)
    }
    return {}
  }
}

/**
 * A /suppliers request carrying a search is rendered per request by /suppliers-search; ?tab=get-listed alone is
 * the cached /suppliers-get-listed (its hero is the h1); otherwise the cached page answers.
 */
function routeSuppliers(request: NextRequest): NextResponse {
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

// Pages: not the admin, the APIs, Next's assets or files with an extension (the first matcher, as PAGE_PATH).
const PAGE_PATH = /^\/(?!admin|api|_next|.*\.)/

/** Redirects (staff's and those left by slug changes) answer 308 before any page renders. */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  // Next answers a path it cannot decode with a 500; it is the client's mistake, and nothing is looked up for it.
  if (!isDecodablePath(pathname))
    return new NextResponse('Bad request: the address is not valid.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  // The second matcher brings other paths with a percent-escape here only for the check above.
  if (!PAGE_PATH.test(pathname)) return NextResponse.next()
  const target = lookUpRedirect(await redirectMap(), pathname, search)
  if (target) return NextResponse.redirect(new URL(target, request.nextUrl), REDIRECT_STATUS)
  if (pathname === BLOG_PATH) return routeBlog(request)
  if (pathname === MATERIALS_PATH) return routeMaterials(request)
  if (isProductPath(pathname) && request.nextUrl.searchParams.has(NEAR_PARAM)) return routeProductNear(request)
  return pathname === SUPPLIERS_PATH ? routeSuppliers(request) : NextResponse.next()
}

/** /materials with filters, a sort or a page is rendered per request by /materials-search; /materials stays cached. */
function routeMaterials(request: NextRequest): NextResponse {
  if (!hasMaterialsQuery(request.nextUrl.searchParams)) return NextResponse.next()
  const target = request.nextUrl.clone()
  target.pathname = MATERIALS_SEARCH_PATH
  return NextResponse.rewrite(target)
}

/** /materials/{slug}: a product's page (one segment after /materials, not the comparison). */
const isProductPath = (pathname: string) =>
  pathname.startsWith(`${MATERIALS_PATH}/`) && pathname !== MATERIALS_COMPARE_PATH && pathname.split('/').length === 3

/**
 * A product's page near a place (?near=LS6 2AA: its transport estimate) is rendered per request by /materials-near;
 * the product page itself stays cached. The place form sent empty goes back to the plain page.
 */
function routeProductNear(request: NextRequest): NextResponse {
  const target = request.nextUrl.clone()
  if (!request.nextUrl.searchParams.get(NEAR_PARAM)?.trim()) {
    target.search = ''
    return NextResponse.redirect(target, 303)
  }
  target.pathname = `${MATERIALS_NEAR_PATH}${request.nextUrl.pathname.slice(MATERIALS_PATH.length)}`
  return NextResponse.rewrite(target)
}

/** /blog stays one cached page: a former filter link /blog?category=<name> goes to the category's own page. */
function routeBlog(request: NextRequest): NextResponse {
  const target = blogCategoryRedirect(request.nextUrl.searchParams)
  if (target === null) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = target
  url.search = ''
  return NextResponse.redirect(url, REDIRECT_STATUS)
}

// Pages; and any other path with a percent-escape but Next's assets (files and APIs included), so a malformed one
// answers 400 instead of Next's 500.
export const config = { matcher: ['/((?!admin|api|_next|.*\\.).*)', '/((?!_next/).*%.*)'] }
