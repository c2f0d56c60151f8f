export const ECO_SCORE_MIN = 0
export const ECO_SCORE_MAX = 10

export type EcoBand = 'green-500' | 'green-400' | 'yellow' | 'orange'

/** 8 or more green-500; 6 or more green-400; 4 or more yellow; otherwise orange. */
export function ecoScoreBand(score: number): EcoBand {
  if (score >= 8) return 'green-500'
  if (score >= 6) return 'green-400'
  if (score >= 4) return 'yellow'
  return 'orange'
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
