import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// WCAG 2.2 AA contrast at the colours' source: white text on the brand's greens, and the toasts' text on their
// backgrounds, at least 4.5:1 (1.4.3). The end-to-end accessibility spec checks the rendered pages with axe.

const ROOT = path.resolve(__dirname, '../..')
const CSS = fs.readFileSync(path.join(ROOT, 'src/app/(site)/globals.css'), 'utf8')

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

/** The value of a custom property set in globals.css (the last one set wins, as in the cascade). */
function cssVariable(name: string): string | undefined {
  const matches = [...CSS.matchAll(new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,6})\\b`, 'g'))]
  return matches.at(-1)?.[1]
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(tsx|ts)$/.test(entry.name) ? [full] : []
  })
}

/** Every quoted string of a file (comments left out), strings joined by `+` read as one (class lists over lines). */
function classStrings(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
  // A template literal's quoted parts (a ternary's two class lists) are read each on its own.
  const joined = code.replace(/`/g, ' ').replace(/(['"])\s*\+\s*(['"])/g, '')
  return [...joined.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)].map((m) => m[1] ?? m[2] ?? '')
}

describe('colour contrast at the source', () => {
  it('the check itself: the old button green fails and its darker shade passes', () => {
    expect(contrast('#ffffff', '#16a34a')).toBeLessThan(4.5)
    expect(contrast('#ffffff', '#15803d')).toBeGreaterThanOrEqual(4.5)
  })

  it('white text sits only on brand greens of at least 4.5:1, hovered included', () => {
    const failures: string[] = []
    for (const file of sourceFiles(path.join(ROOT, 'src'))) {
      for (const classes of classStrings(fs.readFileSync(file, 'utf8'))) {
        if (!/(^|\s)text-white(\s|$)/.test(classes)) continue
        for (const [, shade] of classes.matchAll(/(?:^|\s)(?:hover:|focus:|focus-visible:)?bg-brand-(\d+)(?=\s|$)/g)) {
          const colour = cssVariable(`--color-brand-${shade}`)
          expect(colour, `--color-brand-${shade} in globals.css`).toBeDefined()
          const ratio = contrast('#ffffff', colour!)
          if (ratio < 4.5)
            failures.push(`${path.relative(ROOT, file)}: white on bg-brand-${shade} is ${ratio.toFixed(2)}:1`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('every toast’s text has at least 4.5:1 on its background', () => {
    for (const kind of ['success', 'info', 'warning', 'error']) {
      const text = cssVariable(`--${kind}-text`)
      const background = cssVariable(`--${kind}-bg`)
      expect(text && background, `--${kind}-text and --${kind}-bg set in globals.css`).toBeTruthy()
      expect(contrast(text!, background!), kind).toBeGreaterThanOrEqual(4.5)
    }
  })
})
