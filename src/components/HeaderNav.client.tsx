'use client'

import { IntentLink } from '@/components/IntentLink.client'
import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef, useState } from 'react'

import { activeNavHref, activeNavSection, type NavLink } from '@/lib/site/navigation'
import { BLOG_PATH, GET_LISTED_PATH, SUPPLIERS_PATH } from '@/lib/routes'

type Props = {
  cities: NavLink[]
  categories: NavLink[]
  citySlugs: string[]
}

const linkClass = (active: boolean) =>
  'rounded-md px-3 py-2 text-sm font-medium transition-colors ' +
  (active ? 'bg-brand-100 text-brand-900' : 'text-gray-700 hover:bg-brand-50 hover:text-brand-900')

/** A disclosure dropdown (the WAI pattern for site navigation): Escape and outside clicks close it. */
function NavDropdown({ label, links, active, id }: { label: string; links: NavLink[]; active: boolean; id: string }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const onDown = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('mousedown', onDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onDown)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])
  return (
    <div
      ref={ref}
      className="relative"
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false)}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={`${linkClass(active)} inline-flex items-center gap-1`}
      >
        {label}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={open ? 'rotate-180' : ''}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute left-0 z-30 mt-1 min-w-48 rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
      >
        {links.map((link) => (
          <li key={link.href}>
            <IntentLink
              href={link.href}
              onClick={() => setOpen(false)}
              className="block rounded-md px-3 py-2 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-900"
            >
              {link.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

type EntryProps = { link: NavLink; pathname: string; className: (active: boolean) => string }

function EntryLink({ link, active, className }: Omit<EntryProps, 'pathname'> & { active: boolean }) {
  return (
    <IntentLink href={link.href} className={className(active)} aria-current={active ? 'page' : undefined}>
      {link.label}
    </IntentLink>
  )
}

/** Only /suppliers's two entries depend on the query string; the server renders them as for no tab. */
function TabAwareLink({ link, pathname, className }: EntryProps) {
  const tab = useSearchParams().get('tab')
  return <EntryLink link={link} active={activeNavHref(pathname, tab) === link.href} className={className} />
}

function PlainLink({ link, pathname, className }: EntryProps) {
  const plain = <EntryLink link={link} active={activeNavHref(pathname, null) === link.href} className={className} />
  if (pathname !== SUPPLIERS_PATH) return plain
  return (
    <Suspense fallback={plain}>
      <TabAwareLink link={link} pathname={pathname} className={className} />
    </Suspense>
  )
}

export function HeaderNav({ cities, categories, citySlugs }: Props) {
  const pathname = usePathname()
  const active = activeNavHref(pathname, null)
  const section = activeNavSection(pathname, citySlugs)
  const [mobileOpen, setMobileOpen] = useState(false)
  // The mobile menu closes on navigation: adjusted while rendering, as React advises, rather than in an effect.
  const [shownFor, setShownFor] = useState(pathname)
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setMobileOpen(false)
  }

  const plain: NavLink[] = [
    { label: 'Blog', href: BLOG_PATH },
    { label: 'Retrofit Calculator', href: '/about#calculator' },
    { label: 'Find Suppliers', href: SUPPLIERS_PATH },
    { label: 'Get Listed', href: GET_LISTED_PATH },
  ]
  const current = (href: string) => (active === href ? 'page' : undefined)

  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
        <IntentLink href="/" className={linkClass(active === '/')} aria-current={current('/')}>
          Home
        </IntentLink>
        <NavDropdown id="nav-cities" label="Cities" links={cities} active={section === 'cities'} />
        <NavDropdown id="nav-categories" label="Categories" links={categories} active={section === 'categories'} />
        {plain.map((link) => (
          <PlainLink key={link.href} link={link} pathname={pathname} className={linkClass} />
        ))}
      </nav>
      <button
        type="button"
        className="rounded-md p-2 text-gray-700 hover:bg-brand-50 lg:hidden"
        aria-expanded={mobileOpen}
        aria-controls="mobile-menu"
        onClick={() => setMobileOpen((o) => !o)}
      >
        <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          {mobileOpen ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!mobileOpen}
        // A link to the same path with another query string (the Get Listed tab) changes no pathname: close here.
        onClick={(event) => (event.target as Element).closest('a') && setMobileOpen(false)}
        className="absolute inset-x-0 top-full z-30 border-b border-gray-200 bg-white px-4 pb-4 shadow-lg lg:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          <li>
            <IntentLink href="/" className={`block ${linkClass(active === '/')}`} aria-current={current('/')}>
              Home
            </IntentLink>
          </li>
          <li className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-gray-500">Cities</li>
          {cities.map((link) => (
            <li key={link.href}>
              <IntentLink href={link.href} className={`block pl-6 ${linkClass(false)}`}>
                {link.label}
              </IntentLink>
            </li>
          ))}
          <li className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-gray-500">Categories</li>
          {categories.map((link) => (
            <li key={link.href}>
              <IntentLink href={link.href} className={`block pl-6 ${linkClass(false)}`}>
                {link.label}
              </IntentLink>
            </li>
          ))}
          {plain.map((link) => (
            <li key={link.href}>
              <PlainLink link={link} pathname={pathname} className={(on) => `block ${linkClass(on)}`} />
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
