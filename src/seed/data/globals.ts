import { DEFAULT_PAYMENT_TERMS } from '@/lib/site/pricing-terms'
import { isoDay } from '@/seed/dates'
import { bulletList, h2, paragraph, richText } from '@/seed/lexical'
import type { GlobalSeed } from '@/seed/types'
import { ECO_SCORE_PAGE_DEFAULTS } from '@/lib/eco-score/page-defaults'
import { DEFAULT_MAX_SUPPLIERS_PER_LEAD, DEFAULT_RETENTION_MONTHS } from '@/lib/leads/rules'
import { DEFAULT_INVITATION_DELAY_DAYS, DEFAULT_LINK_VALID_DAYS } from '@/lib/reviews/rules'

export const CHARITY_PARTNER = 'Plant a Tree UK Trust'
const LAST_UPDATED = isoDay('2025-04-15')

export const siteSettings: GlobalSeed<'site-settings'> = {
  brandName: 'EcoBuild Directory',
  titleSuffix: ' | EcoBuild Directory',
  tagline: 'Vetted sustainable building-material suppliers across the UK',
  defaultDescription:
    'EcoBuild Directory helps UK builders, architects and homeowners find vetted suppliers of sustainable building materials, with clear Eco-Scores, checked certifications and free quotes.',
  staffEmail: 'team@ecobuild-directory.co.uk',
  contactPhone: '020 7946 0321',
  vatTreatment: 'included',
  charityPartner: CHARITY_PARTNER,
  foundedYear: 2023,
  treesPlanted: 25000,
  treeStatement: `We plant one tree every day for each supplier listed in our directory, with our charity partner ${CHARITY_PARTNER}.`,
  leadRules: { maxSuppliersPerLead: DEFAULT_MAX_SUPPLIERS_PER_LEAD, retentionMonths: DEFAULT_RETENTION_MONTHS },
  reviewRules: { invitationDelayDays: DEFAULT_INVITATION_DELAY_DAYS, linkValidDays: DEFAULT_LINK_VALID_DAYS },
}

export const home: GlobalSeed<'home'> = {
  metaTitle: 'Sustainable Building Materials & Eco Suppliers in the UK',
  metaDescription:
    'Find vetted eco-friendly building-material suppliers across the UK: certified timber, natural insulation, low-carbon concrete, natural paints, green roofing and solar. Get free quotes.',
  hero: {
    title: 'Find Sustainable Building Materials Across the UK',
    subtitle:
      'Connect with vetted eco-friendly suppliers of timber, insulation, low-carbon concrete, natural paints, green roofing and solar panels, each with a clear Eco-Score and checked certifications.',
    imageUrl: '/images/hero-home.webp',
  },
  featuredIntro:
    'Meet some of our highest-rated London suppliers, chosen for their certifications, low-carbon products and commitment to sustainable practice.',
  categoriesIntro:
    'From certified timber to solar panels, browse the main groups of sustainable materials and find suppliers near you.',
  resources: [
    {
      title: 'Why Choose Sustainable Building?',
      body: 'Buildings account for a large share of the UK’s carbon emissions, both from the energy used to run them and from the materials used to build them. Choosing sustainable materials cuts that footprint from day one, creates healthier spaces for the people who use them and protects the value of a property as regulations and buyer expectations tighten.',
      points: [
        'Lower embodied carbon from renewable, recycled and low-carbon materials',
        'Healthier indoor air with natural, low-VOC products',
        'Lower running costs through better insulation and renewable energy',
        'Buildings ready for tightening regulations and net zero targets',
      ],
      imageUrl: '/images/resources-why.webp',
    },
    {
      title: 'How to Source Eco-Friendly Materials',
      body: 'Good sourcing starts with evidence. Look for recognised certifications, ask suppliers for Environmental Product Declarations and certificate numbers, and favour local suppliers to cut transport emissions. Our directory does much of this groundwork for you by vetting suppliers and showing their Eco-Scores and certifications side by side.',
      points: [
        'Check certifications such as FSC, PEFC, BBA, MCS and the EU Ecolabel',
        'Ask for Environmental Product Declarations and embodied-carbon figures',
        'Compare Eco-Scores and request quotes from several suppliers',
      ],
      imageUrl: '/images/resources-how.webp',
    },
  ],
  about: {
    title: 'About EcoBuild Directory',
    body: `Founded in 2023, EcoBuild Directory makes sustainable building accessible by connecting builders, architects, developers and homeowners with vetted eco-friendly suppliers across the UK. Every supplier is checked for sustainability compliance and shows a clear Eco-Score, and for each supplier we list we plant one tree every day with our charity partner, ${CHARITY_PARTNER}.`,
  },
}

