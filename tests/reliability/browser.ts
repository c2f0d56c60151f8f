import { execFileSync } from 'node:child_process'

import { chromium, type Browser } from '@playwright/test'

/** Chromium as the e2e tests use it: Debian's package where installed, else Playwright's own. */
export async function launchChromium(): Promise<Browser> {
  let executablePath = process.env.CHROMIUM_PATH
  if (!executablePath) {
    try {
      executablePath = execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim() || undefined
    } catch {
      executablePath = undefined
    }
  }
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-gpu',
      '--no-first-run',
    ],
  })
}
