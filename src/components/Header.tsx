import { IntentLink } from '@/components/IntentLink.client'
import { HeaderNav } from '@/components/HeaderNav.client'
import type { NavLink } from '@/lib/site/navigation'

export type HeaderProps = { brand: string; cities: NavLink[]; categories: NavLink[]; citySlugs: string[] }

export function Header({ brand, cities, categories, citySlugs }: HeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <IntentLink href="/" className="flex items-center gap-2 text-lg font-bold text-brand-900">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <circle cx="16" cy="16" r="15" fill="#15803d" />
            <path d="M16 7c-5 4-7 8-7 12a7 7 0 0014 0c0-4-2-8-7-12z" fill="#dcfce7" />
            <path d="M16 12v14" stroke="#15803d" strokeWidth="2" />
          </svg>
          {brand}
        </IntentLink>
        <HeaderNav cities={cities} categories={categories} citySlugs={citySlugs} />
      </div>
    </header>
  )
}
