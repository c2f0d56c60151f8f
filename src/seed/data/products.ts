import type { DataTypeCode, DeclaredUnitCode, StandardCode } from '@/lib/materials/epd'
import type { CategorySlug } from '@/seed/types'

// Material types and every seeded supplier's products: illustrative sample data (src/lib/materials/sample-data.ts),
// with figures of the magnitude public EPDs show for each material. GWP-total A1–A3 under EN 15804+A2 counts the
// biogenic carbon a bio-based product stores, so timber and wood-fibre figures are negative; their GWP-biogenic of
// A1–A3 is given apart. Three types (wood-fibre board per m³, sheep's wool per kg, PV modules per piece) have at
// least 5 verified, in-date products in one declared unit and standard, so their percentiles show; a few products are
// expired (valid until 2025) or not verified, and stay out of every comparison. Every product is declared in its
// material type's own unit (src/seed/index.ts), since a comparable set never converts units; the one generic product
// (reclaimed slate) is never ranked.

export type MaterialTypeSeed = {
  slug: string
  name: string
  category: CategorySlug
  declaredUnit: DeclaredUnitCode
  description: string
}

export const materialTypes: MaterialTypeSeed[] = [
  {
    slug: 'wood-fibre-insulation-board',
    name: 'Wood fibre insulation board',
    category: 'insulation',
    declaredUnit: 'm3',
    description: 'Rigid and flexible wood-fibre boards and batts, compared per m³ (densities differ: see each EPD).',
  },
  {
    slug: 'sheeps-wool-insulation',
    name: 'Sheep’s wool insulation',
    category: 'insulation',
    declaredUnit: 'kg',
    description: 'Rolls, batts and slabs of sheep’s wool, compared per kg.',
  },
  {
    slug: 'hemp-fibre-insulation',
    name: 'Hemp fibre insulation',
    category: 'insulation',
    declaredUnit: 'm3',
    description: 'Hemp fibre batts, compared per m³.',
  },
  {
    slug: 'clt-panel',
    name: 'CLT panel',
    category: 'timber',
    declaredUnit: 'm3',
    description: 'Cross-laminated timber panels, compared per m³.',
  },
  {
    slug: 'sawn-softwood',
    name: 'Sawn softwood',
    category: 'timber',
    declaredUnit: 'm3',
    description: 'Kiln-dried structural and cladding softwood, compared per m³.',
  },
  {
    slug: 'hempcrete-block',
    name: 'Hempcrete block',
    category: 'concrete',
    declaredUnit: 'm3',
    description: 'Hemp-lime blocks, compared per m³.',
  },
  {
    slug: 'ggbs-ready-mix-concrete',
    name: 'GGBS ready-mix concrete',
    category: 'concrete',
    declaredUnit: 'm3',
    description: 'Ready-mixed concrete with ground granulated blast-furnace slag replacing cement, per m³.',
  },
  {
    slug: 'lime-plaster-and-mortar',
    name: 'Lime plaster and mortar',
    category: 'concrete',
    declaredUnit: 'kg',
    description: 'Natural hydraulic lime plasters and mortars (dry product), compared per kg.',
  },
  {
    slug: 'clay-paint',
    name: 'Clay paint',
    category: 'paints',
    declaredUnit: 'kg',
    description: 'Clay-based wall paints, compared per kg.',
  },
  {
    slug: 'natural-oil-paint',
    name: 'Natural oil paint',
    category: 'paints',
    declaredUnit: 'kg',
    description: 'Linseed and other plant-oil paints, compared per kg.',
  },
  {
    slug: 'extensive-green-roof',
    name: 'Extensive green roof system',
    category: 'roofing',
    declaredUnit: 'm2',
    description: 'Sedum and biodiverse green roof build-ups (substrate, drainage, vegetation), compared per m².',
  },
  {
    slug: 'reclaimed-roof-slate',
    name: 'Reclaimed roof slate',
    category: 'roofing',
    declaredUnit: 'm2',
    description: 'Reclaimed natural slate, laid, compared per m² of roof.',
  },
  {
    slug: 'solar-pv-module',
    name: 'Solar PV module',
    category: 'solar',
    declaredUnit: 'piece',
    description: 'Photovoltaic modules, compared per module (see each module’s rated power).',
  },
]

export type ProductSeed = {
  supplier: string
  name: string
  materialType: string
  /** GWP-total A1–A3, kg CO2e per declared unit. */
  a1a3: number
  /** GWP-biogenic A1–A3, kg CO2e per declared unit (bio-based products). */
  biogenic?: number
  a4?: number
  c3?: number
  d?: number
  /** kg per declared unit. */
  mass?: number
  quantity?: number
  standard?: StandardCode
  dataType?: DataTypeCode
  issuedOn?: string
  validUntil?: string
  verified?: boolean
  recycledContent?: number
  serviceLifeYears?: number
  plantLocation: string
}

/** An EPD valid until 2025: expired, so shown as such and never compared. */
const EXPIRED = { issuedOn: '2020-07-01', validUntil: '2025-06-30' } as const

