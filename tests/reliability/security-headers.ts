// The response headers ../shared/DESIGN.md asks for, as a list of problems (empty when all is well),
// shared by the e2e spec and the reliability suite.

export const PUBLIC_PAGES = [
  '/',
  '/london',
  '/manchester',
  '/category/timber',
  '/london/category/insulation',
  '/suppliers',
  '/blog',
  '/contact',
  '/about',
  '/privacy-policy',
  '/terms',
  '/no-such-page-here',
]

/** The policy as directive → sources. */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

type HeaderBag = Record<string, string | undefined>

/** HSTS, nosniff, Referrer-Policy, Permissions-Policy and no X-Powered-By: every response. */
export function commonHeaderProblems(headers: HeaderBag): string[] {
  const problems: string[] = []
  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')
  if (
    Number(hsts?.[1] ?? 0) < 31_536_000 ||
    !(headers['strict-transport-security'] ?? '').includes('includeSubDomains')
  )
    problems.push(`HSTS is "${headers['strict-transport-security'] ?? ''}"`)
  if (headers['x-content-type-options'] !== 'nosniff')
    problems.push(`X-Content-Type-Options is "${headers['x-content-type-options'] ?? ''}"`)
  if (
    !['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      headers['referrer-policy'] ?? '',
    )
  )
    problems.push(`Referrer-Policy is "${headers['referrer-policy'] ?? ''}"`)
  const permissions = headers['permissions-policy'] ?? ''
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()'])
    if (!permissions.includes(feature)) problems.push(`Permissions-Policy lacks ${feature}`)
  if (headers['x-powered-by'] !== undefined) problems.push(`X-Powered-By is sent ("${headers['x-powered-by']}")`)
  return problems
}

/** The Content-Security-Policy of DESIGN.md: public pages. */
export function cspProblems(header: string | undefined): string[] {
  if (!header) return ['no Content-Security-Policy']
  const csp = parseCsp(header)
  const problems: string[] = []
  const exactly = (directive: string, sources: string[]) => {
    const got = [...(csp.get(directive) ?? [])].sort()
    if (JSON.stringify(got) !== JSON.stringify([...sources].sort()))
      problems.push(`${directive} is "${got.join(' ')}", expected "${sources.join(' ')}"`)
  }
  exactly('default-src', ["'self'"])
  // Our own origin (and Next's inline bootstrap, see DESIGN.md) only: no other host, no wildcard, no eval.
  const scripts = csp.get('script-src') ?? []
  if (!scripts.includes("'self'")) problems.push("script-src lacks 'self'")
  for (const source of scripts)
    if (source !== "'self'" && source !== "'unsafe-inline'") problems.push(`script-src allows ${source}`)
  exactly('object-src', ["'none'"])
  exactly('base-uri', ["'self'"])
  exactly('frame-ancestors', ["'none'"])
  exactly('form-action', ["'self'", 'https://checkout.stripe.com'])
  for (const [directive, sources] of csp) {
    if (sources.includes("'unsafe-eval'")) problems.push(`${directive} allows eval`)
    if (sources.includes('*')) problems.push(`${directive} allows any host`)
  }
  return problems
}
