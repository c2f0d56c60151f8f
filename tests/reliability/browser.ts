import { chromium, type Browser } from '@playwright/test'

import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.mjs'

/** Chromium as the e2e tests use it: Debian's package where installed, else Playwright's own. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
}
