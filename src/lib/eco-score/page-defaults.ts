/**
 * The /eco-score page's words until editors change them: the seed writes them into the `eco-score-page` global, and
 * the page falls back to them for any field still empty (a database migrated before the seed ran). The rules,
 * maxima and weights are never here: the page renders them from method.ts.
 */
export type EcoScorePageNote = { question: string; answer: string }

export type EcoScorePageText = {
  title: string
  metaDescription: string
  intro: string
  why: string
  notes: EcoScorePageNote[]
}

export const ECO_SCORE_PAGE_DEFAULTS: EcoScorePageText = {
  title: 'How the Eco-Score works',
  metaDescription:
    'How EcoBuild Directory computes every supplier’s Eco-Score from evidence our team has checked: verified ' +
    'certifications, products with a verified EPD and their carbon compared like for like.',
  intro:
    'Every supplier in our directory has an Eco-Score between 0 and 10. Nobody types it in: it is calculated from ' +
    'evidence we hold and have checked, by the rules on this page, and recalculated whenever that evidence changes.\n\n' +
    'Every profile shows how its score is made up, item by item, so you can check any score yourself.',
  why:
    'A green directory is only as good as its evidence. We count only what a supplier can prove and our team has ' +
    'verified: a certificate with its number and expiry, an Environmental Product Declaration checked against its ' +
    'registry. Each part of the score can be raised by providing better evidence, and nothing counts because a ' +
    'supplier says so or pays for a listing package.',
  notes: [
    {
      question: 'Does a listing package change the score?',
      answer: 'No. Packages change where and how a listing appears, never its Eco-Score.',
    },
    {
      question: 'What happens when a certificate or an EPD expires?',
      answer:
        'It stops counting from the day after its expiry date, and the score is recalculated. The profile shows the ' +
        'date of the last change.',
    },
    {
      question: 'Can your team change a score by hand?',
      answer:
        'Not directly. Our team can add an adjustment within the bounds above, always with a reason that is shown ' +
        'publicly in the supplier’s breakdown, and usually with an end date.',
    },
    {
      question: 'I am a supplier. How do I raise my score?',
      answer:
        'Sign in to your supplier account: it lists the evidence your listing is missing and what each piece would ' +
        'be worth.',
    },
  ],
}
