import type { CitySeed } from '@/seed/types'
import { CONTACT_PATH } from '@/lib/routes'

export const cities: CitySeed[] = [
  {
    slug: 'london',
    name: 'London',
    hero: {
      title: 'Sustainable Building Materials in London',
      subtitle:
        'Find vetted eco-friendly suppliers of timber, insulation, low-carbon concrete, natural paints and green roofing across Greater London.',
      ctaLabel: 'Get Free Quotes',
      ctaLink: '#suppliers',
      imageUrl: '/images/hero-london.webp',
    },
    intro:
      'London’s construction industry is under more pressure than anywhere else in the UK to cut carbon, from the London Plan’s whole-life carbon assessments to borough targets for net zero. Whether you are retrofitting a Victorian terrace in Hackney, building a timber-framed extension in Richmond or specifying materials for a mixed-use scheme in the City, our London suppliers are vetted for genuine sustainability credentials, clear Eco-Scores and certifications you can check.',
    meta: {
      description:
        'Compare vetted sustainable building-material suppliers in London: certified timber, eco insulation, low-carbon concrete, natural paints and green roofing. Get free quotes.',
    },
    order: 1,
  },
  {
    slug: 'birmingham',
    name: 'Birmingham',
    hero: {
      title: 'Eco-Friendly Building Suppliers in Birmingham',
      subtitle:
        'Source certified sustainable materials for projects across Birmingham and the West Midlands, delivered by suppliers who serve the region.',
      ctaLabel: 'Get Free Quotes',
      ctaLink: '#suppliers',
      imageUrl: '/images/hero-birmingham.webp',
    },
    intro:
      'Birmingham is in the middle of one of the largest regeneration programmes in Europe, and more of its new homes, offices and retrofits are being built to low-carbon standards every year. Our directory connects builders, architects and homeowners in Birmingham and the wider West Midlands with suppliers who deliver to the region, from FSC-certified timber and natural insulation to breathable paints and living roofs.',
    meta: {
      description:
        'Find eco-friendly building-material suppliers serving Birmingham and the West Midlands. Certified timber, insulation, roofing and paints with clear Eco-Scores.',
    },
    order: 2,
  },
  {
    slug: 'manchester',
    name: 'Manchester',
    hero: {
      title: 'Sustainable Building Materials in Manchester',
      subtitle:
        'Connect with Manchester suppliers of low-carbon concrete, natural insulation and renewable energy products for homes and commercial projects.',
      ctaLabel: 'Find Suppliers',
      ctaLink: '#suppliers',
      imageUrl: '/images/hero-manchester.webp',
    },
    intro:
      'Greater Manchester has committed to becoming carbon neutral by 2038, twelve years ahead of the national target, and its builders are responding with better-insulated homes, low-carbon construction and renewable energy. From mill conversions in Ancoats to new family homes in Stockport, our Manchester suppliers help you choose materials that cut carbon without compromising on performance.',
    meta: {
      description:
        'Sustainable building-material suppliers in Manchester: low-carbon concrete, sheep’s wool and wood-fibre insulation and more, vetted for sustainability.',
    },
    order: 3,
  },
  {
    slug: 'glasgow',
    name: 'Glasgow',
    hero: {
      title: 'Eco Building Suppliers in Glasgow',
      subtitle:
        'Discover Glasgow suppliers of solar panels, battery storage and sustainable materials suited to Scotland’s climate and building standards.',
      ctaLabel: 'Contact Us',
      ctaLink: CONTACT_PATH,
      imageUrl: '/images/hero-glasgow.webp',
    },
    intro:
      'Glasgow aims to be net zero by 2030, and Scotland’s building standards are among the most demanding in the UK for energy performance. Our Glasgow suppliers understand tenement retrofits, wet and windy exposure and the Scottish grant schemes that help homeowners pay for insulation and renewables, so you can source the right materials for the west of Scotland with confidence.',
    meta: {
      description:
        'Find sustainable building-material and solar suppliers in Glasgow. Vetted eco-suppliers for tenement retrofits and new builds across the west of Scotland.',
    },
    order: 4,
  },
  {
    slug: 'leeds',
    name: 'Leeds',
    hero: {
      title: 'Sustainable Building Materials in Leeds',
      subtitle:
        'Find suppliers of recycled aggregates, low-carbon blocks and eco-friendly materials for projects across Leeds and West Yorkshire.',
      ctaLabel: 'Contact Us',
      ctaLink: CONTACT_PATH,
      imageUrl: '/images/hero-leeds.webp',
    },
    intro:
      'Leeds declared a climate emergency in 2019 and is working towards net zero by 2030, with major investment in district heating, retrofit and sustainable transport. Builders across Leeds and West Yorkshire can use our directory to find local suppliers of recycled and low-carbon materials, compare Eco-Scores and certifications, and request quotes for everything from back-to-back terrace retrofits to new commercial schemes.',
    meta: {
      description:
        'Eco-friendly building-material suppliers in Leeds and West Yorkshire. Compare Eco-Scores and certifications, and request free quotes for your project.',
    },
    order: 5,
  },
]
