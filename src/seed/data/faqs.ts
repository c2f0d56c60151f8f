import type { CitySlug, FaqSeed } from '@/seed/types'

type QuestionAndAnswer = readonly [question: string, answer: string]

const byCity: Record<CitySlug, readonly QuestionAndAnswer[]> = {
  london: [
    [
      'What counts as a sustainable building material in London?',
      'A sustainable material has a low embodied carbon, comes from a renewable, recycled or responsibly managed source, lasts a long time and can be reused or recycled at the end of its life. Every London supplier in our directory is vetted against these criteria and shows an Eco-Score and the certifications behind it, such as FSC, BBA or the EU Ecolabel.',
    ],
    [
      'How do I get quotes from eco-friendly suppliers in London?',
      'Fill in the quote form on this page with a few details about your project. We pass your enquiry to the London suppliers that match it, and they contact you directly with prices and availability. The service is free for builders, architects and homeowners.',
    ],
    [
      'Do London planning rules require low-carbon materials?',
      'The London Plan asks referable schemes to carry out a whole-life carbon assessment and a circular economy statement, and many boroughs set their own targets for smaller developments. Choosing certified low-carbon materials early makes these assessments easier and can help an application through planning. Your architect or planning consultant can confirm what applies to your site.',
    ],
    [
      'Are sustainable materials more expensive than conventional ones?',
      'Some cost more to buy, but the gap is often smaller than expected and many pay back through lower energy bills, faster installation or longer life. Natural insulation, for example, can cost a little more per square metre than synthetic products yet performs well for decades. Ask several suppliers for quotes so you can compare like for like.',
    ],
    [
      'Can I use natural insulation in a Victorian or Georgian terrace?',
      'Yes. Breathable insulants such as wood fibre, sheep’s wool and hemp suit solid brick walls and timber floors because they manage moisture instead of trapping it. A London supplier can advise on build-ups for internal wall insulation, loft and underfloor insulation that protect the historic fabric of the building.',
    ],
    [
      'Do your London suppliers deliver within the Congestion Charge and ULEZ zones?',
      'Most do, and several use electric or ULEZ-compliant vans for central deliveries. Delivery charges and lead times vary between suppliers, so mention your postcode and any access restrictions, such as a narrow street or a delivery window, when you send your enquiry.',
    ],
    [
      'How are Eco-Scores calculated?',
      'Eco-Scores run from 0 to 10 and reflect a supplier’s certifications, the embodied carbon and sourcing of its main products, its packaging and transport practices, and how it handles waste and take-back. Scores are reviewed when certificates are renewed or expire, so an out-of-date certificate lowers a supplier’s score until it is renewed.',
    ],
    [
      'Can I find suppliers for green roofs in London?',
      'Yes. Our London roofing suppliers provide sedum, wildflower and biodiverse roofs, blue-roof attenuation systems and reclaimed slate. Green roofs help London developments meet urban greening and sustainable drainage requirements, and a good supplier will check structural loading and drainage before you commit.',
    ],
    [
      'Do London suppliers also serve Birmingham?',
      'Several of our London suppliers deliver to Birmingham and the West Midlands, and they appear on both city pages. Their cards show where they are based and which cities they serve, so you can see at a glance who can supply your site.',
    ],
    [
      'How do I know a supplier’s certifications are genuine?',
      'We record the issuing body, certificate number and expiry date for every certification we display and check them when a supplier joins and at each renewal. You can also look up most certificates yourself in the public registers run by schemes such as FSC, PEFC and the BBA.',
    ],
  ],
  birmingham: [
    [
      'Which suppliers deliver sustainable materials to Birmingham?',
      'The suppliers on this page are based in or deliver to Birmingham and the West Midlands, including several London specialists in timber, insulation, roofing and natural paints. Each card shows the supplier’s home city and Eco-Score.',
    ],
    [
      'How quickly will Birmingham suppliers respond to my enquiry?',
      'Most suppliers reply within one or two working days. Including your project timescale, quantities and site postcode in the quote form helps them give you an accurate price first time.',
    ],
    [
      'Can I get advice on retrofitting a Birmingham home?',
      'Yes. Many of our suppliers offer free technical advice, from U-value calculations for insulation to choosing breathable paints for older brickwork. Describe your property and what you want to achieve in the quote form and the matching suppliers will advise.',
    ],
  ],
  manchester: [
    [
      'What sustainable materials can I source in Manchester?',
      'Manchester suppliers in our directory offer low-carbon ready-mix and precast concrete, recycled aggregates, hempcrete and limecrete, and natural insulation made from British sheep’s wool, wood fibre and hemp.',
    ],
    [
      'Does Greater Manchester have its own carbon targets for buildings?',
      'Greater Manchester aims to be carbon neutral by 2038, and its councils increasingly expect new developments to show how they reduce operational and embodied carbon. Low-carbon materials from local suppliers also cut transport emissions.',
    ],
    [
      'Is low-carbon concrete as strong as ordinary concrete?',
      'Yes, when it is specified correctly. Mixes that replace part of the cement with GGBS reach the same design strengths, although some gain strength more slowly in cold weather. A supplier can provide test certificates and advise your engineer on curing times.',
    ],
  ],
  glasgow: [
    [
      'Can I find solar panel suppliers in Glasgow?',
      'Yes. Our Glasgow solar supplier distributes panels, in-roof kits, inverters and batteries to MCS-certified installers across the west of Scotland. MCS certification is needed to claim payments for the electricity you export.',
    ],
    [
      'Are there grants for eco home improvements in Scotland?',
      'Home Energy Scotland offers advice and access to grants and interest-free loans for insulation, heat pumps and solar panels, subject to eligibility. Check the current schemes before you order materials, as some require an approved installer.',
    ],
    [
      'Which insulation suits a Glasgow tenement flat?',
      'Tenements usually have solid sandstone walls that need to stay breathable, so vapour-open insulants such as wood fibre with lime plaster are often recommended for internal wall insulation. Always check building standards and get advice on moisture risk before you start.',
    ],
  ],
  leeds: [
    [
      'Where can I buy recycled building materials in Leeds?',
      'Our Leeds supplier stocks recycled aggregates, reclaimed Yorkshire bricks and stone, low-cement blocks and lime mortars. Reclaimed materials cut waste and embodied carbon and often match local buildings better than new products.',
    ],
    [
      'Why does a supplier have a low Eco-Score?',
      'A low score usually means a supplier is early in its sustainability journey or that a certificate has expired and is awaiting renewal. We list suppliers that are making genuine progress, and their scores rise as they add certified products and renew their certificates.',
    ],
    [
      'Can suppliers outside Leeds deliver to West Yorkshire?',
      'Many suppliers deliver nationally. If you cannot find what you need on this page, send an enquiry through our contact form and we will put you in touch with suppliers who can deliver to your site.',
    ],
  ],
}

export const faqs: FaqSeed[] = Object.entries(byCity).flatMap(([city, items]) =>
  items.map(([question, answer], index) => ({ question, answer, city: city as CitySlug, order: index + 1 })),
)
