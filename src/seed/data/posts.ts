import { slugify } from '@/lib/slug'
import { isoDay } from '@/seed/dates'
import { bold, bulletList, h2, paragraph, richText } from '@/seed/lexical'
import type { PostSeed } from '@/seed/types'

type PostInput = Omit<PostSeed, 'slug' | 'publishedAt'> & { publishedOn: string }

/** Slug by the spec rule; the publication day as the timestamp Payload stores. */
function post({ publishedOn, ...input }: PostInput): PostSeed {
  return { ...input, slug: slugify(input.title), publishedAt: isoDay(publishedOn) }
}

export const posts: PostSeed[] = [
  post({
    title: 'Choosing Sustainable Timber: A Practical Guide for UK Builders',
    category: 'Sustainable Materials',
    author: 'Sarah Whitfield',
    publishedOn: '2025-04-15',
    featured: true,
    excerpt:
      'Certified, home-grown and reclaimed timber can cut the embodied carbon of a project dramatically. Here is how to specify it with confidence, from certification schemes to moisture content.',
    imageUrl: '/images/post-1.webp',
    materialCategories: ['timber', 'concrete', 'paints'],
    content: richText(
      paragraph(
        'Timber is enjoying a revival in British construction. Cross-laminated timber frames are rising in London, timber-framed homes make up a growing share of new housing in England and the large majority of new homes in Scotland, and self-builders are rediscovering the pleasure of working with wood. The reason is simple: trees absorb carbon as they grow, and that carbon stays locked in the timber for as long as the building stands.',
      ),
      paragraph(
        'Not all timber is equal, though. Wood from illegally or poorly managed forests can drive deforestation, and timber shipped halfway round the world carries a heavy transport footprint. Specifying sustainable timber means asking the right questions about where it came from, how it was processed and what will happen to it at the end of the building’s life.',
      ),
      h2('Understand the certification schemes'),
      paragraph(
        'The two schemes you will meet most often are the Forest Stewardship Council (FSC) and the Programme for the Endorsement of Forest Certification (PEFC). Both certify that forests are managed to protect biodiversity, workers and local communities, and both run a chain-of-custody system that tracks the wood from forest to merchant. The certificate number on your invoice is what proves a delivery is covered, so ask for it every time.',
      ),
      bulletList([
        [bold('FSC: '), 'widely recognised by clients and BREEAM assessors, with a public certificate database.'],
        [bold('PEFC: '), 'the largest scheme by forest area, common for European softwoods.'],
        [bold('Grown in Britain: '), 'confirms that timber was grown in UK woodlands, cutting transport emissions.'],
        [bold('Reclaimed timber: '), 'carries no forest certificate but avoids new felling altogether.'],
      ]),
      h2('Match the timber to the job'),
      paragraph(
        'Structural timber must be strength graded, typically C16 or C24 for softwood joists and studs, and kiln dried to a moisture content that suits its final position. External cladding needs naturally durable species such as larch, Douglas fir or sweet chestnut, or modified timber treated with heat or acetylation rather than heavy chemical preservatives. For larger spans, glulam beams and cross-laminated timber panels offer the strength of steel with a fraction of the embodied carbon.',
      ),
      paragraph(
        'Reclaimed timber deserves a place on every specification. Old-growth pine and oak salvaged from demolition sites are often denser and more stable than new wood, and buying them keeps good material out of landfill. A specialist merchant will de-nail, clean and grade reclaimed timber so that it can be used with confidence in floors, joinery and even structure.',
      ),
      h2('Finish and protect it naturally'),
      paragraph(
        'How you finish timber matters as much as where it comes from. Natural oils, waxes and linseed paints protect wood while letting it breathe, and they can be maintained without stripping back to bare timber. Pair a certified timber frame with low-carbon foundations and breathable finishes and you have a building whose materials work together rather than against each other.',
      ),
      paragraph(
        'Our directory lists vetted timber suppliers in London and across the UK, each with an Eco-Score and the certificates behind it. Send an enquiry with your cutting list and the matching suppliers will come back with prices and delivery dates.',
      ),
    ),
  }),
  post({
    title: 'Natural Insulation and the Fabric-First Approach to Lower Energy Bills',
    category: 'Energy Efficiency',
    author: 'Daniel Okafor',
    publishedOn: '2025-03-04',
    featured: false,
    excerpt:
      'Before adding new heating or solar panels, make the building itself use less energy. Natural insulation does that while storing carbon and keeping older walls healthy.',
    imageUrl: '/images/post-2.webp',
    materialCategories: ['insulation', 'roofing'],
    content: richText(
      paragraph(
        'The cheapest energy is the energy a building never needs. That is the idea behind the fabric-first approach: improve insulation, airtightness and windows before investing in heat pumps, solar panels or other technology. A well-insulated home needs a smaller heating system, stays comfortable for longer and is far less exposed to rising energy prices.',
      ),
      paragraph(
        'The UK has some of the oldest and leakiest housing stock in Europe, and around a fifth of the country’s carbon emissions come from heating homes. Insulating lofts, walls and floors is therefore one of the most effective climate actions a homeowner or landlord can take, and the choice of insulation material can make the work greener still.',
      ),
      h2('Why choose natural insulation?'),
      paragraph(
        'Natural insulants such as sheep’s wool, wood fibre, hemp and cellulose perform as well as many synthetic products in terms of thermal resistance, but they bring several extra benefits. They are made from renewable or recycled materials, they store carbon rather than emitting it during manufacture, and they are hygroscopic, which means they absorb and release moisture to protect the building fabric.',
      ),
      bulletList([
        [bold('Sheep’s wool: '), 'easy to handle without protective equipment, ideal for lofts and stud walls.'],
        [bold('Wood fibre: '), 'rigid boards with high density that also keep rooms cool in summer.'],
        [bold('Hemp: '), 'fast-growing crop that locks up carbon and resists mould.'],
        [bold('Cellulose: '), 'recycled newspaper blown into cavities, joists and timber frames.'],
      ]),
      h2('Getting the details right'),
      paragraph(
        'Insulation only performs if it is installed continuously and protected from air movement. Gaps around joists, service penetrations and window reveals can undo much of the benefit, so pair your insulation with airtightness membranes and tapes and check junctions carefully. In solid-walled and older properties, breathable build-ups are essential: trapping moisture behind impermeable insulation can cause damp and decay.',
      ),
      paragraph(
        'Roofs are often the best place to start. Heat rises, and loft insulation is quick to install and pays back within a few years. If you are reroofing, consider wood-fibre sarking boards over the rafters, or a green roof on a flat extension, which adds a modest amount of insulation and protects the membrane from temperature swings.',
      ),
      h2('Plan the whole retrofit'),
      paragraph(
        'A retrofit plan that sequences insulation, ventilation and heating avoids expensive mistakes. Ask a retrofit coordinator or an experienced supplier to help, and use the calculator on our About page to estimate the savings from an insulation upgrade before you commit. Then request quotes from vetted insulation suppliers through our directory.',
      ),
    ),
  }),
  post({
    title: 'Green Roofs and Rainwater Harvesting: Managing Water on Urban Sites',
    category: 'Water Management',
    author: 'Eleanor Hughes',
    publishedOn: '2025-05-20',
    featured: false,
    excerpt:
      'Heavier downpours are overwhelming city drains. Green and blue roofs, permeable paving and rainwater harvesting help buildings hold water back and put it to good use.',
    imageUrl: '/images/post-3.webp',
    materialCategories: ['roofing', 'concrete'],
    content: richText(
      paragraph(
        'British cities are getting wetter in short bursts. Intense summer storms dump more rain than Victorian sewers were designed to carry, and the result is surface-water flooding and sewage overflows into rivers. Every hard roof and paved drive adds to the problem by sending rainwater straight into the drains within minutes.',
      ),
      paragraph(
        'Sustainable drainage, known as SuDS, reverses that approach. Instead of removing water as fast as possible, it slows water down, stores it and lets it soak away or evaporate. Many planning authorities now expect SuDS on new developments, and the same principles work on individual homes and extensions.',
      ),
      h2('Green and blue roofs'),
      paragraph(
        'A green roof holds rainwater in its substrate and plants, releasing it slowly and reducing peak run-off. Sedum roofs are light and low-maintenance, while deeper biodiverse and wildflower roofs hold more water and support pollinators. A blue roof adds a dedicated storage layer beneath the surface that releases water through a flow-control outlet, and the two can be combined.',
      ),
      bulletList([
        'Reduce peak run-off from the roof during storms.',
        'Protect the waterproof membrane from UV and temperature swings, extending its life.',
        'Cool the building and the surrounding street in hot weather.',
        'Create habitat for insects and birds in dense urban areas.',
      ]),
      h2('Harvest and reuse rainwater'),
      paragraph(
        'Rainwater harvesting systems collect water from roofs into a tank, filter it and pump it back for toilet flushing, washing machines and garden irrigation. In a typical house this can cut mains water use by up to half. Even a simple water butt on a downpipe saves treated drinking water for the uses that need it.',
      ),
      paragraph(
        'On the ground, permeable paving made with recycled aggregates lets water soak through joints into a sub-base that stores it, rather than running off into the road. Low-carbon concrete blocks and reclaimed setts can both be laid this way, turning drives and yards into part of the drainage system.',
      ),
      h2('Bringing it together'),
      paragraph(
        'The most resilient sites combine several measures: a green roof to slow water down, a harvesting tank to reuse it and permeable surfaces to let the rest soak away. Talk to a roofing specialist early, because structural loading and drainage outlets need to be designed in. Our directory lists green-roof and low-carbon concrete suppliers who can help you plan a complete system.',
      ),
    ),
  }),
  post({
    title: 'Solar Panels for New Builds and Retrofits: What UK Builders Need to Know',
    category: 'Renewable Energy',
    author: 'James Campbell',
    publishedOn: '2025-06-10',
    featured: false,
    excerpt:
      'Solar PV is now one of the cheapest ways to generate electricity in the UK. Here is what to consider when adding panels to a new build or an existing roof.',
    imageUrl: '/images/post-4.webp',
    materialCategories: ['solar', 'roofing'],
    content: richText(
      paragraph(
        'Solar photovoltaic panels have fallen dramatically in price over the past decade, and a well-designed domestic system in the UK can now pay for itself in well under a decade. New homes in England are expected to include low-carbon heating and, in most cases, solar panels under the Future Homes Standard, and retrofitting panels to existing roofs remains one of the most popular home upgrades.',
      ),
      paragraph(
        'Contrary to popular belief, the British climate suits solar well. Panels work on daylight rather than heat, and they are more efficient in cool conditions. A south-facing roof is ideal, but east and west-facing roofs still produce a good yield, often better matched to when households use electricity.',
      ),
      h2('Choosing panels and mounting systems'),
      paragraph(
        'Most domestic systems now use monocrystalline panels, which offer the best output per square metre. On a new roof or a reroofing project, in-roof systems replace tiles or slates with panels, saving material and giving a neater finish. On existing roofs, on-roof rails fix above the tiles and are quicker to install.',
      ),
      bulletList([
        [bold('Output warranty: '), 'look for at least 25 years with a clear annual degradation rate.'],
        [bold('Supply chain: '), 'ask where the panels and their cells were made and how that is audited.'],
        [bold('Take-back: '), 'check that the supplier will collect and recycle old or damaged panels.'],
        [bold('MCS certification: '), 'needed for the installation to qualify for Smart Export Guarantee payments.'],
      ]),
      h2('Storage and smart use'),
      paragraph(
        'A battery lets a household store surplus daytime generation for the evening, raising the share of solar electricity used on site. Combined with a heat pump, a hot-water diverter or an electric car charger, solar can cover a large part of a home’s energy needs for much of the year.',
      ),
      h2('Planning and regulations'),
      paragraph(
        'Roof-mounted solar is usually permitted development for houses in England, Scotland and Wales, but conditions apply, and listed buildings and conservation areas need extra care. Flat roofs, green roofs and bird protection all need thought at the design stage. Use our directory to find MCS-certified solar suppliers, and try the calculator on our About page to estimate the savings and carbon reduction for your home.',
      ),
    ),
  }),
]