export const about: GlobalSeed<'about'> = {
  metaTitle: 'About Us: Making Sustainable Building Accessible',
  metaDescription:
    'Founded in 2023, EcoBuild Directory connects UK builders with vetted sustainable suppliers and plants one tree every day for each listed supplier. Over 25,000 trees planted so far.',
  heroTitle: 'About EcoBuild Directory',
  heroSubtitle:
    'We help the UK build better by making sustainable materials and suppliers easy to find, compare and trust.',
  story: {
    title: 'Our Story',
    body: 'EcoBuild Directory was founded in 2023 by a small team of builders, architects and sustainability consultants who were tired of spending days tracking down genuinely sustainable materials. Green claims were everywhere, certificates were hard to check and good local suppliers were difficult to find. We built the directory we wished we had: one place to find vetted suppliers, compare their credentials and ask for quotes.',
  },
  mission: {
    title: 'Our Mission',
    body: 'Our mission is to make sustainable building accessible to everyone, from the self-builder planning a timber extension to the contractor delivering a major development. We do that by vetting suppliers, publishing clear Eco-Scores and certifications, and connecting people with the right suppliers quickly and free of charge.',
  },
  commitment: {
    title: 'Our Sustainability Commitment',
    body: `For every supplier listed in our directory, we plant one tree every day through our charity partner, ${CHARITY_PARTNER}. The trees are planted in native woodland schemes across the UK, restoring habitats and capturing carbon for decades to come. So far we have planted over 25,000 trees, and the number grows with every supplier who joins us.`,
  },
  community: {
    title: 'Our Team and Community',
    body: 'Our team combines experience from construction, architecture, materials science and digital product development, and we work closely with the suppliers we list through a dedicated account manager for each one. Beyond the directory, we are building a community of eco-conscious builders, architects and homeowners who share knowledge, celebrate good projects and push the industry towards net zero.',
  },
  leadership: [
    {
      role: 'CEO',
      description: 'Sets the company’s direction and leads our mission to make sustainable building accessible.',
    },
    {
      role: 'Chief Operations Officer',
      description: 'Runs day-to-day operations, supplier onboarding and our account management team.',
    },
    {
      role: 'Chief Technical Officer',
      description: 'Leads the platform, data and engineering teams behind the directory.',
    },
    {
      role: 'Chief Sustainability Officer',
      description: 'Owns our vetting standards, Eco-Score methodology and tree-planting partnership.',
    },
    {
      role: 'Head of Development',
      description: 'Builds the new features that help builders and suppliers find each other.',
    },
  ],
  coreValues: [
    {
      title: 'One Tree Per Day',
      description: 'We plant one tree every day for each supplier listed in our directory.',
    },
    {
      title: 'Clear Eco-Scores',
      description: 'Every supplier shows a clear Eco-Score and the certifications behind it.',
    },
    { title: 'Dedicated Support', description: 'Each supplier has a dedicated account manager to help them succeed.' },
    {
      title: 'Rigorous Vetting',
      description: 'We vet every supplier for sustainability compliance before and after listing.',
    },
    {
      title: 'Community First',
      description: 'We foster a community of eco-conscious builders, architects and homeowners.',
    },
    {
      title: 'Genuinely Sustainable',
      description: 'We promote only products that are genuinely sustainable, never greenwash.',
    },
  ],
}

export const getListed: GlobalSeed<'get-listed'> = {
  heroTitle: 'Get Your Business Listed',
  heroSubtitle: 'Reach builders, architects and homeowners looking for sustainable building materials across the UK.',
  pitchTitle: 'Grow Your Sustainable Business With Us',
  pitch:
    'EcoBuild Directory puts your products in front of people who are actively looking for sustainable building materials. Choose a local, national or enterprise package, show off your certifications and Eco-Score, and receive qualified enquiries from customers in the cities you serve. For every listed supplier we plant one tree every day with our charity partner.',
  paymentTerms: DEFAULT_PAYMENT_TERMS,
  benefits: [
    {
      title: 'Qualified enquiries',
      description: 'Receive quote requests from builders and homeowners in the cities you serve.',
    },
    {
      title: 'Eco-Score and certifications',
      description: 'Show your credentials clearly so buyers can trust your sustainability claims.',
    },
    { title: 'Sustainability badge', description: 'Display our badge on your website, vans and marketing material.' },
    {
      title: 'Dedicated account manager',
      description: 'Get help with your listing, certifications and lead follow-up.',
    },
    {
      title: 'City and category pages',
      description: 'Appear on the city and material pages your customers search for.',
    },
    { title: 'Trees planted for you', description: 'We plant one tree every day for each listed supplier.' },
  ],
}

