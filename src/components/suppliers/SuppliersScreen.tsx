import type { ReactNode } from 'react'

import { Hero } from '@/components/Hero'
import { JsonLd } from '@/components/JsonLd'
import { GetListedPanel } from '@/components/suppliers/GetListedPanel'
import { SupplierSearchForm } from '@/components/suppliers/SupplierSearchForm'
import { SuppliersTabs } from '@/components/suppliers/SuppliersTabs.client'
import { PACKAGES_SECTION_ID, TABS_SECTION_ID, type SuppliersTab } from '@/components/suppliers/tabs'
import { getPackages } from '@/lib/data/packages'
import { getShellData } from '@/lib/data/shell'
import { getAbout, getGetListed, getSiteSettings } from '@/lib/data/site'
import { getCategories, getCities } from '@/lib/data/taxonomy'
import { readOr, SUPPLIERS_FAILURE_SECONDS } from '@/lib/platform/offline'
import type { NearProblem } from '@/lib/search/near'
import type { SupplierSearch } from '@/lib/search/params'
import { siteJsonLd } from '@/lib/seo/metadata'

export const SUPPLIERS_HERO_IMAGE = '/images/hero-suppliers.webp'

export const FIND_HERO = {
  title: 'Find Sustainable Building Material Suppliers',
  subtitle:
    'Browse every vetted eco-friendly supplier in our UK directory, compare Eco-Scores and ' +
    'certifications, and contact the ones that suit your project directly.',
}

// Used only when the get-listed global cannot be read.
const LISTED_HERO_FALLBACK = {
  heroTitle: 'Get Your Business Listed',
  heroSubtitle: 'Reach builders, architects and homeowners looking for sustainable building materials across the UK.',
}

export type SuppliersScreenProps = {
  /** The search in the form (empty on the plain directory). */
  search: SupplierSearch
  /** The Find Suppliers tab below the search form: every supplier, or a search's results. */
  findPanel: ReactNode
  /** The tab the request asked for (?tab=); its hero is the page's h1. */
  tab: SuppliersTab
  /** Why a search's place or radius could not be used (shown under its field). */
  nearProblem?: NearProblem
}

/** The /suppliers screen (Find Suppliers and Get Listed tabs), shared by the cached directory and the per-request search. */
export async function SuppliersScreen({ search, findPanel, tab, nearProblem }: SuppliersScreenProps) {
  const [shell, settings, getListed, about, packages, categories, cities] = await Promise.all([
    getShellData(),
    readOr('the site settings', getSiteSettings, null, SUPPLIERS_FAILURE_SECONDS),
    readOr('the get-listed global', getGetListed, null, SUPPLIERS_FAILURE_SECONDS),
    readOr('the about global', getAbout, null, SUPPLIERS_FAILURE_SECONDS),
    readOr('the packages', getPackages, [], SUPPLIERS_FAILURE_SECONDS),
    readOr('the categories', getCategories, [], SUPPLIERS_FAILURE_SECONDS),
    readOr('the cities', getCities, [], SUPPLIERS_FAILURE_SECONDS),
  ])
  const listedHero = getListed ?? LISTED_HERO_FALLBACK

  return (
    <>
      <JsonLd data={siteJsonLd(shell)} />
      <SuppliersTabs
        initialTab={tab}
        heroes={{
          find: (
            <Hero
              title={FIND_HERO.title}
              subtitle={FIND_HERO.subtitle}
              image={SUPPLIERS_HERO_IMAGE}
              cta={{ label: 'Find Suppliers', href: `#${TABS_SECTION_ID}` }}
              priority
            />
          ),
          'get-listed': (
            <Hero
              title={listedHero.heroTitle}
              subtitle={listedHero.heroSubtitle}
              image={SUPPLIERS_HERO_IMAGE}
              cta={{ label: 'View Packages', href: `#${PACKAGES_SECTION_ID}` }}
              priority
            />
          ),
        }}
        panels={{
          find: (
            <div className="space-y-10">
              <SupplierSearchForm
                search={search}
                categories={categories.map((c) => ({ value: c.slug, label: c.name }))}
                cities={cities.map((c) => c.name)}
                nearProblem={nearProblem}
              />
              {findPanel}
            </div>
          ),
          'get-listed': (
            <GetListedPanel
              getListed={getListed}
              about={about}
              packages={packages}
              vatTreatment={settings?.vatTreatment ?? null}
            />
          ),
        }}
      />
    </>
  )
}
