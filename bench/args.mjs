// Command-line options of `npm run bench` (pure: no I/O).
import { parseArgs } from 'node:util'

export const PHASES = ['load', 'enquiries', 'beacons', 'js', 'lighthouse', 'editor', 'queries', 'leads', 'materials']

/** The public pages the load test measures; `{firstPost}` is found from /blog at run time. */
export const LOAD_PAGES = [
  '/',
  '/london',
  '/manchester',
  '/category/insulation',
  '/london/category/timber',
  '/blog',
  '{firstPost}',
  '/suppliers',
]
/**
 * The pages the JavaScript phase loads in Chromium: one of every public page kind (home, city, category, city and
 * category, suppliers, a profile, the blog, a post, about, contact, Get Listed, the legal pages). `{firstProfile}`
 * is the first supplier profile linked from /london.
 */
export const JS_PAGES = [
  '/',
  '/london',
  '/category/insulation',
  '/london/category/timber',
  '/suppliers',
  '{firstProfile}',
  '/blog',
  '{firstPost}',
  '/about',
  '/contact',
  '/suppliers?tab=get-listed',
  '/terms',
  '/privacy-policy',
  '/materials',
  '{firstProduct}',
  '{firstCompare}',
]
/** Lighthouse's pages: every public page kind (issue 29), the profile and the post found as for the JS phase. */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/london',
  '/category/timber',
  '/london/category/timber',
  '/suppliers',
  '{firstProfile}',
  '/blog',
  '{firstPost}',
  '/about',
  '/contact',
  '/materials',
  '{firstProduct}',
  '{firstCompare}',
  // Place search (a town; rendered per request), the same for materials and for one product's delivery.
  '/suppliers?near=Leeds&radius=30',
  '/materials?near=Leeds&radius=30',
  '{firstProductNear}',
  '/eco-score',
  '/suppliers?tab=get-listed',
  '/privacy-policy',
]

export const USAGE = `npm run bench -- [options]

Builds when needed, serves the production build on a fresh seeded database, puts nginx
(deploy/nginx.conf) and a static-file ceiling beside it, measures, prints a table and writes
docs/benchmarks.md.

  --quick                 a short development run (2 s per target, 1 round, 20 enquiries,
                          Lighthouse on / only, 20 query runs); writes .bench/benchmarks-quick.md
  --duration <s>          seconds of load per page and target (default 10)
  --rounds <n>            the duration is split into n alternating app/proxy/static rounds (default 2)
  --concurrency <n>       autocannon connections (default 50)
  --warmup <s>            unmeasured load per page and target before measuring (default 1)
  --pages <a,b>           only these paths (e.g. /,/london); {firstPost} is the first blog post,
                          {firstProfile} the first supplier profile on /london, {firstProduct} the first
                          product on /materials ({firstProductNear}: near Leeds), {firstCompare} the
                          comparison of its first two (load, JS and Lighthouse phases)
  --lighthouse-runs <n>   Lighthouse runs per page; each score and metric is their median (default 3)
  --enquiries <n>         enquiry submissions timed (default 200)
  --query-runs <n>        runs of each supplier query on the 10,000-supplier database (default 100)
  --suppliers <n>         generated suppliers in the query benchmark database (default 10000)
  --lead-connections <n>  generated lead connections across those suppliers for the leads phase
                          (default 1000000; the inbox page and a month's statement of the busiest supplier;
                          a review for one connection in 10, read as cards' summaries and profile pages)
  --products <n>          generated products across those suppliers for the materials phase (default 100000;
                          /materials within a material type, a product's comparable set and alternatives)
  --skip <a,b>            leave out phases: ${PHASES.join(', ')}
  --no-nginx              measure the app only, even when nginx is installed
  --no-build              serve the existing build even when the sources changed since
  --fresh-suppliers       recreate the supplier benchmark database
  --port <n>              app port (default 3300); nginx uses the next two ports
  --out <file>            where to write the report (default docs/benchmarks.md)
  --seed-only             only prepare the supplier benchmark database (npm run seed:bench)
  --help                  this text

Environment: DATABASE_URL (+ PAYLOAD_SECRET) to use your PostgreSQL server instead of the embedded
one; CHROMIUM_PATH and NGINX_PATH when they are not on PATH; BENCH_KEEP=1 keeps the temporary
directory (rendered nginx.conf, nginx and app logs, static copies) for a look afterwards;
BENCH_LIGHTHOUSE_DIR=<dir> keeps every Lighthouse run's report there (<page>-<run>.json: the LCP
element, the requests and their timings), BENCH_LIGHTHOUSE_TRACE=1 its trace and DevTools log too
(\`node bench/lantern-graphs.mjs [--summary] <dir>\`: what Lighthouse's simulated LCP counted in each run).`

