export const ECO_SCORE_MIN = 0
export const ECO_SCORE_MAX = 10

export type EcoBand = 'green-500' | 'green-400' | 'yellow' | 'orange'

/** The badge's scale, best first: each band from its lowest score (the spec's colours; /eco-score shows this table). */
export const ECO_SCORE_SCALE: readonly { band: EcoBand; from: number }[] = [
  { band: 'green-500', from: 8 },
  { band: 'green-400', from: 6 },
  { band: 'yellow', from: 4 },
  { band: 'orange', from: ECO_SCORE_MIN },
]

/** 8 or more green-500; 6 or more green-400; 4 or more yellow; otherwise orange. */
export function ecoScoreBand(score: number): EcoBand {
  return (ECO_SCORE_SCALE.find((step) => score >= step.from) ?? ECO_SCORE_SCALE[ECO_SCORE_SCALE.length - 1]).band
}

// Dark text on each background: white on these shades fails WCAG AA (all under 3:1).
const BADGE_CLASSES: Record<EcoBand, string> = {
  'green-500': 'bg-green-500 text-green-950',
  'green-400': 'bg-green-400 text-green-950',
  yellow: 'bg-yellow-500 text-yellow-950',
  orange: 'bg-orange-500 text-orange-950',
}

export function ecoScoreBadgeClass(score: number): string {
  return BADGE_CLASSES[ecoScoreBand(score)]
}

const MEANINGS: Record<EcoBand, string> = {
  'green-500': 'Outstanding: independently certified, low-carbon products and practices.',
  'green-400': 'Very good: strong sustainability credentials backed by recognised certifications.',
  yellow: 'Fair: some sustainable products and practices, with room to improve.',
  orange: 'Limited: few verified sustainability credentials so far.',
}

/** One sentence telling a buyer what a score means. */
export function ecoScoreMeaning(score: number): string {
  return MEANINGS[ecoScoreBand(score)]
}

/** What a band of the badge means (the /eco-score page's scale). */
export const ecoBandMeaning = (band: EcoBand): string => MEANINGS[band]

/** The badge's classes of a band. */
export const ecoBandBadgeClass = (band: EcoBand): string => BADGE_CLASSES[band]
