// Helpers for the public-screen specs: CMS reads through the public REST API, JSON-LD, and an admin session.
import { spawn, type ChildProcess } from 'node:child_process'
import { pbkdf2Sync, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { expect, type APIRequestContext, type Locator, type Page } from './test'
import pg from 'pg'

export type ApiSupplier = {
  id: number
  name: string
  slug: string
  location: string
  ecoScore: number
  category: number
  serviceAreas?: { city: string }[]
}
export type ApiCategory = {
  id: number
  slug: string
  name: string
  description: string
  heroSubtitle?: string | null
  about?: string | null
  aliases?: string[] | null
}
export type ApiCity = {
  id: number
  slug: string
  name: string
  intro: string
  hero: { title: string; subtitle: string; ctaLabel: string; ctaLink: string }
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url)
  expect(response.ok(), `GET ${url}`).toBe(true)
  return (await response.json()) as T
}

async function docs<T>(request: APIRequestContext, url: string): Promise<T[]> {
  return (await getJson<{ docs: T[] }>(request, url)).docs
}

/** Published suppliers as the public sees them, best eco-score first (the site's own order). */
export function suppliersWhere(request: APIRequestContext, where: string): Promise<ApiSupplier[]> {
  return docs<ApiSupplier>(request, `/api/suppliers?${where}&sort=-ecoScore,name&limit=200&depth=0`)
}

export const suppliersInCity = (request: APIRequestContext, city: string) =>
  suppliersWhere(request, `where[cityKeys.key][equals]=${encodeURIComponent(city.toLowerCase())}`)

/** The suppliers an enquiry from a city reaches: at most 5 (the default cap), the highest Eco-Scores first, then the oldest. */
export const routedSuppliersInCity = async (request: APIRequestContext, city: string) =>
  (await suppliersInCity(request, city)).sort((a, b) => b.ecoScore - a.ecoScore || a.id - b.id).slice(0, 5)

/** Ids of the categories a city has published suppliers in (as the public API sees them). */
export async function categoryIdsInCity(request: APIRequestContext, city: string): Promise<Set<number>> {
  return new Set((await suppliersInCity(request, city)).map((s) => s.category))
}

export const getCategories = (request: APIRequestContext) =>
  docs<ApiCategory>(request, '/api/categories?sort=order&limit=100&depth=0')

export const getCities = (request: APIRequestContext) =>
  docs<ApiCity>(request, '/api/cities?sort=order&limit=100&depth=0')

export async function getBrand(request: APIRequestContext): Promise<string> {
  return (await getJson<{ brandName: string }>(request, '/api/globals/site-settings?depth=0')).brandName
}

export async function getGlobal<T>(request: APIRequestContext, slug: string): Promise<T> {
  return getJson<T>(request, `/api/globals/${slug}?depth=0`)
}

/** Every JSON-LD object of the page, flattened. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[]
    return Array.isArray(data) ? data : [data]
  })
}

/**
 * The supplier names of the cards in a region, in order. A first, uncached render streams the cards in behind a
 * skeleton (React may reveal them after the load event), so this waits for any skeleton in the region to go.
 */
export async function cardNames(page: Page, scope = page.locator('body')) {
  await expect(scope.getByText('Loading suppliers…')).toHaveCount(0)
  // The cards of a list, not of the paid 'Featured' row above it (packages.spec.ts checks that row).
  return scope
    .getByTestId('supplier-card')
    .evaluateAll((cards) =>
      cards
        .filter((card) => !card.closest('[data-testid="featured-row"]'))
        .map((card) => card.querySelector('h3')?.textContent ?? ''),
    )
}

const STAFF = {
  admin: { email: 'public-screens-e2e@example.com', password: `Pw-${randomBytes(6).toString('hex')}-e2e` },
  editor: { email: 'public-screens-editor-e2e@example.com', password: `Pw-${randomBytes(6).toString('hex')}-e2e` },
}
const ADMIN = STAFF.admin

/** The e-mail and password of this run's staff user of a role (after staffToken has made sure it exists). */
export const staffCredentials = (role: 'admin' | 'editor') => STAFF[role]

function e2eDatabaseUrl(baseURL: string): string {
  const file = path.join(process.cwd(), '.data', 'e2e.json')
  const info = JSON.parse(fs.readFileSync(file, 'utf8')) as { databaseUrl: string; baseURL: string }
  // Another run may have written the file meanwhile: never touch a database that is not this server's.
  expect(info.baseURL, '.data/e2e.json describes another e2e server').toBe(baseURL)
  return info.databaseUrl
}

/** The test server's database URL (from .data/e2e.json, checked to belong to this run). */
export function databaseUrl(baseURL: string): string {
  return e2eDatabaseUrl(baseURL)
}