export const privacyPolicy: GlobalSeed<'privacy-policy'> = {
  title: 'Privacy Policy',
  metaDescription:
    'How EcoBuild Directory collects, uses, shares and protects your personal data, and your rights under UK data protection law.',
  lastUpdated: LAST_UPDATED,
  content: richText(
    paragraph(
      'This policy explains how EcoBuild Directory (“we”, “us”) collects and uses personal data when you use our website, submit an enquiry or list your business with us. We are the controller of that data for the purposes of the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
    ),
    h2('Information we collect'),
    paragraph('We collect only the information we need to provide our service:'),
    bulletList([
      'Enquiry details you give us: your name, e-mail address, phone number, city and project details, and a record of your consent.',
      'Supplier account and listing details, including business contact details and payment records for listing packages.',
      'Technical information such as your IP address, browser type and the pages you visit, used to keep the site secure and working.',
    ]),
    h2('Cookies'),
    paragraph(
      'We use strictly necessary cookies to run the website and to protect forms from abuse. We do not use advertising cookies. If we introduce analytics cookies we will ask for your consent first, and you can change your choice at any time through your browser settings.',
    ),
    h2('How we share your information'),
    paragraph(
      'When you submit an enquiry, we share your details with the suppliers in our directory that match your city and, where relevant, the material category or the supplier you chose, so that they can contact you with a quote. We also use carefully selected service providers for hosting, e-mail delivery and card payments, who process data only on our instructions. We never sell your personal data.',
    ),
    h2('How we keep your information secure'),
    paragraph(
      'Your data is stored on secure servers, transmitted over encrypted connections and accessible only to staff who need it. Card payments are handled by our payment provider and we never store full card numbers. We keep enquiry records for up to two years and then delete or anonymise them.',
    ),
    h2('How long we keep your enquiry, and erasing it'),
    paragraph(
      'We keep an enquiry for 24 months from the day you send it. After that a daily process anonymises it: your name, e-mail address, phone number and project details are removed, and only the city, the category and the record of which suppliers received it (which our commission accounts need) remain.',
    ),
    paragraph(
      'The confirmation e-mail we send you after an enquiry contains a private link. It shows which suppliers received your enquiry and lets you erase it at any time: your name, e-mail address, phone number and project details are anonymised at once, and we e-mail each supplier who received it that you have withdrawn it and ask them to delete your details.',
    ),
    h2('Reviews'),
    paragraph(
      'Fourteen days after your enquiry we e-mail you once for each supplier that received it, inviting you to review them. A review shows your first name and the initial of your last name, never your contact details. If you erase your enquiry, we send no invitation and delete any review you wrote from it.',
    ),
    h2('Your rights'),
    paragraph('Under the UK GDPR you have the right to:'),
    bulletList([
      'access the personal data we hold about you;',
      'ask us to correct or delete it;',
      'object to or restrict how we use it, and withdraw your consent at any time;',
      'receive your data in a portable format;',
      'complain to the Information Commissioner’s Office (ico.org.uk).',
    ]),
    h2('Contact us'),
    paragraph(
      'To exercise your rights or ask a question about this policy, e-mail team@ecobuild-directory.co.uk. We will respond within one month.',
    ),
  ),
}

