import { ABOUT_PATH, BLOG_PATH, GET_LISTED, GET_LISTED_PATH, HOME_PATH, SUPPLIERS_PATH } from '@/lib/routes'

export type NavLink = { label: string; href: string }

/** Which header entry a location highlights: by path, and by the tab query value on /suppliers. */
export function activeNavHref(pathname: string, tab: string | null): string | null {
  if (pathname === SUPPLIERS_PATH) return tab === GET_LISTED ? GET_LISTED_PATH : SUPPLIERS_PATH
  if (pathname === HOME_PATH) return HOME_PATH
  if (pathname === BLOG_PATH || pathname.startsWith(`${BLOG_PATH}/`)) return BLOG_PATH
  if (pathname === ABOUT_PATH) return `${ABOUT_PATH}#calculator`
  return null
}

/** The section (dropdown) a path belongs to, for highlighting the dropdown trigger. */
export function activeNavSection(pathname: string, citySlugs: string[]): 'cities' | 'categories' | null {
  const first = pathname.split('/')[1] ?? ''
  if (first === 'category') return 'categories'
  if (citySlugs.includes(first)) return pathname.includes('/category/') ? 'categories' : 'cities'
  return null
}
