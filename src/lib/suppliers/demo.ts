import { builtInCategorySlug } from '@/lib/platform/offline'
import type { RatingSummary } from '@/lib/reviews/rules'
import { capitalise } from '@/lib/text'

export type DisplaySupplier = {
  id: string
  slug: string | null
  name: string
  description: string
  location: string
  serviceAreas: string[]
  ecoScore: number
  certifications: { name: string; colour?: string | null }[]
  products: string[]
  imageUrl: string
  contactEmail: string | null
  website: string | null
  isSample?: boolean
  /** A median first response under one working day over at least 5 leads (src/lib/leads/rules.ts). */
  respondsQuickly?: boolean
  /** The paid package's badge ('National Partner'), while an entitlement runs. */
  tierBadge?: string | null
  /** Published reviews' count and average (the card shows them from CARD_REVIEWS_MIN reviews). */
  rating?: RatingSummary | null
  /** In a search near a place: how far the supplier's base is ('12 miles from LS6'). */
  distance?: string
}

type DemoTemplate = {
  name: string
  description: string
  ecoScore: number
  certifications: string[]
  products: string[]
  /** Used when no city is given. */
  homeCity: string
}

const SUPPLIER_IMAGE_COUNT = 8
const GENERIC_KEY = 'general'

const TEMPLATES: Record<string, readonly [DemoTemplate, DemoTemplate, DemoTemplate]> = {
  timber: [
    {
      name: 'Green Timber Co',
      description:
        'FSC-certified structural and cladding timber from managed British and European forests, cut to order.',
      ecoScore: 9,
      certifications: ['FSC Certified', 'Grown in Britain'],
      products: ['Cross-laminated timber', 'Larch cladding', 'Structural softwood'],
      homeCity: 'London',
    },
    {
      name: 'Heartwood Reclaimed',
      description: 'Reclaimed oak, pine and parquet salvaged from UK demolition sites, cleaned and graded for reuse.',
      ecoScore: 8,
      certifications: ['PEFC Certified'],
      products: ['Reclaimed oak beams', 'Salvaged floorboards', 'Parquet blocks'],
      homeCity: 'Manchester',
    },
    {
      name: 'Northern Forest Joinery',
      description: 'Locally milled hardwood joinery, windows and doors made with low-VOC finishes.',
      ecoScore: 7,
      certifications: ['FSC Certified'],
      products: ['Timber windows', 'Hardwood doors', 'Bespoke staircases'],
      homeCity: 'Leeds',
    },
  ],
  insulation: [
    {
      name: 'WoolWarm Insulation',
      description:
        'Sheep wool and wood fibre insulation that regulates moisture and is safe to handle without protective kit.',
      ecoScore: 9,
      certifications: ['BBA Approved', 'Natureplus'],
      products: ['Sheep wool rolls', 'Wood fibre boards', 'Acoustic batts'],
      homeCity: 'Leeds',
    },
    {
      name: 'Hempshield Building Supplies',
      description: 'Hemp fibre batts and hempcrete blocks for breathable, carbon-storing walls and lofts.',
      ecoScore: 8,
      certifications: ['BBA Approved'],
      products: ['Hemp batts', 'Hempcrete blocks', 'Lime binders'],
      homeCity: 'Birmingham',
    },
    {
      name: 'Recycell Insulation',
      description: 'Blown cellulose insulation made from recycled newspaper, installed by accredited teams.',
      ecoScore: 7,
      certifications: ['ISO 14001'],
      products: ['Blown cellulose', 'Cellulose boards', 'Airtightness membranes'],
      homeCity: 'Glasgow',
    },
  ],
  concrete: [
    {
      name: 'LowCarb Concrete Solutions',
      description: 'Ready-mix concrete using slag and fly-ash cement replacements to cut embodied carbon by up to 60%.',
      ecoScore: 8,
      certifications: ['BES 6001', 'ISO 14001'],
      products: ['Low-carbon ready-mix', 'GGBS blends', 'Screeds'],
      homeCity: 'Birmingham',
    },
    {
      name: 'Limecrete Works',
      description: 'Breathable limecrete floors and lime mortars for period properties and new builds.',
      ecoScore: 7,
      certifications: ['ISO 14001'],
      products: ['Limecrete floor mixes', 'Hydraulic lime mortar', 'Lime render'],
      homeCity: 'London',
    },
    {
      name: 'Second Life Aggregates',
      description: 'Recycled aggregates and precast blocks made from crushed construction waste.',
      ecoScore: 6,
      certifications: ['WRAP Quality Protocol'],
      products: ['Recycled aggregate', 'Precast blocks', 'Permeable paving'],
      homeCity: 'Manchester',
    },
  ],
  paints: [
    {
      name: 'Pure Earth Paints',
      description: 'Clay and mineral paints with natural pigments, zero VOCs and a breathable finish.',
      ecoScore: 9,
      certifications: ['EU Ecolabel', 'Vegan Society'],
      products: ['Clay paint', 'Mineral masonry paint', 'Natural wood oils'],
      homeCity: 'London',
    },
    {
      name: 'Linseed and Lime Finishes',
      description: 'Traditional linseed oil paints and limewash for timber, plaster and heritage buildings.',
      ecoScore: 8,
      certifications: ['EU Ecolabel'],
      products: ['Linseed oil paint', 'Limewash', 'Beeswax polish'],
      homeCity: 'Glasgow',
    },
    {
      name: 'Second Coat Recycled Paint',
      description: 'Remanufactured emulsion made from leftover trade paint, colour-matched and quality-tested.',
      ecoScore: 6,
      certifications: ['ISO 14001'],
      products: ['Recycled emulsion', 'Trade white', 'Primer'],
      homeCity: 'Leeds',
    },
  ],
  roofing: [
    {
      name: 'Living Roofs UK',
      description: 'Sedum and wildflower green roof systems that manage rainwater and support biodiversity.',
      ecoScore: 9,
      certifications: ['GRO Code Compliant', 'ISO 14001'],
      products: ['Sedum blankets', 'Wildflower substrates', 'Drainage layers'],
      homeCity: 'Manchester',
    },
    {
      name: 'Reclaimed Slate and Tile',
      description: 'Salvaged Welsh slate and clay tiles, sorted and graded for reroofing and extensions.',
      ecoScore: 8,
      certifications: ['SALVO Code'],
      products: ['Reclaimed Welsh slate', 'Clay plain tiles', 'Ridge tiles'],
      homeCity: 'Birmingham',
    },
    {
      name: 'EverShield Recycled Roofing',
      description: 'Lightweight roof tiles moulded from recycled plastics and stone dust, with a 40-year warranty.',
      ecoScore: 7,
      certifications: ['BBA Approved'],
      products: ['Recycled roof tiles', 'Breathable membranes', 'Roof windows'],
      homeCity: 'London',
    },
  ],
  solar: [
    {
      name: 'BrightRoof Solar',
      description:
        'MCS-certified design and installation of rooftop solar panels and battery storage for homes and businesses.',
      ecoScore: 9,
      certifications: ['MCS Certified', 'RECC Member'],
      products: ['Solar PV panels', 'Home batteries', 'EV chargers'],
      homeCity: 'Glasgow',
    },
    {
      name: 'SunTile Energy',
      description: 'Integrated solar roof tiles and in-roof panel systems for new builds and reroofing projects.',
      ecoScore: 8,
      certifications: ['MCS Certified'],
      products: ['Solar roof tiles', 'In-roof mounting kits', 'Inverters'],
      homeCity: 'London',
    },
    {
      name: 'Solar Thermal Direct',
      description: 'Solar thermal collectors and hot-water cylinders that cut water-heating bills.',
      ecoScore: 7,
      certifications: ['Solar Keymark'],
      products: ['Flat-plate collectors', 'Evacuated tubes', 'Solar cylinders'],
      homeCity: 'Leeds',
    },
  ],
  [GENERIC_KEY]: [
    {
      name: 'EcoMaterials Depot',
      description:
        'A one-stop merchant for sustainable building materials, from natural insulation to recycled aggregates.',
      ecoScore: 8,
      certifications: ['ISO 14001'],
      products: ['Natural insulation', 'FSC timber', 'Low-VOC paints'],
      homeCity: 'London',
    },
    {
      name: 'Circular Build Supplies',
      description: 'Reclaimed and surplus building materials, checked and resold to keep them out of landfill.',
      ecoScore: 7,
      certifications: ['SALVO Code'],
      products: ['Reclaimed bricks', 'Surplus timber', 'Salvaged fixtures'],
      homeCity: 'Manchester',
    },
    {
      name: 'Natural Build Merchants',
      description: 'Lime, clay and straw-based materials for breathable, low-carbon construction.',
      ecoScore: 6,
      certifications: ['Natureplus'],
      products: ['Lime plaster', 'Clay boards', 'Straw panels'],
      homeCity: 'Birmingham',
    },
  ],
}

