// `npm run bench`: builds when needed (into .next-bench), serves the production build on a fresh seeded database
// with nginx (deploy/nginx.conf) and a static-file ceiling beside it, measures, prints a table and writes
// docs/benchmarks.md. Ctrl-C stops everything it started. See `npm run bench -- --help`.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { AppServer } from '../scripts/lib/app-server.mjs'
import { buildIfStale } from '../scripts/lib/build.mjs'
import { createDatabaseIfMissing, dropDatabase, freePort, projectRoot, redact } from '../scripts/lib/database.mjs'
import {
  exitWithSetupError,
  migrate,
  onShutdown,
  prepareDatabase,
  runScript,
  seed,
} from '../scripts/lib/environment.mjs'
import { runWithDatabase } from '../scripts/lib/lifecycle.mjs'
import { parseBenchArgs, USAGE } from './args.mjs'
import { chromiumVersion, findChromium, frameworkBaseline, measureFirstLoadJs, runLighthouse } from './browser.mjs'
import { measureEditorChange } from './editor.mjs'
import { measureEnquiries } from './enquiries.mjs'
import { measureBeacons } from './beacons.mjs'
import { measureTargets, stopLoad } from './load.mjs'
import { machineInfo, versions } from './machine.mjs'
import { findNginx, nginxVersion, startNginx, staticFileFor } from './nginx.mjs'
import { buildEmptyApp, startEmptyApp } from './empty-next.mjs'
import {
  cachingProblems,
  comparePath,
  firstPostFromSitemap,
  firstPostPath,
  firstProductPaths,
  firstProfilePath,
  resolvePages,
} from './pages.mjs'
import { diffCounts, emptyCounts, startQueryCounter } from './pg-counter.mjs'
import { renderMarkdown, renderText } from './report.mjs'
import { loadVerdicts } from './stats.mjs'

let options
try {
  options = parseBenchArgs(process.argv.slice(2))
} catch (error) {
  console.error(error.message)
  process.exit(2)
}
if (options.help) {
  console.log(USAGE)
  process.exit(0)
}

const log = (msg) => console.log(`[bench] ${msg}`)
const SUPPLIER_DATABASE = 'ecobuild_bench_suppliers'
const SERVER_PHASES = ['load', 'enquiries', 'beacons', 'js', 'lighthouse', 'editor']

process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
process.env.NEXT_DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench'

if (options.seedOnly)
  await runWithDatabase(async (db) => log(`ready: ${redact(await prepareSupplierDatabase(db.serverUrl))}`))

// Everything started registers how to stop it; the end of the run, Ctrl-C or SIGTERM stop them in reverse.
const cleanups = []
const onCleanup = (fn) => cleanups.push(fn)
const shutdown = onShutdown(async () => {
  stopLoad()
  for (const fn of cleanups.reverse())
    await Promise.resolve()
      .then(fn)
      .catch((error) => console.warn(`[bench] while stopping: ${error.message}`))
})

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

function tail(file, lines = 25) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}

/** Creates (or reuses) the supplier benchmark database and tops it up to `count` generated suppliers. */
async function prepareSupplierDatabase(serverUrl) {
  if (options.freshSuppliers) await dropDatabase(serverUrl, SUPPLIER_DATABASE)
  await createDatabaseIfMissing(serverUrl, SUPPLIER_DATABASE)
  const env = { DATABASE_URL: `${serverUrl}/${SUPPLIER_DATABASE}`, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }
  log(
    `supplier benchmark database ${SUPPLIER_DATABASE}: migrations, demo content, ${options.suppliers} generated suppliers`,
  )
  await migrate({ env, quiet: true })
  await seed(['--if-empty'], { env })
  await runScript(path.join('bench', 'seed-suppliers.ts'), ['--count', String(options.suppliers)], { env })
  return env.DATABASE_URL
}