const PLACEHOLDERS = ['{firstPost}', '{firstProfile}', '{firstProduct}', '{firstCompare}', '{firstProductNear}']

/** Numeric options: [smallest value, whole numbers only]. */
const NUMBERS = {
  duration: [0.5, false],
  rounds: [1, true],
  concurrency: [1, true],
  warmup: [0, false],
  'lighthouse-runs': [1, true],
  enquiries: [1, true],
  'query-runs': [1, true],
  suppliers: [1, true],
  'lead-connections': [4, true],
  products: [1, true],
  port: [1, true],
}
const FLAGS = ['quick', 'no-nginx', 'no-build', 'fresh-suppliers', 'seed-only']

function numberOf(name, value) {
  const [min, integer] = NUMBERS[name]
  const n = Number(value)
  if (value === '' || !Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
    throw new Error(`--${name} needs ${integer ? 'a whole number' : 'a number'} of at least ${min}`)
  }
  return n
}

const listOf = (value) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** The options of `npm run bench` from the arguments after the script name. */
export function parseBenchArgs(argv) {
  let values
  try {
    const options = {
      help: { type: 'boolean', short: 'h' },
      pages: { type: 'string' },
      skip: { type: 'string' },
      out: { type: 'string' },
    }
    for (const name of FLAGS) options[name] = { type: 'boolean' }
    for (const name of Object.keys(NUMBERS)) options[name] = { type: 'string' }
    values = parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }).values
  } catch (error) {
    const flag = /'--([a-z-]+)/.exec(error.message)?.[1]
    if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && flag)
      throw new Error(`--${flag} needs ${flag in NUMBERS ? 'a number' : 'a value'}`)
    throw new Error(
      `Unknown option ${/'([^']+)'/.exec(error.message)?.[1] ?? argv.join(' ')} (see npm run bench -- --help)`,
    )
  }
  const quick = Boolean(values.quick)
  const number = (name, fallback) => (values[name] === undefined ? fallback : numberOf(name, values[name]))
  const pages = values.pages === undefined ? [...LOAD_PAGES] : listOf(values.pages)
  if (!pages.length || pages.some((p) => !PLACEHOLDERS.includes(p) && !p.startsWith('/')))
    throw new Error('--pages needs paths starting with /, separated by commas')
  const skip = new Set(values.skip === undefined ? [] : listOf(values.skip))
  const unknown = [...skip].filter((p) => !PHASES.includes(p))
  if (unknown.length) throw new Error(`--skip: unknown phase ${unknown.join(', ')} (phases: ${PHASES.join(', ')})`)
  const port = number('port', 3300)
  if (port > 65533) throw new Error('--port must leave room for the two nginx ports after it')
  if (values.out === '') throw new Error('--out needs a file name')
  return {
    quick,
    duration: number('duration', quick ? 2 : 10),
    rounds: number('rounds', quick ? 1 : 2),
    concurrency: number('concurrency', 50),
    warmup: number('warmup', quick ? 0.5 : 1),
    pages,
    jsPages: values.pages === undefined ? [...JS_PAGES] : pages,
    lighthousePages: values.pages !== undefined ? pages : quick ? ['/'] : [...LIGHTHOUSE_PAGES],
    lighthouseRuns: number('lighthouse-runs', quick ? 1 : 3),
    enquiries: number('enquiries', quick ? 20 : 200),
    queryRuns: number('query-runs', quick ? 20 : 100),
    suppliers: number('suppliers', 10_000),
    leadConnections: number('lead-connections', 1_000_000),
    products: number('products', 100_000),
    skip,
    nginx: !values['no-nginx'],
    build: !values['no-build'],
    freshSuppliers: Boolean(values['fresh-suppliers']),
    port,
    out: values.out ?? (quick ? '.bench/benchmarks-quick.md' : 'docs/benchmarks.md'),
    seedOnly: Boolean(values['seed-only']),
    help: Boolean(values.help),
  }
}
