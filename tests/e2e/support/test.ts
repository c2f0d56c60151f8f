import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test'

// Every spec imports `test` and `expect` from here.
//
// Issue 29: a public page's framework scripts start after its first frame (scripts/lib/after-paint.mjs), and the
// first frame comes after the `load` event that `page.goto` waits for, so a page is whole (HTML, links and forms
// work) but not yet hydrated when `goto` returns. A person takes longer than that to start typing; a test does not.
// So each navigation a spec makes (goto, reload, back, forward, waitForURL) also waits until React has hydrated the
// header, the page and the footer, as a visitor's first click would find them. Pages without JavaScript (a context
// with `javaScriptEnabled: false`) are left as they are.

export { expect } from '@playwright/test'
export type { APIRequestContext, APIResponse, Browser, BrowserContext, Locator, Page, Route } from '@playwright/test'

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const

/**
 * Resolves once the site's header, page and footer carry React's fiber (hydrated); at once on a page whose scripts do
 * not run (a context without JavaScript: Next's inline flight data never ran) or that is not one of ours.
 */
export async function waitForHydration(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!(await page.evaluate(() => '__next_f' in self))) return
      await page.waitForFunction(() => {
        const hydrated = (el: Element | null) => !el || Object.keys(el).some((key) => key.startsWith('__reactFiber$'))
        return ['body > header', 'main#main > *', 'body > footer'].every((selector) =>
          hydrated(document.querySelector(selector)),
        )
      })
      return
    } catch (error) {
      // A navigation still under way (back to a page, a redirect) replaced the document: wait for the new one.
      if (attempt >= 5 || !/Execution context was destroyed|navigat/i.test(String(error))) throw error
      await page.waitForLoadState('load')
    }
  }
}

const hydrating = new WeakSet<Page>()

function waitAfterNavigations(page: Page) {
  if (hydrating.has(page)) return
  hydrating.add(page)
  for (const name of NAVIGATIONS) {
    const navigate = (page[name] as (...args: unknown[]) => Promise<unknown>).bind(page)
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const result = await navigate(...args)
        await waitForHydration(page)
        return result
      },
    })
  }
}

function waitInContext(context: BrowserContext) {
  context.on('page', waitAfterNavigations)
  for (const page of context.pages()) waitAfterNavigations(page)
  return context
}

// Playwright makes each test's own context with `browser.newContext` too, so wrapping the browser covers it as well as
// the contexts and pages a spec opens itself (a second visitor, a supplier beside staff).
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser)
      const newPage = browser.newPage.bind(browser)
      Object.assign(browser, {
        newContext: async (options?: Parameters<Browser['newContext']>[0]) => waitInContext(await newContext(options)),
        newPage: async (options?: Parameters<Browser['newPage']>[0]) => {
          const page = await newPage(options)
          waitAfterNavigations(page)
          return page
        },
      })
      await provide(browser)
    },
    { scope: 'worker' },
  ],
})