// ---- the run
const report = {
  date: new Date().toISOString(),
  quick: options.quick,
  options: {
    duration: options.duration,
    rounds: options.rounds,
    concurrency: options.concurrency,
    warmup: options.warmup,
  },
  machine: machineInfo(),
  versions: {},
  notes: [],
  load: null,
  headers: null,
  js: null,
  enquiries: null,
  beacons: null,
  lighthouse: null,
  editor: null,
  queries: null,
  leads: null,
  materials: null,
  errors: [],
}
const failed = (phase, error) => {
  report.errors.push({ phase, message: error.message.split('\n')[0] })
  console.error(`[bench] ${phase} failed: ${error.message}`)
}

const db = await prepareDatabase({ fresh: 'ecobuild_bench' }).catch(exitWithSetupError)
onCleanup(() => db.stop())
const { serverUrl, databaseUrl: directUrl } = db

const appPort = options.port
const proxyPort = appPort + 1
const staticPort = appPort + 2
const appUrl = `http://127.0.0.1:${appPort}`
const needServer = SERVER_PHASES.some((p) => !options.skip.has(p))
const nginxBinary = options.nginx ? findNginx() : null
const chromium = findChromium()
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecobuild-bench-'))
fs.chmodSync(workDir, 0o755) // nginx's workers run as an unprivileged user when the bench runs as root
// BENCH_KEEP=1 keeps the rendered nginx.conf, the logs and the static copies for a look afterwards.
onCleanup(() =>
  process.env.BENCH_KEEP ? log(`kept ${workDir}`) : fs.rmSync(workDir, { recursive: true, force: true }),
)
const appLog = path.join(workDir, 'app.log')
const admin = { email: 'bench-admin@example.com', password: randomBytes(18).toString('hex') }

let server = null
let nginx = null
let counter = null
const stopServing = async () => {
  await nginx?.stop()
  await server?.stop()
  await counter?.close()
}

try {
  if (needServer) {
    for (const port of nginxBinary ? [appPort, proxyPort, staticPort] : [appPort]) {
      if ((await freePort(port)) !== port)
        throw new Error(`port ${port} is in use: pass --port <n> (the bench uses n, n+1 and n+2)`)
    }
    Object.assign(process.env, {
      SITE_URL: `http://localhost:${appPort}`,
      ENQUIRY_RATE_LIMIT: '1000000',
      // The beacons phase sends from 5,000 addresses, each far more than a visitor would.
      INSIGHT_RATE_LIMIT: '1000000',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    })
    log(`database ${new URL(directUrl).pathname.slice(1)}: migrations and demo content`)
    await migrate({ quiet: true })
    await seed()
    if (options.build) await buildIfStale()
    else if (!fs.existsSync(path.join(projectRoot, process.env.NEXT_DIST_DIR, 'BUILD_ID')))
      throw new Error(`--no-build: there is no build in ${process.env.NEXT_DIST_DIR}`)
    else
      report.notes.push(
        `--no-build: served the existing build in ${process.env.NEXT_DIST_DIR}, which may be older than the sources.`,
      )

    // The app's database connections go through the statement counter.
    const target = new URL(serverUrl)
    counter = await startQueryCounter({ host: target.hostname, port: Number(target.port || 5432) })
    const counted = new URL(directUrl)
    counted.hostname = '127.0.0.1'
    counted.port = String(counter.port)
    log(`starting the app on ${appUrl} (log: ${appLog})`)
    server = new AppServer({
      projectRoot,
      port: appPort,
      env: { DATABASE_URL: counted.toString(), PORT: String(appPort) },
      logFile: appLog,
    })
    onCleanup(stopServing)
    await server.start({ timeoutMs: 180_000 })

    if (nginxBinary) {
      nginx = await startNginx({
        binary: nginxBinary,
        template: fs.readFileSync(path.join(projectRoot, 'deploy', 'nginx.conf'), 'utf8'),
        dir: path.join(workDir, 'nginx'),
        appPort,
        proxyPort,
        staticPort,
        staticRoot: path.join(workDir, 'nginx', 'static'),
      })
      log(`nginx: deploy/nginx.conf on :${proxyPort}, static ceiling on :${staticPort}`)
    } else
      report.notes.push(
        options.nginx ? 'nginx is not installed: only the app was measured.' : '--no-nginx: only the app was measured.',
      )
  }
  report.versions = await versions({
    root: projectRoot,
    databaseUrl: `${serverUrl}/postgres`,
    nginx: nginxBinary ? nginxVersion(nginxBinary) : null,
    chromium: chromium ? chromiumVersion(chromium) : null,
  })
} catch (error) {
  console.error(`[bench] setup failed: ${error.message}`)
  if (fs.existsSync(appLog)) console.error(tail(appLog))
  await shutdown(1)
}

