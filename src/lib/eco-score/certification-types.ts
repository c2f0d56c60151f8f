// The certification types the directory starts with (the migration that made the Eco-Score computed inserts them,
// the seed too): real schemes, each with what it certifies and its worth (0 to CERTIFICATION_TYPE_MAX_POINTS). Staff
// manage the list afterwards in the admin (`certification-types`).
//
// Why these worths. The certifications component is worth at most 4 points, so no one scheme can carry it: a scheme
// that is independently audited against a supplier's whole environmental performance, or a product's life cycle,
// earns most (1.5 to 2); a scheme about one aspect (energy, one building standard) earns 1. Schemes that certify
// quality or fitness for purpose rather than anything environmental (ISO 9001, BBA Agrément, MCS) are not listed and
// count nothing, however useful they are to a buyer.

export type CertificationTypeSeed = {
  name: string
  certifies: string
  points: number
  /** Certificate names this type is recognised in when the migration links existing certificates (lower case). */
  matches: readonly string[]
}

export const CERTIFICATION_TYPES: readonly CertificationTypeSeed[] = [
  {
    name: 'Cradle to Cradle Certified',
    certifies:
      'A product assessed by an independent body across material health, product circularity, clean air and climate ' +
      'protection, water and soil stewardship, and social fairness; renewed every two years.',
    points: 2,
    matches: ['cradle to cradle'],
  },
  {
    name: 'ISO 14001 Environmental Management',
    certifies:
      'An environmental management system, audited each year by an accredited body: the company measures its ' +
      'environmental impacts, sets targets and shows it improves on them.',
    points: 1.5,
    matches: ['iso 14001'],
  },
  {
    name: 'FSC Chain of Custody',
    certifies:
      'Timber and wood products traced from forests managed to Forest Stewardship Council standards through every ' +
      'company that handled them.',
    points: 1.5,
    matches: ['fsc chain of custody', 'fsc coc'],
  },
  {
    name: 'PEFC Chain of Custody',
    certifies:
      'Timber and wood products traced from forests certified to PEFC-endorsed sustainable forest management ' +
      'standards through the supply chain.',
    points: 1.5,
    matches: ['pefc chain of custody', 'pefc coc'],
  },
  {
    name: 'B Corp',
    certifies:
      'The whole company’s verified social and environmental performance (the B Impact Assessment), public ' +
      'transparency and legal accountability to workers, community and environment; reassessed every three years.',
    points: 1.5,
    matches: ['b corp'],
  },
  {
    name: 'BES 6001 Responsible Sourcing',
    certifies:
      'Construction products made and sourced responsibly (BRE’s framework standard): the organisation’s management ' +
      'systems and the traceability of its materials’ supply chains.',
    points: 1.5,
    matches: ['bes 6001'],
  },
  {
    name: 'EU Ecolabel',
    certifies:
      'A product meeting the EU’s life-cycle criteria for its product group (for paints: limits on hazardous ' +
      'substances and volatile organic compounds, and performance), checked by a national competent body.',
    points: 1.5,
    matches: ['eu ecolabel'],
  },
  {
    name: 'ISO 50001 Energy Management',
    certifies:
      'An energy management system audited by an accredited body: the company measures its energy use and improves ' +
      'its energy performance year on year.',
    points: 1,
    matches: ['iso 50001'],
  },
  {
    name: 'Passivhaus Certified Component',
    certifies:
      'A building component (a window, an insulation system, a ventilation unit) certified by the Passive House ' +
      'Institute to meet the thermal performance of very low-energy buildings.',
    points: 1,
    matches: ['passivhaus', 'passive house'],
  },
  {
    name: 'BRE Green Guide rating',
    certifies:
      'A specification rated A+ to E by BRE Global on the life-cycle environmental impacts of building elements ' +
      '(the Green Guide to Specification).',
    points: 1,
    matches: ['green guide'],
  },
]

/** The type an existing certificate's name is recognised as, or null (the migration's one-time linking). */
export function typeForCertificateName(name: string): CertificationTypeSeed | null {
  const lower = name.toLowerCase()
  return CERTIFICATION_TYPES.find((t) => t.matches.some((m) => lower.includes(m))) ?? null
}
