import { slugify } from '@/lib/slug'
import { isoDay } from '@/seed/dates'
import type { SupplierSeed } from '@/seed/types'

type SupplierInput = Omit<SupplierSeed, 'slug' | 'serviceAreas'> & { serviceAreas?: string[] }

/** Slug from the name, service areas from plain city names. */
function supplier({ serviceAreas = [], ...input }: SupplierInput): SupplierSeed {
  return { ...input, slug: slugify(input.name), serviceAreas: serviceAreas.map((city) => ({ city })) }
}

const day = isoDay

// Four London suppliers that also serve Birmingham (the spec's Birmingham page lists them),
// two in Manchester, one in Glasgow and one in Leeds. Among the London ones: one with a lead
// bonus of 1500p, one with the bonus enabled but no amount (2500p applies), two without.
// Certificate dates are relative to the launch date 2026-11-22: Aire Valley's BES 6001 has
// expired, Capital Natural Insulation's BBA certificate expires within 30 days.
// Their Eco-Scores are computed (src/lib/eco-score/method.ts) from these certificates (the runner links each to its
// certification type by name: src/lib/eco-score/certification-types.ts), their products' EPDs (./products.ts) and the
// adjustments in ./eco-score.ts, close to the scores the spec's pages showed when they were typed (see the README).
// Bases are their cities (towns from GeoNames: no postcode lookup when seeding), delivering within 25 to 100 miles or
// UK-wide, so a search near LS6 2AA or Frome finds some of them and the city pages stay as the spec has them.
// The suppliers are fictitious: their e-mail addresses and websites use the reserved .example domain, so a
// demo with RESEND_API_KEY set sends routed enquiries to nobody real.
export const suppliers: SupplierSeed[] = [
  supplier({
    name: 'Thameside Timber Merchants',
    description:
      'Family-run timber merchant in Deptford supplying FSC and PEFC certified softwoods and hardwoods, British-grown larch and Douglas fir cladding, and cross-laminated timber panels for frames and extensions. Reclaimed oak and pine from London demolition projects is cleaned, de-nailed and graded in our own yard, and every order ships with its chain-of-custody certificate.',
    location: 'London',
    base: 'London',
    deliveryRadiusMiles: 50,
    serviceAreas: ['Birmingham'],
    category: 'timber',
    certifications: [
      {
        name: 'FSC Chain of Custody',
        colour: 'green',
        issuer: 'Forest Stewardship Council',
        number: 'FSC-C187342',
        verifiedAt: day('2025-02-10'),
        expiresAt: day('2030-02-09'),
      },
      {
        name: 'PEFC Chain of Custody',
        colour: 'teal',
        issuer: 'PEFC UK',
        number: 'PEFC/16-37-01284',
        verifiedAt: day('2025-02-10'),
        expiresAt: day('2028-02-09'),
      },
      {
        name: 'Grown in Britain',
        colour: 'blue',
        issuer: 'Grown in Britain',
        number: 'GIB-LN-0417',
        verifiedAt: day('2025-06-02'),
        expiresAt: day('2027-06-01'),
      },
    ],
    imageUrl: '/images/supplier-1.webp',
    contactEmail: 'sales@thamesidetimber.example',
    website: 'https://www.thamesidetimber.example',
    leadBonusEnabled: true,
    leadBonusAmount: 1500,
  }),
  supplier({
    name: 'Capital Natural Insulation',
    description:
      'Specialist distributor of natural insulation for London retrofits and new builds: sheep’s wool, hemp and wood-fibre products, blown cellulose and the airtightness membranes that go with them. Our technical team offers free U-value and condensation-risk calculations, and we deliver next day across the M25 and to the West Midlands.',
    location: 'London',
    base: 'London',
    deliversUkWide: true,
    serviceAreas: ['Birmingham'],
    category: 'insulation',
    certifications: [
      {
        name: 'BBA Agrément Certificate',
        colour: 'blue',
        issuer: 'British Board of Agrément',
        number: 'BBA 19/5621',
        verifiedAt: day('2023-12-11'),
        expiresAt: day('2026-12-10'),
      },
      {
        name: 'Cradle to Cradle Certified Silver',
        colour: 'purple',
        issuer: 'Cradle to Cradle Products Innovation Institute',
        number: 'C2C-29415',
        verifiedAt: day('2025-05-19'),
        expiresAt: day('2027-05-18'),
      },
      {
        name: 'ISO 14001 Environmental Management',
        colour: 'grey',
        issuer: 'BSI',
        number: 'EMS 745502',
        verifiedAt: day('2025-03-17'),
        expiresAt: day('2028-03-16'),
      },
      {
        name: 'B Corp',
        colour: 'teal',
        issuer: 'B Lab UK',
        number: 'BCORP-UK-10482',
        verifiedAt: day('2025-09-08'),
        expiresAt: day('2028-09-07'),
      },
    ],
    imageUrl: '/images/supplier-2.webp',
    contactEmail: 'enquiries@capitalnaturalinsulation.example',
    website: 'https://www.capitalnaturalinsulation.example',
    leadBonusEnabled: true,
    leadBonusAmount: null,
  }),
  supplier({
    name: 'Greenwich Living Roofs',
    description:
      'Designers and suppliers of sedum, wildflower and biodiverse green roofs, blue-roof attenuation systems and reclaimed Welsh slate. We work with architects and contractors from feasibility to handover, including load calculations, drainage design and the ongoing maintenance plans that keep a living roof thriving.',
    location: 'London',
    base: 'London',
    deliveryRadiusMiles: 25,
    serviceAreas: ['Birmingham'],
    category: 'roofing',
    certifications: [
      {
        name: 'BRE Green Guide A+',
        colour: 'green',
        issuer: 'BRE Global',
        number: 'BRE-GG-ENP-4471',
        verifiedAt: day('2024-09-16'),
        expiresAt: day('2027-09-15'),
      },
      {
        name: 'ISO 14001 Environmental Management',
        colour: 'grey',
        issuer: 'BSI',
        number: 'EMS 704218',
        verifiedAt: day('2025-01-27'),
        expiresAt: day('2028-01-26'),
      },
      {
        name: 'B Corp',
        colour: 'teal',
        issuer: 'B Lab UK',
        number: 'BCORP-UK-09317',
        verifiedAt: day('2025-04-22'),
        expiresAt: day('2028-04-21'),
      },
    ],
    imageUrl: '/images/supplier-3.webp',
    contactEmail: 'projects@greenwichlivingroofs.example',
    website: 'https://www.greenwichlivingroofs.example',
    leadBonusEnabled: false,
  }),
  supplier({
    name: 'Hackney Clay and Lime Paints',
    description:
      'Small independent maker of clay, casein and lime paints mixed in East London with earth and mineral pigments. Our breathable finishes are ideal for lime plaster, solid brick and period interiors, and our colour consultants can match historic schemes for listed buildings. Trade accounts and sample pots are available by e-mail.',
    location: 'London',
    base: 'London',
    deliversUkWide: true,
    serviceAreas: ['Birmingham'],
    category: 'paints',
    certifications: [
      {
        name: 'EU Ecolabel',
        colour: 'green',
        issuer: 'EU Ecolabel',
        number: 'UK/044/00087',
        verifiedAt: day('2025-03-03'),
        expiresAt: day('2028-03-02'),
      },
      {
        name: 'B Corp',
        colour: 'teal',
        issuer: 'B Lab UK',
        number: 'BCORP-UK-11206',
        verifiedAt: day('2025-10-06'),
        expiresAt: day('2028-10-05'),
      },
    ],
    imageUrl: '/images/supplier-4.webp',
    contactEmail: 'studio@hackneyclaypaints.example',
    website: null,
    leadBonusEnabled: false,
  }),
  supplier({
    name: 'Irwell Low-Carbon Concrete',
    description:
      'Ready-mix and precast producer in Salford supplying GGBS cement-replacement mixes, recycled-aggregate concrete and low-carbon screeds across Greater Manchester. Each mix comes with an embodied-carbon figure per cubic metre, and our technical team helps engineers choose the lowest-carbon option that meets the specified strength.',
    location: 'Manchester',
    base: 'Manchester',
    deliveryRadiusMiles: 50,
    category: 'concrete',
    certifications: [
      {
        name: 'BES 6001 Responsible Sourcing',
        colour: 'teal',
        issuer: 'BRE Global',
        number: 'BES6001-0913',
        verifiedAt: day('2024-11-04'),
        expiresAt: day('2027-11-03'),
      },
      {
        name: 'ISO 14001 Environmental Management',
        colour: 'grey',
        issuer: 'LRQA',
        number: 'LRQ 4017732',
        verifiedAt: day('2025-04-07'),
        expiresAt: day('2028-04-06'),
      },
      {
        name: 'ISO 50001 Energy Management',
        colour: 'grey',
        issuer: 'LRQA',
        number: 'LRQ 4017733',
        verifiedAt: day('2025-04-07'),
        expiresAt: day('2028-04-06'),
      },
    ],
    imageUrl: '/images/supplier-5.webp',
    contactEmail: 'orders@irwellconcrete.example',
    website: 'https://www.irwellconcrete.example',
    leadBonusEnabled: false,
  }),
  supplier({
    name: 'Pennine Wool and Fibre Insulation',
    description:
      'Manufacturer of sheep’s wool insulation made from British fleece that is too coarse for textiles, blended with recycled polyester for strength and treated without pesticides. We also stock wood-fibre boards and hemp batts, and supply merchants, self-builders and retrofit contractors throughout the North West.',
    location: 'Manchester',
    base: 'Manchester',
    deliveryRadiusMiles: 100,
    category: 'insulation',
    certifications: [
      {
        name: 'BBA Agrément Certificate',
        colour: 'blue',
        issuer: 'British Board of Agrément',
        number: 'BBA 21/6034',
        verifiedAt: day('2024-06-24'),
        expiresAt: day('2027-06-23'),
      },
      {
        name: 'Cradle to Cradle Certified Bronze',
        colour: 'purple',
        issuer: 'Cradle to Cradle Products Innovation Institute',
        number: 'C2C-31877',
        verifiedAt: day('2025-08-11'),
        expiresAt: day('2027-08-10'),
      },
      {
        name: 'ISO 14001 Environmental Management',
        colour: 'grey',
        issuer: 'SGS United Kingdom',
        number: 'GB24/871153',
        verifiedAt: day('2025-02-03'),
        expiresAt: day('2028-02-02'),
      },
      {
        name: 'Passivhaus Certified Component',
        colour: 'green',
        issuer: 'Passive House Institute',
        number: 'PHI-1832ins',
        verifiedAt: day('2025-07-21'),
        expiresAt: day('2027-07-20'),
      },
    ],
    imageUrl: '/images/supplier-6.webp',
    contactEmail: 'hello@penninewool.example',
    website: 'https://www.penninewool.example',
    leadBonusEnabled: false,
  }),
  supplier({
    name: 'Clydeside Solar Supplies',
    description:
      'Glasgow distributor of solar PV panels, in-roof mounting kits, hybrid inverters and battery storage for homes, farms and commercial roofs. We supply MCS-certified installers across the west of Scotland and run a take-back service for old and damaged panels.',
    location: 'Glasgow',
    base: 'Glasgow',
    deliveryRadiusMiles: 100,
    category: 'solar',
    certifications: [
      {
        name: 'MCS Certified',
        colour: 'amber',
        issuer: 'MCS Service Company',
        number: 'MCS-SCO-58214',
        verifiedAt: day('2026-07-14'),
        expiresAt: day('2027-07-13'),
      },
      {
        name: 'ISO 9001 Quality Management',
        colour: 'grey',
        issuer: 'BSI',
        number: 'FS 782145',
        verifiedAt: day('2025-01-20'),
        expiresAt: day('2028-01-19'),
      },
    ],
    imageUrl: '/images/supplier-7.webp',
    contactEmail: 'trade@clydesidesolar.example',
    website: 'https://www.clydesidesolar.example',
    leadBonusEnabled: false,
  }),
  supplier({
    name: 'Aire Valley Building Supplies',
    description:
      'Independent builders’ merchant in Kirkstall with a growing eco range: recycled aggregates, reclaimed Yorkshire bricks and stone, low-cement concrete blocks and lime mortars. We are working towards wider certification of our range and can advise on the lower-carbon alternatives to everyday merchant products.',
    location: 'Leeds',
    base: 'Leeds',
    deliveryRadiusMiles: 50,
    category: 'concrete',
    certifications: [
      {
        name: 'BES 6001 Responsible Sourcing',
        colour: 'teal',
        issuer: 'BRE Global',
        number: 'BES6001-0588',
        verifiedAt: day('2023-09-28'),
        expiresAt: day('2026-09-27'),
      },
    ],
    imageUrl: '/images/supplier-8.webp',
    contactEmail: 'counter@airevalleysupplies.example',
    website: 'https://www.airevalleysupplies.example',
    leadBonusEnabled: false,
  }),
]
