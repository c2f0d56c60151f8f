// Command-line options of `npm run bench` (pure: no I/O).

export const PHASES = ['load', 'enquiries', 'js', 'lighthouse', 'editor', 'queries']

/** The public pages the load test measures; `{firstPost}` is found from /blog at run time. */
export const LOAD_PAGES = ['/', '/london', '/manchester', '/category/insulation', '/london/category/timber', '/blog', '{firstPost}', '/suppliers']
export const LIGHTHOUSE_PAGES = ['/', '/london', '/category/timber', '/blog', '{firstPost}']

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
  --pages <a,b>           only these paths (e.g. /,/london); {firstPost} is the first blog post
  --lighthouse-runs <n>   Lighthouse runs per page; the median run is reported (default 3)
  --enquiries <n>         enquiry submissions timed (default 200)
  --query-runs <n>        runs of each supplier query on the 10,000-supplier database (default 100)
  --suppliers <n>         generated suppliers in the query benchmark database (default 10000)
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
directory (rendered nginx.conf, nginx and app logs, static copies) for a look afterwards.`

/**
 * @typedef {{
 *   quick: boolean, duration: number, rounds: number, concurrency: number, warmup: number,
 *   pages: string[], lighthousePages: string[], lighthouseRuns: number, enquiries: number, queryRuns: number, suppliers: number,
 *   skip: Set<string>, nginx: boolean, build: boolean, freshSuppliers: boolean, port: number, out: string,
 *   seedOnly: boolean, help: boolean
 * }} BenchOptions
 */

/**
 * @param {string} flag
 * @param {string | undefined} value
 * @param {{ min?: number, integer?: boolean }} [rules]
 */
function numberOf(flag, value, { min = 0, integer = false } = {}) {
  const n = Number(value)
  if (value === undefined || value === '' || !Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
    throw new Error(`${flag} needs ${integer ? 'a whole number' : 'a number'} of at least ${min}`)
  }
  return n
}

/** @param {string} value */
function listOf(value) {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/**
 * @param {readonly string[]} argv  the arguments after the script name
 * @returns {BenchOptions}
 */
export function parseBenchArgs(argv) {
  const quick = argv.includes('--quick')
  /** @type {BenchOptions} */
  const options = {
    quick,
    duration: quick ? 2 : 10,
    rounds: quick ? 1 : 2,
    concurrency: 50,
    warmup: quick ? 0.5 : 1,
    pages: [...LOAD_PAGES],
    lighthousePages: quick ? ['/'] : [...LIGHTHOUSE_PAGES],
    lighthouseRuns: quick ? 1 : 3,
    enquiries: quick ? 20 : 200,
    queryRuns: quick ? 20 : 100,
    suppliers: 10_000,
    skip: new Set(),
    nginx: true,
    build: true,
    freshSuppliers: false,
    port: 3300,
    out: quick ? '.bench/benchmarks-quick.md' : 'docs/benchmarks.md',
    seedOnly: false,
    help: false,
  }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined]
    const value = () => {
      if (inline !== undefined) return inline
      i += 1
      return argv[i]
    }
    switch (flag) {
      case '--quick':
        break
      case '--duration':
        options.duration = numberOf(flag, value(), { min: 0.5 })
        break
      case '--lighthouse-runs':
        options.lighthouseRuns = numberOf(flag, value(), { min: 1, integer: true })
        break
      case '--rounds':
        options.rounds = numberOf(flag, value(), { min: 1, integer: true })
        break
      case '--concurrency':
        options.concurrency = numberOf(flag, value(), { min: 1, integer: true })
        break
      case '--warmup':
        options.warmup = numberOf(flag, value(), { min: 0 })
        break
      case '--pages': {
        const pages = listOf(value() ?? '')
        if (!pages.length || pages.some((p) => p !== '{firstPost}' && !p.startsWith('/'))) throw new Error('--pages needs paths starting with /, separated by commas')
        options.pages = pages
        break
      }
      case '--enquiries':
        options.enquiries = numberOf(flag, value(), { min: 1, integer: true })
        break
      case '--query-runs':
        options.queryRuns = numberOf(flag, value(), { min: 1, integer: true })
        break
      case '--suppliers':
        options.suppliers = numberOf(flag, value(), { min: 1, integer: true })
        break
      case '--skip': {
        const phases = listOf(value() ?? '')
        const unknown = phases.filter((p) => !PHASES.includes(p))
        if (unknown.length) throw new Error(`--skip: unknown phase ${unknown.join(', ')} (phases: ${PHASES.join(', ')})`)
        for (const p of phases) options.skip.add(p)
        break
      }
      case '--no-nginx':
        options.nginx = false
        break
      case '--no-build':
        options.build = false
        break
      case '--fresh-suppliers':
        options.freshSuppliers = true
        break
      case '--port':
        options.port = numberOf(flag, value(), { min: 1, integer: true })
        if (options.port > 65533) throw new Error('--port must leave room for the two nginx ports after it')
        break
      case '--out': {
        const out = value()
        if (!out) throw new Error('--out needs a file name')
        options.out = out
        break
      }
      case '--seed-only':
        options.seedOnly = true
        break
      case '--help':
      case '-h':
        options.help = true
        break
      default:
        throw new Error(`Unknown option ${arg} (see npm run bench -- --help)`)
    }
  }
  return options
}