const proxyUrl = nginx ? `http://127.0.0.1:${proxyPort}` : null
const staticUrl = nginx ? `http://127.0.0.1:${staticPort}` : null

// An admin session, used to re-save the site settings so every page is freshly rendered before it is
// measured (the pages' safety-net revalidation of 300 s must not fall inside a measured run).
let adminToken = null
async function adminFetch(pathname, init = {}) {
  if (!adminToken) {
    const res = await fetch(`${appUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    if (!res.ok) throw new Error(`admin login answered ${res.status}`)
    adminToken = (await res.json()).token
  }
  return fetch(`${appUrl}${pathname}`, {
    ...init,
    headers: { ...(init.headers ?? {}), authorization: `JWT ${adminToken}`, 'content-type': 'application/json' },
  })
}
let renderedAt = 0
async function freshRendersFor(seconds) {
  if (Date.now() - renderedAt + seconds * 1000 < 280_000) return
  const res = await adminFetch('/api/globals/site-settings', { method: 'POST', body: '{}' })
  if (!res.ok) throw new Error(`re-saving the site settings answered ${res.status}`)
  renderedAt = Date.now()
}

let pages = []
let jsPages = []
let firstPost = null
let firstProfile = null
// {firstProduct} and {firstCompare}: the first product on /materials and the comparison of its first two.
let productPlaces = {}
if (server) {
  try {
    const blog = await fetch(`${appUrl}/blog`)
    firstPost = blog.ok ? firstPostPath(await blog.text()) : null
    if (!firstPost) {
      const sitemap = await fetch(`${appUrl}/sitemap.xml`)
      firstPost = sitemap.ok ? firstPostFromSitemap(await sitemap.text()) : null
    }
    if (!firstPost)
      report.notes.push('No blog post link found on /blog or in /sitemap.xml: the first post was left out.')
  } catch (error) {
    failed('finding the first post', error)
  }
  if ([...options.pages, ...options.jsPages, ...options.lighthousePages].includes('{firstProfile}')) {
    const city = await fetch(`${appUrl}/london`).catch(() => null)
    firstProfile = city?.ok ? firstProfilePath(await city.text()) : null
    if (!firstProfile) report.notes.push('No supplier profile link found on /london: the profile was left out.')
  }
  if ([...options.pages, ...options.jsPages, ...options.lighthousePages].some((p) => /Product|Compare/.test(p))) {
    const materials = await fetch(`${appUrl}/materials`).catch(() => null)
    const products = materials?.ok ? firstProductPaths(await materials.text()) : []
    productPlaces = {
      '{firstProduct}': products[0] ?? null,
      '{firstProductNear}': products[0] ? `${products[0]}?near=Leeds` : null,
      '{firstCompare}': comparePath(products),
    }
    if (products.length < 2) report.notes.push('Fewer than two products on /materials: product pages were left out.')
  }
  pages = resolvePages(options.pages, firstPost, firstProfile, productPlaces)
  jsPages = resolvePages(options.jsPages, firstPost, firstProfile, productPlaces)
}

// ---- caching headers, and the static copies of the pages
const staticReady = new Set()
if (server && !options.skip.has('load')) {
  report.headers = []
  await freshRendersFor(0).catch((error) => failed('refreshing the pages', error))
  for (const page of pages) {
    try {
      await fetch(`${appUrl}${page}`).then((r) => r.arrayBuffer())
      await sleep(300)
      const res = await fetch(`${appUrl}${page}`, { headers: { 'accept-encoding': 'identity' } })
      const body = Buffer.from(await res.arrayBuffer())
      const h = {
        cacheControl: res.headers.get('cache-control'),
        setCookie: res.headers.get('set-cookie'),
        nextCache: res.headers.get('x-nextjs-cache'),
      }
      report.headers.push({
        path: page,
        status: res.status,
        bytes: body.length,
        ...h,
        problems: [...(res.status === 200 ? [] : [`status ${res.status}`]), ...cachingProblems(h)],
      })
      if (nginx && res.status === 200) {
        const file = staticFileFor(nginx.staticRoot, page)
        fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 })
        fs.writeFileSync(file, body, { mode: 0o644 })
        staticReady.add(page)
      }
    } catch (error) {
      failed(`headers of ${page}`, error)
    }
  }
}

// ---- load: app / nginx / static per page, alternating
if (server && !options.skip.has('load')) {
  report.load = []
  const perPageSeconds = (options.duration + options.warmup) * (nginx ? 3 : 1) + 10
  for (const page of pages) {
    const probe = report.headers?.find((h) => h.path === page)
    if (probe && probe.status !== 200) {
      failed(`load ${page}`, new Error(`not measured: the page answered ${probe.status}`))
      continue
    }
    try {
      await freshRendersFor(perPageSeconds)
      for (let i = 0; i < 3; i += 1) await fetch(`${appUrl}${page}`).then((r) => r.arrayBuffer())
      await sleep(500) // a regeneration the warm-up started finishes before anything is counted
      const targets = [{ name: 'app', url: `${appUrl}${page}` }]
      if (nginx && proxyUrl && staticUrl && staticReady.has(page))
        targets.push({ name: 'proxy', url: `${proxyUrl}${page}` }, { name: 'static', url: `${staticUrl}${page}` })
      log(
        `load ${page}: ${targets.map((t) => t.name).join(', ')} × ${options.rounds} round(s), ${options.duration} s each`,
      )
      const statements = { app: emptyCounts(), proxy: emptyCounts(), static: emptyCounts() }
      let before = null
      const figures = await measureTargets(
        {
          targets,
          connections: options.concurrency,
          duration: options.duration,
          rounds: options.rounds,
          warmup: options.warmup,
        },
        (target, phase) => {
          if (phase === 'before') before = counter.snapshot()
          else {
            const d = diffCounts(before, counter.snapshot())
            const sum = statements[target]
            sum.queries += d.queries
            sum.control += d.control
            sum.jobs += d.jobs
            for (const [t, n] of Object.entries(d.byTable)) sum.byTable[t] = (sum.byTable[t] ?? 0) + n
          }
        },
      )
      const entry = {
        path: page,
        app: figures.app ?? null,
        proxy: figures.proxy ?? null,
        static: figures.static ?? null,
        statements: {
          app: statements.app,
          proxy: figures.proxy ? statements.proxy : null,
          static: figures.static ? statements.static : null,
        },
      }
      report.load.push({
        ...entry,
        ...loadVerdicts({
          app: entry.app,
          proxy: entry.proxy,
          static: entry.static,
          appStatements: statements.app.queries,
        }),
      })
      const p = report.load.at(-1)
      log(
        `  app ${Math.round(p.app.rps)} req/s` +
          (p.proxy
            ? `, nginx ${Math.round(p.proxy.rps)}, static ${Math.round(p.static.rps)} (a/c ${p.appRatio?.toFixed(2)}, b/c ${p.proxyRatio?.toFixed(2)})`
            : '') +
          `; app statements ${statements.app.queries}${Object.keys(statements.app.byTable).length ? ` ${JSON.stringify(statements.app.byTable)}` : ''}`,
      )
    } catch (error) {
      failed(`load ${page}`, error)
    }
  }
}

// ---- enquiries
if (server && !options.skip.has('enquiries')) {
  try {
    log(`enquiries: ${options.enquiries} POST /api/enquiries`)
    report.enquiries = await measureEnquiries({ appUrl, count: options.enquiries })
  } catch (error) {
    failed('enquiries', error)
  }
}

// ---- visit-counting beacons, while page views are served
if (server && !options.skip.has('beacons')) {
  try {
    const pagePath = firstProfile ?? '/london'
    log(`beacons: POST /api/insights for ${options.duration} s, with page views of ${pagePath} meanwhile`)
    report.beacons = await measureBeacons({
      appUrl,
      pagePath,
      idsPages: ['/london', '/materials'],
      duration: options.duration,
      connections: options.concurrency,
    })
    const b = report.beacons
    log(
      b.available
        ? `  ${Math.round(b.eventsPerSecond)} events/s, ${b.beaconFailures} failed beacons; ${b.pageViews} page views, ${b.pageFailures} failed`
        : `  not measured: ${b.reason}`,
    )
  } catch (error) {
    failed('beacons', error)
  }
}

// ---- first-load JavaScript
/** The empty Next.js page (built once into .bench/empty-next), served and measured as the site's pages are. */
async function measureEmptyPage() {
  const dir = await buildEmptyApp(projectRoot, log)
  const empty = await startEmptyApp({
    dir,
    port: await freePort(0),
    logFile: path.join(workDir, 'empty-next.log'),
  })
  try {
    const { routes, failures } = await measureFirstLoadJs({
      baseUrl: empty.url,
      paths: ['/'],
      executablePath: chromium,
    })
    if (!routes.length) throw new Error(failures[0]?.message ?? 'not measured')
    return { ...routes[0], path: 'empty Next.js page' }
  } finally {
    await empty.stop()
  }
}
if (server && !options.skip.has('js')) {
  if (!chromium)
    report.notes.push('No chromium on PATH (or CHROMIUM_PATH): first-load JavaScript and Lighthouse were not measured.')
  else {
    try {
      log('JavaScript in Chromium: the empty Next.js page, then each page kind')
      const baseline = await measureEmptyPage().catch((error) => {
        report.notes.push(`No baseline (the empty Next.js page): ${error.message.split('\n')[0]}`)
        return null
      })
      const measured = await measureFirstLoadJs({ baseUrl: appUrl, paths: jsPages, executablePath: chromium })
      for (const f of measured.failures) failed(`first-load JavaScript of ${f.path}`, new Error(f.message))
      const framework = await frameworkBaseline({
        baseUrl: appUrl,
        distDir: path.join(projectRoot, process.env.NEXT_DIST_DIR),
      }).catch((error) => {
        report.notes.push(`No framework chunks: ${error.message}`)
        return null
      })
      report.js = { baseline, framework, routes: measured.routes }
    } catch (error) {
      failed('first-load JavaScript', error)
    }
  }
}

// ---- Lighthouse
if (server && !options.skip.has('lighthouse') && chromium) {
  try {
    const lighthousePages = resolvePages(options.lighthousePages, firstPost, firstProfile, productPlaces)
    // localhost, as in SITE_URL (canonical URLs), so the SEO audit sees one host.
    const base = (proxyUrl ?? appUrl).replace('127.0.0.1', 'localhost')
    log(
      `Lighthouse (mobile) through ${proxyUrl ? 'nginx' : 'the app'}, ${options.lighthouseRuns} run(s) each: ${lighthousePages.join(' ')}`,
    )
    let killChrome = null
    onCleanup(() => killChrome?.())
    report.lighthouse = {
      target: proxyUrl ? 'nginx (deploy/nginx.conf)' : 'the app',
      rows: await runLighthouse({
        baseUrl: base,
        paths: lighthousePages,
        executablePath: chromium,
        runs: options.lighthouseRuns,
        onChrome: (kill) => (killChrome = kill),
      }),
    }
  } catch (error) {
    failed('Lighthouse', error)
  }
}

// ---- an editor's change
if (server && !options.skip.has('editor')) {
  try {
    log("editor's change: London hero title via the REST API")
    report.editor = await measureEditorChange({ appUrl, proxyUrl, email: admin.email, password: admin.password })
  } catch (error) {
    report.editor = { appSeconds: null, proxySeconds: null, error: error.message }
    failed("editor's change", error)
  }
}

if (report.errors.length && fs.existsSync(appLog)) console.error(`[bench] last lines of the app log:\n${tail(appLog)}`)
await stopServing()

// The supplier benchmark database, prepared once for the phases that use it.
let supplierDatabase = null
const supplierDatabaseUrl = async () => (supplierDatabase ??= await prepareSupplierDatabase(serverUrl))

// ---- supplier queries on the 10,000-supplier database (the app is stopped: nothing competes)
if (!options.skip.has('queries')) {
  try {
    const url = await supplierDatabaseUrl()
    const out = path.join(workDir, 'queries.json')
    log(`supplier queries: ${options.queryRuns} runs each`)
    await runScript(path.join('bench', 'queries.ts'), ['--runs', String(options.queryRuns), '--out', out], {
      env: { DATABASE_URL: url, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    })
    report.queries = JSON.parse(fs.readFileSync(out, 'utf8'))
  } catch (error) {
    report.queries = { suppliers: options.suppliers, timings: [], plans: [], error: error.message.split('\n')[0] }
    failed('supplier queries', error)
  }
}

// ---- leads: the inbox page and a month's statement of the busiest supplier, over 1,000,000 lead connections;
// reviews of one connection in 10: a results page's rating summaries and the most-reviewed profile's pages
if (!options.skip.has('leads')) {
  try {
    const env = { DATABASE_URL: await supplierDatabaseUrl(), ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }
    log(`leads: ${options.leadConnections} lead connections across the suppliers`)
    await runScript(path.join('bench', 'seed-leads.ts'), ['--connections', String(options.leadConnections)], { env })
    const out = path.join(workDir, 'lead-queries.json')
    log(`lead queries: ${options.queryRuns} runs each`)
    await runScript(path.join('bench', 'lead-queries.ts'), ['--runs', String(options.queryRuns), '--out', out], { env })
    report.leads = JSON.parse(fs.readFileSync(out, 'utf8'))
  } catch (error) {
    report.leads = { error: error.message.split('\n')[0], timings: [], plans: [] }
    failed('lead queries', error)
  }
}

// ---- materials: products across the generated suppliers; /materials within a material type and a product page's
// comparable set with its alternatives
if (!options.skip.has('materials')) {
  try {
    const env = { DATABASE_URL: await supplierDatabaseUrl(), ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }
    log(`materials: ${options.products} products across the suppliers`)
    await runScript(path.join('bench', 'seed-products.ts'), ['--count', String(options.products)], { env })
    const out = path.join(workDir, 'materials-queries.json')
    log(`materials queries: ${options.queryRuns} runs each`)
    await runScript(path.join('bench', 'materials-queries.ts'), ['--runs', String(options.queryRuns), '--out', out], {
      env,
    })
    report.materials = JSON.parse(fs.readFileSync(out, 'utf8'))
  } catch (error) {
    report.materials = { error: error.message.split('\n')[0], timings: [], plans: [] }
    failed('materials queries', error)
  }
}

const loadAtEnd = os.loadavg()
report.notes.push(
  `Load average at the end: ${loadAtEnd.map((l) => l.toFixed(2)).join(' / ')}${
    report.machine.loadAverage[0] > report.machine.cores * 0.5
      ? ' — the machine was busy when the run started; figures are lower than on a quiet machine.'
      : ''
  }`,
)

const text = renderText(report)
console.log(text)
const outFile = path.resolve(projectRoot, options.out)
fs.mkdirSync(path.dirname(outFile), { recursive: true })
fs.writeFileSync(outFile, renderMarkdown(report))
// Every figure (each script, each statement count per table) for a closer look; not committed.
const rawFile = path.join(projectRoot, '.bench', 'last-run.json')
fs.mkdirSync(path.dirname(rawFile), { recursive: true })
fs.writeFileSync(
  rawFile,
  JSON.stringify(report, (_key, value) => (value instanceof Set ? [...value] : value), 2),
)
log(`report written to ${path.relative(projectRoot, outFile)} (all figures in .bench/last-run.json)`)

await shutdown(report.errors.length ? 1 : 0)
