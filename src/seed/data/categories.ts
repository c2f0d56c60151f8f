import type { CategorySeed } from '@/seed/types'

export const categories: CategorySeed[] = [
  {
    slug: 'timber',
    name: 'Sustainable Timber',
    description:
      'Certified, reclaimed and engineered timber from responsibly managed forests, for structure, cladding, flooring and joinery.',
    heroSubtitle:
      'FSC and PEFC certified, reclaimed and home-grown timber from suppliers who can trace every board back to its source.',
    about:
      'Timber is the only mainstream structural material that grows back, and every cubic metre of it locks away roughly a tonne of carbon dioxide for the life of the building. Used well, it lets builders replace a large share of the steel and concrete in a frame, cut embodied carbon and speed up work on site, because engineered panels and glulam beams arrive ready to install.\n\n' +
      'The suppliers in this category sell chain-of-custody certified softwoods and hardwoods, British-grown cladding such as larch and Douglas fir, cross-laminated timber, wood-fibre sheathing and reclaimed beams and floorboards salvaged from UK demolition sites. Ask for the certificate number with every delivery: it is the simplest way to show a planning officer, a client or a BREEAM assessor that the wood came from a well-managed forest.',
    imageUrl: '/images/category-timber.webp',
    order: 1,
  },
  {
    slug: 'insulation',
    name: 'Eco Insulation',
    description:
      'Natural and recycled insulation such as sheep’s wool, wood fibre, hemp and cellulose that keeps buildings warm and lets walls breathe.',
    heroSubtitle:
      'Low-embodied-carbon insulation that cuts heating bills, manages moisture and is pleasant to install.',
    about:
      'Most of the energy a British home uses goes on space heating, so insulation is usually the single most effective upgrade in any retrofit or new build. Natural insulants add a second benefit: sheep’s wool, hemp and wood fibre are made from renewable materials, store carbon rather than emit it, and buffer humidity so that solid-walled and timber-framed buildings stay dry.\n\n' +
      'Suppliers here offer rolls and batts for lofts and stud walls, rigid wood-fibre boards for external and internal wall insulation, blown cellulose made from recycled newspaper, and the airtightness membranes and tapes that make insulation perform as designed. Many products carry BBA certificates or third-party Environmental Product Declarations, which help with Building Regulations Part L calculations.',
    imageUrl: '/images/category-insulation.webp',
    order: 2,
  },
  {
    slug: 'concrete',
    name: 'Low-Carbon Concrete',
    description:
      'Cement-replacement mixes, recycled aggregates, lime and hempcrete that cut the embodied carbon of foundations, floors and blocks.',
    heroSubtitle:
      'Concrete and masonry products that keep the strength you need while cutting embodied carbon by up to 60%.',
    about:
      'Cement production accounts for around 7% of global carbon emissions, and concrete is still the default material for foundations, ground floors and many frames. Low-carbon alternatives close much of that gap: ground granulated blast-furnace slag and other supplementary materials can replace a large share of Portland cement, recycled aggregates keep demolition waste out of landfill, and geopolymer and alkali-activated mixes avoid clinker altogether.\n\n' +
      'This category also covers lime-based products, limecrete floors and hempcrete blocks, which suit period properties and breathable wall build-ups. Suppliers listed here can provide mix designs, test certificates and embodied-carbon figures per cubic metre, so structural engineers can specify the lowest-carbon option that still meets the design strength.',
    imageUrl: '/images/category-concrete.webp',
    order: 3,
  },
  {
    slug: 'paints',
    name: 'Natural Paints',
    description:
      'Clay, lime, mineral and plant-based paints and finishes with very low VOCs, natural pigments and breathable films.',
    heroSubtitle: 'Breathable, low-VOC paints and finishes that are kinder to occupants, decorators and old walls.',
    about:
      'Conventional paints can release volatile organic compounds for weeks after application and often seal walls with a plastic film that traps moisture. Natural paints are made from clay, lime, chalk, mineral silicates and plant oils, use earth and mineral pigments, and leave a breathable finish that is particularly important on lime plaster, solid brick and stone.\n\n' +
      'The suppliers in this category stock interior clay and casein paints, limewash and silicate masonry paints, linseed oil paints for timber windows and doors, and natural waxes and oils for floors and joinery. Look for EU Ecolabel or equivalent certification and full ingredient disclosure, and ask about recycled-content ranges that give leftover trade paint a second life.',
    imageUrl: '/images/category-paints.webp',
    order: 4,
  },
  {
    slug: 'roofing',
    name: 'Sustainable Roofing',
    description:
      'Green and living roofs, reclaimed slate and clay tiles, and long-life roofing systems that manage rainwater and last for generations.',
    heroSubtitle:
      'Living roofs, reclaimed slate and durable low-carbon roofing from specialists who design for rainwater and wildlife.',
    about:
      'A roof protects everything beneath it, so durability is the first test of a sustainable roofing material: a natural slate or clay tile roof can last a century or more, and reclaimed slates and tiles can serve a second building just as long. Green and blue roofs go further, holding back rainwater during storms, cooling buildings in summer and creating habitat in dense cities.\n\n' +
      'Suppliers in this category provide sedum, wildflower and biodiverse roof systems with their drainage and filter layers, reclaimed and new natural slate, handmade clay tiles, recycled-content membranes and timber shingles. Many will also advise on structural loading, GRO Green Roof Code compliance and how a roof can be combined with solar panels.',
    imageUrl: '/images/category-roofing.webp',
    aliases: ['sustainable-roofing'],
    order: 5,
  },
  {
    slug: 'solar',
    name: 'Solar',
    navLabel: 'Solar Panels',
    description:
      'Solar PV panels, in-roof systems, inverters and battery storage from MCS-certified suppliers for homes and commercial buildings.',
    heroSubtitle:
      'MCS-certified solar panels, batteries and mounting systems that turn roofs into low-carbon power stations.',
    about:
      'Solar photovoltaic panels are now one of the cheapest sources of electricity in the UK, and a typical domestic system can supply around half of a household’s annual electricity use. Combined with battery storage, heat pumps or electric vehicle charging, solar lets a building use far more of its own clean power and export the rest through the Smart Export Guarantee.\n\n' +
      'The suppliers in this category sell panels, in-roof and on-roof mounting kits, inverters and batteries, and many install through MCS-certified teams, which customers need to qualify for export payments. Ask for the panel’s degradation warranty, its manufacturing origin and the supplier’s take-back scheme for old panels: together they show how seriously a supplier treats the whole life cycle.',
    imageUrl: '/images/category-solar.webp',
    order: 6,
  },
]
