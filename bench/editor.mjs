// An editor's change reaching the public page: saved through the running server's REST API (so the revalidation
// hooks run inside Next), then the page is polled from the app and through nginx until it shows.

const POLL_MS = 100

async function json(res, what) {
  const text = await res.text()
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 200)}`)
  return JSON.parse(text)
}

/** Seconds until `text` appears at `url`, or null after `timeoutMs`. */
async function secondsUntilVisible(url, text, startedAt, timeoutMs) {
  while (performance.now() - startedAt < timeoutMs) {
    const res = await fetch(url, { cache: 'no-store' }).catch(() => null)
    if (res) {
      const body = await res.text()
      if (res.ok && body.includes(text)) return (performance.now() - startedAt) / 1000
    }
    await new Promise((r) => setTimeout(r, POLL_MS))
  }
  return null
}

export async function measureEditorChange({
  appUrl,
  proxyUrl,
  email,
  password,
  citySlug = 'london',
  timeoutMs = 30_000,
}) {
  const api = proxyUrl ?? appUrl
  const login = await json(
    await fetch(`${api}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
    'POST /api/users/login',
  )
  const auth = { authorization: `JWT ${login.token}` }
  const found = await json(
    await fetch(`${api}/api/cities?where[slug][equals]=${encodeURIComponent(citySlug)}&depth=0&limit=1`, {
      headers: auth,
    }),
    'GET /api/cities',
  )
  const city = found.docs?.[0]
  if (!city) throw new Error(`no city with slug ${citySlug}`)
  const path = `/${citySlug}`
  // Both copies are cached before the save, as they are for visitors.
  for (const base of [appUrl, proxyUrl].filter(Boolean))
    for (let i = 0; i < 2; i += 1) await fetch(`${base}${path}`).then((r) => r.text())
  const title = `Bench change ${Date.now().toString(36)}`
  const startedAt = performance.now()
  const saved = fetch(`${api}/api/cities/${city.id}?depth=0`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ hero: { ...city.hero, title } }),
  }).then((res) => json(res, `PATCH /api/cities/${city.id}`))
  const [appSeconds, proxySeconds] = await Promise.all([
    secondsUntilVisible(`${appUrl}${path}`, title, startedAt, timeoutMs),
    proxyUrl ? secondsUntilVisible(`${proxyUrl}${path}`, title, startedAt, timeoutMs) : Promise.resolve(null),
    saved,
  ])
  return { appSeconds, proxySeconds }
}