export const terms: GlobalSeed<'terms'> = {
  title: 'Terms of Service',
  metaDescription:
    'The terms that apply when you use the EcoBuild Directory website, submit enquiries or list your business with us.',
  lastUpdated: LAST_UPDATED,
  content: richText(
    paragraph(
      'These terms apply to your use of the EcoBuild Directory website. By using the site you agree to them. Please read them carefully, together with our Privacy Policy.',
    ),
    h2('Use of the site'),
    paragraph(
      'The directory helps you find suppliers of sustainable building materials and request quotes from them. Information on the site is provided in good faith for general guidance. Eco-Scores and certification details reflect the information available to us at the time of review; you should confirm product suitability, prices and compliance with the supplier and your own professional advisers before ordering.',
    ),
    h2('Supplier accounts and listings'),
    paragraph(
      'Suppliers who buy a listing package must provide accurate information about their business, products and certifications, keep it up to date and tell us promptly when a certificate lapses. We may suspend or remove a listing that is inaccurate, misleading or no longer meets our vetting standards. Package fees are payable in advance and cover the period stated when you buy.',
    ),
    h2('Content licence'),
    paragraph(
      'The content of the site, including text, images, Eco-Scores and the directory database, belongs to us or our licensors. You may view and print pages for your own non-commercial use. Suppliers grant us a licence to display the content they provide for as long as they are listed.',
    ),
    h2('Prohibited activities'),
    paragraph('When using the site you must not:'),
    bulletList([
      'submit false, misleading or spam enquiries;',
      'copy, scrape or republish the directory or its data without our written permission;',
      'attempt to gain unauthorised access to the site or interfere with its operation;',
      'use the site to send unsolicited marketing to suppliers or other users.',
    ]),
    h2('Liability'),
    paragraph(
      'Contracts for materials are made directly between you and the supplier, and we are not a party to them. To the extent permitted by law we are not liable for the acts or omissions of suppliers, or for any indirect or consequential loss arising from your use of the site. Nothing in these terms limits liability that cannot be limited under English law, such as liability for death or personal injury caused by negligence, or for fraud.',
    ),
    h2('Governing law'),
    paragraph(
      'These terms are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction, except that consumers resident in Scotland or Northern Ireland may bring proceedings in their local courts. Questions about these terms can be sent to team@ecobuild-directory.co.uk.',
    ),
  ),
}

export const reviewPolicy: GlobalSeed<'review-policy'> = {
  title: 'Review Policy',
  metaDescription:
    'Who can review a supplier on EcoBuild Directory, how our team checks reviews before they are published, and the reasons a review is rejected or removed.',
  lastUpdated: LAST_UPDATED,
  content: richText(
    paragraph(
      'Reviews on EcoBuild Directory come only from people whose enquiry reached the supplier they review. After an enquiry we e-mail the enquirer a private link for each supplier that received it; each link works once. Nobody else can write a review: not the supplier, not its competitors, and not our team.',
    ),
    h2('How reviews are checked'),
    paragraph(
      'Our team reads every review before it is published and publishes it unless one of the reasons below applies. We do not edit what reviewers write, and we never remove a review because it is negative or because a supplier asks us to. If we do not publish a review, we tell its author which reason applied.',
    ),
    h2('The right of reply'),
    paragraph(
      'The reviewed supplier may post one public reply to each review. Replies are checked against the same reasons. A supplier can report a review but cannot hide or change it.',
    ),
    h2('Removing a published review'),
    paragraph(
      'Anyone can report a published review. Our team removes a review only for one of the reasons below, and each supplier profile shows how many reviews were removed and for which reasons.',
    ),
  ),
  reasons: [
    {
      reason: 'not-genuine',
      heading: 'Not a genuine experience',
      explanation:
        'The review does not describe the author’s own dealings with the supplier: it is written for someone else, copied, or about a business the author did not deal with through their enquiry.',
    },
    {
      reason: 'conflict-of-interest',
      heading: 'Conflict of interest',
      explanation:
        'The author works for, owns, competes with or is paid by the supplier, or was offered anything in return for the review.',
    },
    {
      reason: 'offensive',
      heading: 'Offensive or abusive',
      explanation:
        'The review contains threats, harassment, hate speech, obscene language or personal attacks on named staff.',
    },
    {
      reason: 'personal-information',
      heading: 'Personal information',
      explanation:
        'The review contains personal details such as phone numbers, e-mail or home addresses, or the full names of private individuals.',
    },
    {
      reason: 'off-topic',
      heading: 'Not about this supplier',
      explanation:
        'The review is about another business, about our website, or about general matters rather than the supplier’s goods and service.',
    },
    {
      reason: 'advertising',
      heading: 'Advertising or spam',
      explanation:
        'The review promotes another business, product or website, or repeats the same text as other reviews.',
    },
    {
      reason: 'unlawful',
      heading: 'Unlawful or defamatory',
      explanation:
        'The review makes allegations we have reason to believe are false and damaging, breaks a court order, or is otherwise against the law.',
    },
  ],
}

/** /eco-score's words (the rules themselves are rendered from src/lib/eco-score/method.ts). */
export const ecoScorePage: GlobalSeed<'eco-score-page'> = {
  ...ECO_SCORE_PAGE_DEFAULTS,
  notes: ECO_SCORE_PAGE_DEFAULTS.notes.map((note) => ({ ...note })),
}
