import { expect, test, type APIResponse } from '@playwright/test'

// The security headers of ../shared/DESIGN.md on every public page (and the ones that apply on the
// admin and the API), and the Content-Security-Policy enforced in Chromium without breaking a page.

const PUBLIC_PAGES = ['/', '/london', '/manchester', '/category/timber', '/london/category/insulation', '/suppliers', '/blog', '/contact', '/about', '/privacy-policy', '/terms', '/no-such-page-here']

/** The policy as directive → sources. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

function expectCommonHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')
  expect(Number(hsts?.[1] ?? 0), `${what}: HSTS of at least a year`).toBeGreaterThanOrEqual(31_536_000)
  expect(headers['strict-transport-security'], what).toContain('includeSubDomains')
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], `${what}: Referrer-Policy`).toContain(headers['referrer-policy'])
  const permissions = headers['permissions-policy'] ?? ''
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) expect(permissions, what).toContain(feature)
  expect(headers['x-powered-by'], `${what}: no X-Powered-By`).toBeUndefined()
}

test('every public page sends the policy of DESIGN.md and the other security headers', async ({ request }) => {
  for (const path of PUBLIC_PAGES) {
    const response = await request.get(path)
    expect(response.status(), path).toBeLessThan(500)
    expectCommonHeaders(response, path)
    const csp = parseCsp(response.headers()['content-security-policy'] ?? '')
    expect(csp.get('default-src'), path).toEqual(["'self'"])
    // Our own origin (and Next's inline bootstrap, see DESIGN.md) only: no other host, no wildcard, no eval.
    const scripts = csp.get('script-src') ?? []
    expect(scripts, path).toContain("'self'")
    for (const source of scripts) expect(["'self'", "'unsafe-inline'"], `${path}: script-src ${source}`).toContain(source)
    expect(csp.get('object-src'), path).toEqual(["'none'"])
    expect(csp.get('base-uri'), path).toEqual(["'self'"])
    expect(csp.get('frame-ancestors'), path).toEqual(["'none'"])
    expect([...(csp.get('form-action') ?? [])].sort(), path).toEqual(["'self'", 'https://checkout.stripe.com'])
    for (const [directive, sources] of csp) {
      expect(sources, `${path}: ${directive} allows eval`).not.toContain("'unsafe-eval'")
      expect(sources, `${path}: ${directive} allows any host`).not.toContain('*')
    }
  }
})

test('the API and the admin send the same headers (the admin keeps its own scripts)', async ({ request }) => {
  for (const path of ['/api/health', '/api/suppliers?limit=1', '/api/no-such-endpoint', '/admin/login']) {
    const response = await request.get(path)
    expectCommonHeaders(response, path)
  }
  const enquiry = await request.post('/api/enquiries', { data: {} })
  expect(enquiry.status()).toBe(422)
  expectCommonHeaders(enquiry, 'POST /api/enquiries')
})

test('Chromium enforces the policy: the site runs without a violation, and a script from elsewhere is refused', async ({ page }) => {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { reportViolation: (t: string) => Promise<void> }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  for (const path of ['/', '/london', '/category/timber', '/suppliers', '/contact', '/blog', '/about']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 4000)
    await page.waitForTimeout(300)
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
  const evalAllowed = await page.evaluate(() => {
    try {
      return new Function('return 1')() === 1
    } catch {
      return false
    }
  })
  expect(evalAllowed, 'eval is refused').toBe(false)
})
