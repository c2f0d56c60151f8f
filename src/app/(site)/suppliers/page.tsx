import type { Metadata } from 'next'

import { Hero } from '@/components/Hero'
import { JsonLd } from '@/components/JsonLd'
import { keepRenderBrief, readOrBrief } from '@/components/suppliers/brief-render'
import { GetListedPanel } from '@/components/suppliers/GetListedPanel'
import { classifySupplierLoadError, type SupplierLoadError } from '@/components/suppliers/load-error'
import { SupplierDirectory } from '@/components/suppliers/SupplierDirectory.client'
import { SuppliersTabs } from '@/components/suppliers/SuppliersTabs.client'
import { PACKAGES_SECTION_ID, TABS_SECTION_ID } from '@/components/suppliers/tabs'
import { getPackages } from '@/lib/data/packages'
import { getShellData } from '@/lib/data/shell'
import { getAbout, getGetListed } from '@/lib/data/site'
import { getAllSuppliers, type DisplaySupplier } from '@/lib/data/suppliers'
import { pageMetadata, websiteJsonLd } from '@/lib/seo'

export const revalidate = 300

const PATH = '/suppliers'
const HERO_IMAGE = '/images/hero-suppliers.webp'

const FIND_HERO = {
  title: 'Find Sustainable Building Material Suppliers',
  subtitle:
    'Browse every vetted eco-friendly supplier in our UK directory, compare Eco-Scores and certifications, and contact the ones that suit your project directly.',
}

// Used only when the get-listed global cannot be read.
const LISTED_HERO_FALLBACK = {
  heroTitle: 'Get Your Business Listed',
  heroSubtitle: 'Reach builders, architects and homeowners looking for sustainable building materials across the UK.',
}

type SupplierListing = { suppliers: DisplaySupplier[]; error: SupplierLoadError | null }

/** Every published supplier; on failure the spec's setup or unexpected error, and this render is cached only briefly. */
async function loadSuppliers(): Promise<SupplierListing> {
  try {
    return { suppliers: await getAllSuppliers(), error: null }
  } catch (error) {
    const kind = classifySupplierLoadError(error)
    console.error(`[suppliers] reading the suppliers failed (${kind}):`, error instanceof Error ? error.message : error)
    // The error page lasts only as long as the failure (plus a few seconds), never the page's full lifetime.
    await keepRenderBrief()
    return { suppliers: [], error: kind }
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const shell = await getShellData()
  return pageMetadata({ title: FIND_HERO.title, description: FIND_HERO.subtitle, path: PATH, brand: shell.brand, image: HERO_IMAGE })
}

export default async function SuppliersPage() {
  const [shell, listing, getListed, about, packages] = await Promise.all([
    getShellData(),
    loadSuppliers(),
    readOrBrief('the get-listed global', getGetListed, null),
    readOrBrief('the about global', getAbout, null),
    readOrBrief('the packages', getPackages, []),
  ])
  const listedHero = getListed ?? LISTED_HERO_FALLBACK

  return (
    <>
      <JsonLd data={websiteJsonLd(shell.brand, shell.defaultDescription)} />
      <SuppliersTabs
        heroes={{
          find: <Hero title={FIND_HERO.title} subtitle={FIND_HERO.subtitle} image={HERO_IMAGE} cta={{ label: 'Find Suppliers', href: `#${TABS_SECTION_ID}` }} priority />,
          'get-listed': (
            <Hero title={listedHero.heroTitle} subtitle={listedHero.heroSubtitle} image={HERO_IMAGE} cta={{ label: 'View Packages', href: `#${PACKAGES_SECTION_ID}` }} priority />
          ),
        }}
        panels={{
          find: <SupplierDirectory initialSuppliers={listing.suppliers} initialError={listing.error} />,
          'get-listed': <GetListedPanel getListed={getListed} about={about} packages={packages} />,
        }}
      />
    </>
  )
}