export const products: ProductSeed[] = [
  // Thameside Timber Merchants
  {
    supplier: 'thameside-timber-merchants',
    name: 'Cross-laminated timber panel, 5-layer spruce',
    materialType: 'clt-panel',
    a1a3: -612,
    biogenic: -741,
    a4: 28,
    c3: 745,
    d: -310,
    mass: 470,
    serviceLifeYears: 60,
    plantLocation: 'Tilbury',
  },
  {
    supplier: 'thameside-timber-merchants',
    name: 'FSC structural softwood C24',
    materialType: 'sawn-softwood',
    a1a3: -718,
    biogenic: -781,
    a4: 12,
    c3: 784,
    d: -390,
    mass: 480,
    serviceLifeYears: 60,
    plantLocation: 'Deptford',
  },
  {
    supplier: 'thameside-timber-merchants',
    name: 'British larch cladding board',
    materialType: 'sawn-softwood',
    a1a3: -803,
    biogenic: -850,
    mass: 560,
    dataType: 'manufacturer-average',
    serviceLifeYears: 40,
    plantLocation: 'Hexham',
  },
  {
    supplier: 'thameside-timber-merchants',
    name: 'Wood-fibre sheathing board 22 mm',
    materialType: 'wood-fibre-insulation-board',
    a1a3: -244,
    biogenic: -391,
    mass: 250,
    plantLocation: 'Deptford',
  },
  // Capital Natural Insulation
  {
    supplier: 'capital-natural-insulation',
    name: 'Wood-fibre insulation board 160 kg/m³',
    materialType: 'wood-fibre-insulation-board',
    a1a3: -156,
    biogenic: -251,
    a4: 9.6,
    c3: 252,
    mass: 160,
    serviceLifeYears: 50,
    plantLocation: 'Tilbury',
  },
  {
    supplier: 'capital-natural-insulation',
    name: 'Flexible wood-fibre batts 50 kg/m³',
    materialType: 'wood-fibre-insulation-board',
    a1a3: -42,
    biogenic: -80,
    mass: 50,
    serviceLifeYears: 50,
    plantLocation: 'Tilbury',
  },
  {
    supplier: 'capital-natural-insulation',
    name: 'Wood-fibre render board 140 kg/m³',
    materialType: 'wood-fibre-insulation-board',
    a1a3: -131,
    biogenic: -220,
    mass: 140,
    serviceLifeYears: 50,
    plantLocation: 'Tilbury',
  },
  {
    supplier: 'capital-natural-insulation',
    name: 'Wood-fibre floor board 190 kg/m³ (2020 EPD)',
    materialType: 'wood-fibre-insulation-board',
    a1a3: -188,
    biogenic: -298,
    mass: 190,
    plantLocation: 'Tilbury',
    ...EXPIRED,
  },
  {
    supplier: 'capital-natural-insulation',
    name: 'Sheep’s wool insulation roll 100 mm',
    materialType: 'sheeps-wool-insulation',
    a1a3: 1.05,
    recycledContent: 15,
    plantLocation: 'Brentford',
  },
  {
    supplier: 'capital-natural-insulation',
    name: 'Sheep’s wool insulation roll 50 mm',
    materialType: 'sheeps-wool-insulation',
    a1a3: 0.97,
    recycledContent: 15,
    plantLocation: 'Brentford',
  },
  {
    supplier: 'capital-natural-insulation',
    name: 'Hemp fibre batts 40 kg/m³',
    materialType: 'hemp-fibre-insulation',
    a1a3: -34,
    biogenic: -62,
    mass: 40,
    plantLocation: 'Brentford',
  },
  // Greenwich Living Roofs
  {
    supplier: 'greenwich-living-roofs',
    name: 'Sedum blanket green roof system',
    materialType: 'extensive-green-roof',
    a1a3: 9.5,
    mass: 90,
    dataType: 'industry-average',
    plantLocation: 'Greenwich',
  },
  {
    supplier: 'greenwich-living-roofs',
    name: 'Wildflower biodiverse roof system',
    materialType: 'extensive-green-roof',
    a1a3: 14.2,
    mass: 140,
    recycledContent: 40,
    plantLocation: 'Greenwich',
  },
  {
    supplier: 'greenwich-living-roofs',
    name: 'Reclaimed Welsh slate',
    materialType: 'reclaimed-roof-slate',
    a1a3: 2.1,
    mass: 28,
    dataType: 'generic',
    recycledContent: 100,
    verified: false,
    plantLocation: 'Greenwich',
  },
  // Hackney Clay and Lime Paints
  {
    supplier: 'hackney-clay-and-lime-paints',
    name: 'Clay wall paint, natural white',
    materialType: 'clay-paint',
    a1a3: 0.45,
    plantLocation: 'Hackney Wick',
  },
  {
    supplier: 'hackney-clay-and-lime-paints',
    name: 'Clay wall paint, deep colours',
    materialType: 'clay-paint',
    a1a3: 0.62,
    plantLocation: 'Hackney Wick',
  },
  {
    supplier: 'hackney-clay-and-lime-paints',
    name: 'Linseed oil paint for joinery',
    materialType: 'natural-oil-paint',
    a1a3: 1.9,
    verified: false,
    plantLocation: 'Hackney Wick',
  },
  // Irwell Low-Carbon Concrete
  {
    supplier: 'irwell-low-carbon-concrete',
    name: 'C32/40 ready-mix, 50% GGBS',
    materialType: 'ggbs-ready-mix-concrete',
    a1a3: 192,
    a4: 4.1,
    mass: 2380,
    recycledContent: 22,
    plantLocation: 'Salford',
  },
  {
    supplier: 'irwell-low-carbon-concrete',
    name: 'C25/30 ready-mix, 70% GGBS',
    materialType: 'ggbs-ready-mix-concrete',
    a1a3: 138,
    a4: 4.1,
    mass: 2350,
    recycledContent: 30,
    plantLocation: 'Salford',
  },
  {
    supplier: 'irwell-low-carbon-concrete',
    name: 'Hempcrete block 440 × 215 × 100 mm',
    materialType: 'hempcrete-block',
    a1a3: -48,
    biogenic: -158,
    mass: 330,
    dataType: 'manufacturer-average',
    plantLocation: 'Trafford Park',
  },
  // Pennine Wool and Fibre Insulation
  {
    supplier: 'pennine-wool-and-fibre-insulation',
    name: 'Sheep’s wool loft roll 150 mm',
    materialType: 'sheeps-wool-insulation',
    a1a3: 0.85,
    plantLocation: 'Hebden Bridge',
  },
  {
    supplier: 'pennine-wool-and-fibre-insulation',
    name: 'Sheep’s wool acoustic slab',
    materialType: 'sheeps-wool-insulation',
    a1a3: 1.2,
    plantLocation: 'Hebden Bridge',
  },
  {
    supplier: 'pennine-wool-and-fibre-insulation',
    name: 'Sheep’s wool wall batts',
    materialType: 'sheeps-wool-insulation',
    a1a3: 0.94,
    plantLocation: 'Hebden Bridge',
  },
  {
    supplier: 'pennine-wool-and-fibre-insulation',
    name: 'Sheep’s wool with polyester binder',
    materialType: 'sheeps-wool-insulation',
    a1a3: 1.62,
    recycledContent: 20,
    verified: false,
    plantLocation: 'Hebden Bridge',
  },
  {
    supplier: 'pennine-wool-and-fibre-insulation',
    name: 'Wood-fibre sarking board 230 kg/m³',
    materialType: 'wood-fibre-insulation-board',
    a1a3: -229,
    biogenic: -361,
    mass: 230,
    plantLocation: 'Hebden Bridge',
  },
  {
    supplier: 'pennine-wool-and-fibre-insulation',
    name: 'Wood-fibre rigid board 110 kg/m³',
    materialType: 'wood-fibre-insulation-board',
    a1a3: -104,
    biogenic: -173,
    mass: 110,
    plantLocation: 'Hebden Bridge',
  },
  // Clydeside Solar Supplies
  ...[
    ['Monocrystalline PV module 370 W', 392, 19.5],
    ['Monocrystalline PV module 400 W', 421, 21],
    ['Monocrystalline PV module 410 W, all black', 438, 21.5],
    ['Monocrystalline PV module 430 W', 457, 22],
    ['Bifacial glass-glass PV module 440 W', 521, 27],
  ].map(([name, a1a3, mass]): ProductSeed => ({
    supplier: 'clydeside-solar-supplies',
    name: name as string,
    materialType: 'solar-pv-module',
    a1a3: a1a3 as number,
    mass: mass as number,
    serviceLifeYears: 30,
    plantLocation: 'Glasgow',
  })),
  {
    supplier: 'clydeside-solar-supplies',
    name: 'Polycrystalline PV module 325 W (2020 EPD)',
    materialType: 'solar-pv-module',
    a1a3: 608,
    mass: 18.5,
    standard: 'en15804-a1',
    serviceLifeYears: 25,
    plantLocation: 'Glasgow',
    ...EXPIRED,
  },
  // Aire Valley Building Supplies
  {
    supplier: 'aire-valley-building-supplies',
    name: 'Natural hydraulic lime mortar NHL 3.5',
    materialType: 'lime-plaster-and-mortar',
    a1a3: 0.27,
    plantLocation: 'Kirkstall',
  },
  {
    supplier: 'aire-valley-building-supplies',
    name: 'Lime plaster, haired base coat',
    materialType: 'lime-plaster-and-mortar',
    a1a3: 0.22,
    plantLocation: 'Kirkstall',
  },
  {
    supplier: 'aire-valley-building-supplies',
    name: 'Hempcrete block 440 × 215 × 150 mm',
    materialType: 'hempcrete-block',
    a1a3: -41,
    biogenic: -150,
    mass: 320,
    dataType: 'manufacturer-average',
    plantLocation: 'Kirkstall',
  },
]