const TEMPLATE_KEYS = Object.keys(TEMPLATES)

/** 'Green Timber Co' → info@greentimberco.example and https://www.greentimberco.example (the reserved .example domain: demo suppliers are fictitious) */
export function contactFromName(name: string): { contactEmail: string; website: string } {
  const domain =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '') || 'supplier'
  return { contactEmail: `info@${domain}.example`, website: `https://www.${domain}.example` }
}

// Slug-style input ('london') is shown capitalised; anything else is kept as the caller wrote it.
function displayCity(city: string): string {
  const trimmed = city.trim().replace(/\s+/g, ' ')
  return trimmed === trimmed.toLowerCase() ? trimmed.split(' ').map(capitalise).join(' ') : trimmed
}

/** Three clearly marked sample suppliers for a category, shown only when the database is unreachable. */
export function demoSuppliers(categorySlug: string, city?: string): DisplaySupplier[] {
  const slug = categorySlug.trim().toLowerCase()
  const resolved = builtInCategorySlug(slug)
  const key = Object.hasOwn(TEMPLATES, resolved) ? resolved : GENERIC_KEY
  const imageOffset = TEMPLATE_KEYS.indexOf(key) * 3
  const location = city && city.trim() ? displayCity(city) : null

  return TEMPLATES[key]
    .map((t, i): DisplaySupplier => {
      const place = location ?? t.homeCity
      return {
        id: `sample-${key}-${i + 1}`,
        slug: null,
        name: t.name,
        description: t.description,
        location: place,
        serviceAreas: [place],
        ecoScore: t.ecoScore,
        certifications: t.certifications.map((name) => ({ name })),
        products: [...t.products],
        imageUrl: `/images/supplier-${((imageOffset + i) % SUPPLIER_IMAGE_COUNT) + 1}.webp`,
        ...contactFromName(t.name),
        isSample: true,
      }
    })
    .sort((a, b) => b.ecoScore - a.ecoScore)
}