/** Runs `fn` with a connection to the test server's database, closed afterwards. */
export async function withDatabase<T>(baseURL: string | undefined, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(baseURL ?? '') })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** The rows of one query on the test server's database. */
export function queryRows<T extends pg.QueryResultRow>(
  baseURL: string | undefined,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  return withDatabase(baseURL, async (client) => (await client.query<T>(sql, values)).rows)
}

/** An enquiry-form field by its label (the accessible name leaves out the decorative asterisk). */
export function formField(scope: Locator, label: string): Locator {
  return scope.getByRole(label === 'City' ? 'combobox' : 'textbox', { name: label, exact: true })
}

/**
 * A bearer token of an admin: the first registered user when there is none yet; otherwise a user this helper
 * adds to the test database (password hashed as Payload does).
 */
export async function adminToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const first = await request.post('/api/users/first-register', { data: { ...ADMIN, role: 'admin' } })
  if (first.ok()) return ((await first.json()) as { token: string }).token
  return staffToken(request, baseURL, 'admin')
}

/** A bearer token of a staff user of this role, added to the test database when it cannot sign in yet. */
export async function staffToken(
  request: APIRequestContext,
  baseURL: string,
  role: 'admin' | 'editor',
): Promise<string> {
  const account = STAFF[role]
  let login = await request.post('/api/users/login', { data: account })
  if (!login.ok()) {
    const salt = randomBytes(32).toString('hex')
    const hash = `pbkdf2-sha256-v1:${pbkdf2Sync(account.password, salt, 600000, 32, 'sha256').toString('hex')}`
    const client = new pg.Client({ connectionString: e2eDatabaseUrl(baseURL) })
    await client.connect()
    try {
      await client.query('DELETE FROM users WHERE email = $1', [account.email])
      await client.query(`INSERT INTO users (email, role, salt, hash) VALUES ($1, $2, $3, $4)`, [
        account.email,
        role,
        salt,
        hash,
      ])
    } finally {
      await client.end()
    }
    login = await request.post('/api/users/login', { data: account })
  }
  expect(login.ok(), `${role} login`).toBe(true)
  return ((await login.json()) as { token: string }).token
}

/** Resolves with the child's address once `next start` says it is ready (it chose a free port itself: --port 0). */
function readyUrl(server: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    let url: string | undefined
    const fail = (reason: string) => {
      clearTimeout(timer)
      reject(new Error(`${reason}\n${output.slice(-2000)}`))
    }
    const timer = setTimeout(() => fail(`next start was not ready within ${timeoutMs} ms`), timeoutMs)
    const read = (chunk: Buffer) => {
      if (url && output.length > 100_000) return
      output += chunk.toString()
      url ??= /Local:\s+(http:\/\/\S+)/.exec(output)?.[1]
      if (url && /Ready in/.test(output)) {
        clearTimeout(timer)
        resolve(url)
      }
    }
    // Both streams stay drained for the child's lifetime, so its writes never block.
    server.stdout?.on('data', read)
    server.stderr?.on('data', read)
    server.once('exit', (code) => fail(`next start exited (${code}) before it was ready`))
  })
}

export type OutageServer = { url: string; restoreDatabase: () => Promise<void>; stop: () => Promise<void> }

/**
 * A second `next start` of the test build whose database address is a closed port (an outage), until
 * restoreDatabase() opens that port as a proxy to the test database. It serves a copy of the build without
 * any cached data or page, so nothing rendered before the outage can hide it.
 */
