import Link from 'next/link'

import { NotFoundPath } from '@/components/NotFoundPath.client'
import { CONTACT_PATH } from '@/lib/routes'

const HELPFUL_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'London', href: '/london' },
  { label: 'Birmingham', href: '/birmingham' },
  { label: 'Contact Us', href: CONTACT_PATH },
] as const

/** The not-found screen, shared by the site's not-found page and the global one for unmatched URLs. */
export function NotFoundContent() {
  return (
    <section
      aria-labelledby="not-found-heading"
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6"
    >
      <p className="text-7xl font-bold text-brand-700">404</p>
      <h1 id="not-found-heading" className="mt-6 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
        Oops! The page you&apos;re looking for doesn&apos;t exist.
      </h1>
      <NotFoundPath />
      <nav aria-label="Helpful links" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {HELPFUL_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link
        href="/"
        className="mt-10 inline-flex items-center justify-center rounded-md bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow hover:bg-brand-800"
      >
        Return to Home
      </Link>
    </section>
  )
}
