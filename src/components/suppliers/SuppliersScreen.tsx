import type { ReactNode } from 'react'

import { Hero } from '@/components/Hero'
import { JsonLd } from '@/components/JsonLd'
import { readOrBrief } from '@/components/suppliers/brief-render'
import { GetListedPanel } from '@/components/suppliers/GetListedPanel'
import { SupplierSearchForm } from '@/components/suppliers/SupplierSearchForm'
import { SuppliersTabs } from '@/components/suppliers/SuppliersTabs.client'
import { PACKAGES_SECTION_ID, TABS_SECTION_ID } from '@/components/suppliers/tabs'
import { getPackages } from '@/lib/data/packages'
import { getShellData } from '@/lib/data/shell'
import { getAbout, getGetListed, getSiteSettings } from '@/lib/data/site'
import { getCategories, getCities } from '@/lib/data/taxonomy'
import type { SupplierSearch } from '@/lib/search/params'
import { websiteJsonLd } from '@/lib/seo'

export const SUPPLIERS_HERO_IMAGE = '/images/hero-suppliers.webp'

export const FIND_HERO = {
  title: 'Find Sustainable Building Material Suppliers',
  subtitle:
    'Browse every vetted eco-friendly supplier in our UK directory, compare Eco-Scores and certifications, and contact the ones that suit your project directly.',
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
}

/** The /suppliers screen (Find Suppliers and Get Listed tabs), shared by the cached directory and the per-request search. */
export async function SuppliersScreen({ search, findPanel }: SuppliersScreenProps) {
  const [shell, settings, getListed, about, packages, categories, cities] = await Promise.all([
    getShellData(),
    readOrBrief('the site settings', getSiteSettings, null),
    readOrBrief('the get-listed global', getGetListed, null),
    readOrBrief('the about global', getAbout, null),
    readOrBrief('the packages', getPackages, []),
    readOrBrief('the categories', getCategories, []),
    readOrBrief('the cities', getCities, []),
  ])
  const listedHero = getListed ?? LISTED_HERO_FALLBACK

  return (
    <>
      <JsonLd data={websiteJsonLd(shell.brand, shell.defaultDescription)} />
      <SuppliersTabs
        heroes={{
          find: (
            <Hero title={FIND_HERO.title} subtitle={FIND_HERO.subtitle} image={SUPPLIERS_HERO_IMAGE} cta={{ label: 'Find Suppliers', href: `#${TABS_SECTION_ID}` }} priority />
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
              />
              {findPanel}
            </div>
          ),
          'get-listed': <GetListedPanel getListed={getListed} about={about} packages={packages} vatTreatment={settings?.vatTreatment ?? null} />,
        }}
      />
    </>
  )
}