export async function startOutageServer(baseURL: string): Promise<OutageServer> {
  const real = new URL(e2eDatabaseUrl(baseURL))
  // The database address is a proxy that cuts every connection (an outage) until restoreDatabase() lets them through.
  let restored = false
  const sockets = new Set<net.Socket>()
  const proxy = net.createServer((client) => {
    if (!restored) return void client.destroy()
    const upstream = net.connect(Number(real.port || 5432), real.hostname)
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('close', () => sockets.delete(s))
    }
    client.on('error', () => upstream.destroy())
    upstream.on('error', () => client.destroy())
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve, reject) => proxy.listen(0, '127.0.0.1', resolve).once('error', reject))
  const outageDb = new URL(real.toString())
  outageDb.hostname = '127.0.0.1'
  outageDb.port = String((proxy.address() as net.AddressInfo).port)

  const distDir = process.env.NEXT_DIST_DIR || '.next-test'
  const copy = `${distDir}-outage`
  // Leave out the data cache, the pages rendered at run time and the prerendered pages: every page is rendered anew.
  const dataCache = path.resolve(distDir, 'cache')
  const routeCache = path.resolve(distDir, 'server', 'route-cache')
  const appDir = path.resolve(distDir, 'server', 'app') + path.sep
  const keep = (src: string) => {
    const file = path.resolve(src)
    if (file.startsWith(dataCache) || file.startsWith(routeCache)) return false
    return !(file.startsWith(appDir) && /\.(html|rsc|meta|body|segments)$/.test(file))
  }
  fs.rmSync(copy, { recursive: true, force: true })
  fs.cpSync(distDir, copy, { recursive: true, filter: keep })

  // Port 0: the server binds a free port itself and reports it; the site's own address follows from the PORT it sets.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: copy,
    DATABASE_URL: outageDb.toString(),
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: '',
  }
  delete env.NEXT_PUBLIC_SITE_URL
  delete env.PORT
  const server: ChildProcess = spawn(path.join('node_modules', '.bin', 'next'), ['start', '--port', '0'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    for (const s of sockets) s.destroy()
    if (proxy.listening) await new Promise((resolve) => proxy.close(resolve))
    fs.rmSync(copy, { recursive: true, force: true })
  }
  let url: string
  try {
    url = await readyUrl(server, 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    restoreDatabase: async () => {
      restored = true
    },
    stop,
  }
}

/** A phone number no other enquiry of the run uses: the duplicate rule matches a repeated phone (src/lib/leads/rules.ts). */
export function uniquePhone(): string {
  return `07${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
}

export type ListingWithAccount = {
  listing: { id: number; name: string; slug: string; contactEmail: string }
  /** The verified account's e-mail address (it signs in with the password given). */
  email: string
}

/**
 * A published listing of a spec's own (its own town unless `location` says otherwise) with a verified supplier
 * account, made by an admin through the REST API; verified as a claim leaves it (the verification e-mail is another
 * spec's subject).
 */
export async function listingWithVerifiedAccount(
  request: APIRequestContext,
  baseURL: string,
  adminJwt: string,
  {
    name,
    password,
    location,
    earnedScore,
  }: { name: string; password: string; location?: string; earnedScore?: number },
): Promise<ListingWithAccount> {
  const stamp = randomBytes(4).toString('hex')
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${stamp}`
  const headers = { authorization: `JWT ${adminJwt}` }
  const [category] = await getCategories(request)
  const created = await request.post('/api/suppliers', {
    headers,
    data: {
      name: `${name} ${stamp}`,
      slug,
      description: `A listing made by an end-to-end spec (${name}).`,
      location: location ?? `Spectown ${stamp}`,
      category: category.id,
      contactEmail: `sales-${stamp}@${slug}.test`,
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const listing = ((await created.json()) as { doc: ListingWithAccount['listing'] }).doc
  if (earnedScore !== undefined) await earnEcoScore(request, adminJwt, listing.id, earnedScore)
  const email = `owner-${stamp}@${slug}.test`
  const account = await request.post('/api/supplier-accounts', {
    headers,
    data: { email, password, name: 'Listing Owner', supplier: listing.id },
  })
  expect(account.ok(), await account.text()).toBe(true)
  await queryRows(
    baseURL,
    'update supplier_accounts set _verified = true, _verificationtoken = null where email = $1',
    [email],
  )
  return { listing, email }
}

/** The seeded certification types (src/lib/eco-score/certification-types.ts) a listing's certificates are linked to. */
const EARNING_TYPES = [
  'Cradle to Cradle Certified',
  'ISO 50001 Energy Management',
  'Passivhaus Certified Component',
] as const

/**
 * Gives a listing the evidence that earns `score` (0 to 6) as staff would record it: verified certificates of seeded
 * types for the whole points (Cradle to Cradle 2, ISO 50001 1, Passivhaus 1; at most 4), and an adjustment with a
 * public reason for the rest. Nobody types a score (issue 31): it is computed from these.
 */
export async function earnEcoScore(
  request: APIRequestContext,
  adminJwt: string,
  supplierId: number,
  score: number,
): Promise<void> {
  const headers = { authorization: `JWT ${adminJwt}` }
  const found = await request.get(`/api/certification-types?limit=100&depth=0`, { headers })
  const types = ((await found.json()) as { docs: { id: number; name: string; points: number }[] }).docs
  const typeId = (name: string) => types.find((t) => t.name === name)!.id
  const whole = Math.min(4, Math.floor(score))
  const [c2c, iso50001, passivhaus] = EARNING_TYPES
  const names = [[], [iso50001], [c2c], [c2c, iso50001], [c2c, iso50001, passivhaus]][whole]
  const verifiedAt = new Date(Date.now() - 86_400_000).toISOString()
  const certifications = names.map((name, i) => ({
    name,
    issuer: 'Spec issuer',
    number: `SPEC-${supplierId}-${i}`,
    type: typeId(name),
    verifiedAt,
    expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString(),
  }))
  const patched = await request.patch(`/api/suppliers/${supplierId}`, { headers, data: { certifications } })
  expect(patched.ok(), await patched.text()).toBe(true)
  const rest = Math.round((score - whole) * 10) / 10
  if (rest !== 0) {
    const adjustment = await request.post('/api/eco-score-adjustments', {
      headers,
      data: {
        supplier: supplierId,
        points: rest,
        reason: 'Made by an end-to-end spec.',
        expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    })
    expect(adjustment.ok(), await adjustment.text()).toBe(true)
  }
}
