import { IntentLink } from '@/components/IntentLink.client'

import type { NavLink } from '@/lib/site/navigation'
import {
  ABOUT_PATH,
  ACCOUNT_PATHS,
  BLOG_PATH,
  CONTACT_PATH,
  ECO_SCORE_PATH,
  MATERIALS_PATH,
  REVIEW_POLICY_PATH,
  SUPPLIERS_PATH,
  PRIVACY_PATH,
  TERMS_PATH,
} from '@/lib/routes'

type Props = { brand: string; treeStatement: string; cities: NavLink[]; categories: NavLink[] }

const information: NavLink[] = [
  { label: 'About Us', href: ABOUT_PATH },
  { label: 'Contact', href: CONTACT_PATH },
  { label: 'Privacy Policy', href: PRIVACY_PATH },
  { label: 'Review Policy', href: REVIEW_POLICY_PATH },
  { label: 'How the Eco-Score Works', href: ECO_SCORE_PATH },
  { label: 'Terms of Service', href: TERMS_PATH },
  { label: 'Blog', href: BLOG_PATH },
]

function Column({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-brand-100">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <IntentLink href={link.href} className="text-sm text-brand-50 hover:text-white hover:underline">
              {link.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Footer({ brand, treeStatement, cities, categories }: Props) {
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{brand}</p>
          <p className="mt-3 text-sm leading-6">{treeStatement}</p>
          <p className="mt-4 text-sm">
            <IntentLink href={ACCOUNT_PATHS.signIn} className="text-brand-50 underline hover:text-white">
              Supplier sign in
            </IntentLink>
          </p>
          <p className="mt-2 text-sm">
            <IntentLink href={MATERIALS_PATH} className="text-brand-50 underline hover:text-white">
              Compare materials by their EPDs
            </IntentLink>
          </p>
        </div>
        <Column title="Cities" links={cities} />
        <Column title="Categories" links={[...categories, { label: 'Find All Suppliers', href: SUPPLIERS_PATH }]} />
        <Column title="Information" links={information} />
      </div>
      <div className="border-t border-brand-800 py-6 text-center text-xs text-brand-100">
        © {new Date().getFullYear()} {brand}. All rights reserved.
      </div>
    </footer>
  )
}
