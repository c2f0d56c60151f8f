// The Chromium every browser tool here drives: Debian's package (or CHROMIUM_PATH), run headless as root.
import { execFileSync } from 'node:child_process'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
]

/** CHROMIUM_PATH, else `chromium` on PATH; undefined when there is none (Playwright then uses its own browser). */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim() || undefined
  } catch {
    return undefined
  }
}
