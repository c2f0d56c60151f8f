// Renders deploy/nginx.conf for the bench (placeholders filled, plus the static-ceiling server) and runs nginx.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const PLACEHOLDERS = [
  '__NGINX_USER__',
  '__LISTEN_PORT__',
  '__SERVER_NAME__',
  '__APP_SERVERS__',
  '__CACHE_DIR__',
  '__LOG_DIR__',
  '__MIME_TYPES__',
]
const EXTRA_SERVERS_LINE = /^[ \t]*#[ \t]*__EXTRA_SERVERS__.*$/m

/**
 * Fills the template. `__NGINX_USER__` empty drops the `user` line (nginx not started as root);
 * `extraServers` replaces the `# __EXTRA_SERVERS__` comment line. Every placeholder must be given.
 */
export function renderNginxConfig(template, values, extraServers = '') {
  for (const name of PLACEHOLDERS) {
    if (values[name] === undefined) throw new Error(`renderNginxConfig: no value for ${name}`)
  }
  let text = template
  if (!values.__NGINX_USER__.trim()) text = text.replace(/^[ \t]*user[ \t]+__NGINX_USER__[ \t]*;[ \t]*\n/m, '')
  if (!EXTRA_SERVERS_LINE.test(text))
    throw new Error('renderNginxConfig: the template has no "# __EXTRA_SERVERS__" line')
  // Only the directive lines: the placeholders' documentation in the header comments stays as it is.
  text = text
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : PLACEHOLDERS.reduce((l, name) => l.split(name).join(values[name]), line),
    )
    .join('\n')
  text = text.replace(EXTRA_SERVERS_LINE, () => extraServers.replace(/\n+$/, ''))
  const left = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .match(/__[A-Z_]+__/g)
  if (left) throw new Error(`renderNginxConfig: unknown placeholders ${[...new Set(left)].join(', ')}`)
  return text
}

/** The upstream's `server` lines for app instances at `addresses` (`host:port`), as deploy/nginx.conf documents. */
export function appServers(addresses) {
  if (addresses.length === 0) throw new Error('appServers: no app instance')
  return addresses.map((address) => `server ${address} max_fails=1 fail_timeout=5s;`).join('\n        ')
}

/**
 * The ceiling: the same HTML bytes as files on disk, served by the same nginx with the same
 * listen options and logging, `/x` from `<root>/x/index.html`.
 */
export function staticCeilingServer({ port, root }) {
  return `    # npm run bench: the static-file ceiling (the pages' HTML fetched once from the app).
    server {
        listen ${port} reuseport backlog=4096;
        server_name _;
        root ${root};
        default_type text/html;
        location / {
            try_files $uri $uri/index.html =404;
        }
    }
`
}

/** The file under `root` that holds the HTML of `pagePath` (/ → index.html, /a/b → a/b/index.html). */
export function staticFileFor(root, pagePath) {
  const clean = pagePath.split('?')[0].replace(/\/+$/, '')
  const parts = clean.split('/').filter(Boolean)
  if (parts.some((p) => p === '..' || p === '.')) throw new Error(`staticFileFor: refusing ${pagePath}`)
  return path.join(root, ...parts, 'index.html')
}

/** The nginx binary, or null when nginx is not installed. */
export function findNginx() {
  for (const candidate of [
    process.env.NGINX_PATH,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/nginx/sbin/nginx',
  ]) {
    if (candidate && fs.existsSync(candidate)) return candidate
  }
  try {
    return execFileSync('which', ['nginx'], { encoding: 'utf8' }).trim() || null
  } catch {
    return null
  }
}

export function nginxVersion(binary) {
  // `nginx -v` writes its version to stderr.
  const result = spawnSync(binary, ['-v'], { encoding: 'utf8' })
  return (
    `${result.stdout ?? ''}${result.stderr ?? ''}`
      .trim()
      .replace(/^nginx version:\s*/, '')
      .replace(/^nginx\//, '') || 'unknown'
  )
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0
}

/** The worker user when started as root: an unprivileged account that exists here. */
function workerUser() {
  if (!isRoot()) return ''
  for (const [user, group] of [
    ['nobody', 'nogroup'],
    ['nobody', 'nobody'],
    ['www-data', 'www-data'],
  ]) {
    try {
      execFileSync('id', ['-u', user], { stdio: 'ignore' })
      execFileSync('getent', ['group', group], { stdio: 'ignore' })
      return `${user} ${group}`
    } catch {
      /* try the next one */
    }
  }
  return 'root'
}

function waitForPort(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(undefined)
      })
      socket.once('error', () => {
        socket.destroy()
        if (Date.now() > deadline) reject(new Error(`nothing listens on port ${port}`))
        else setTimeout(attempt, 100)
      })
    }
    attempt()
  })
}

/** The uid and gid of a worker user (`name group`). */
function workerIds(user) {
  const [name, group] = user.split(' ')
  return {
    uid: Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('getent', ['group', group], { encoding: 'utf8' }).split(':')[2]),
  }
}

/** Whether the workers can enter `dir` (every directory above it open to them). */
function workersReach({ uid, gid }, dir) {
  try {
    execFileSync('/usr/bin/test', ['-x', dir, '-a', '-r', dir], { uid, gid, stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/**
 * Where nginx's files go: `dir`, or, when nginx starts as root and its unprivileged workers cannot enter `dir` (a
 * clone in a directory only root may enter), a directory of the same name under /var/tmp, emptied first, as
 * scripts/lib/database.mjs does for PostgreSQL's data. `staticRoot` inside `dir` moves with it.
 *
 * @param {{ dir: string, staticRoot?: string, user: string, reach: (dir: string) => boolean }} options
 * @returns {{ dir: string, staticRoot: string | undefined }}
 */
export function nginxLayout({ dir, staticRoot = undefined, user, reach }) {
  if (!user || user === 'root') return { dir, staticRoot }
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 })
  if (reach(dir)) return { dir, staticRoot }
  const key = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 12)
  const moved = path.join('/var/tmp', `ecobuild-nginx-${key}`, path.basename(dir))
  fs.rmSync(moved, { recursive: true, force: true })
  const inside = staticRoot && path.relative(dir, staticRoot)
  return {
    dir: moved,
    staticRoot: inside && !inside.startsWith('..') && !path.isAbsolute(inside) ? path.join(moved, inside) : staticRoot,
  }
}

/**
 * Renders the config into `dir` (or /var/tmp when the workers cannot enter it: see nginxLayout) and starts nginx in
 * the foreground, in front of the app on `appPort` (or of every instance in `appPorts`); `staticPort` and
 * `staticRoot` add the bench's static-ceiling server. The directories used are returned (`dir`, `staticRoot`).
 */
export async function startNginx({
  binary,
  template,
  dir: wanted,
  appPort,
  appPorts,
  proxyPort,
  staticPort,
  staticRoot: wantedStatic,
}) {
  const user = workerUser()
  const ids = user && user !== 'root' ? workerIds(user) : null
  const { dir, staticRoot } = nginxLayout({
    dir: wanted,
    staticRoot: wantedStatic,
    user,
    reach: (d) => workersReach(ids, d),
  })
  if (dir !== wanted) console.log(`[nginx] ${wanted} is closed to nginx's workers (${user}); using ${dir}`)
  const cacheDir = path.join(dir, 'cache')
  const logDir = path.join(dir, 'logs')
  const dirs = [dir, cacheDir, logDir, ...(staticRoot ? [staticRoot] : [])]
  for (const d of dirs) fs.mkdirSync(d, { recursive: true, mode: 0o755 })
  for (const d of dirs) fs.chmodSync(d, 0o755)
  if (ids) {
    const { uid, gid } = ids
    fs.chownSync(cacheDir, uid, gid)
    try {
      execFileSync('/usr/bin/test', ['-w', cacheDir, '-a', '-r', staticRoot ?? cacheDir], { uid, gid, stdio: 'ignore' })
    } catch {
      throw new Error(`nginx's workers (${user}) cannot reach ${dir}: every directory above it must be open to them`)
    }
  }
  const mimeTypes = [
    '/etc/nginx/mime.types',
    '/usr/local/nginx/conf/mime.types',
    '/usr/local/etc/nginx/mime.types',
  ].find((f) => fs.existsSync(f))
  const mimeFile = mimeTypes ?? path.join(dir, 'mime.types')
  if (!mimeTypes)
    fs.writeFileSync(
      mimeFile,
      'types {\n  text/html html;\n  text/css css;\n  application/javascript js;\n  application/json json;\n  image/webp webp;\n}\n',
    )
  const config = renderNginxConfig(
    template,
    {
      __NGINX_USER__: user,
      __LISTEN_PORT__: String(proxyPort),
      __SERVER_NAME__: '_',
      __APP_SERVERS__: appServers((appPorts ?? [appPort]).map((port) => `127.0.0.1:${port}`)),
      __CACHE_DIR__: cacheDir,
      __LOG_DIR__: logDir,
      __MIME_TYPES__: mimeFile,
    },
    staticPort ? staticCeilingServer({ port: staticPort, root: staticRoot }) : '',
  )
  const configFile = path.join(dir, 'nginx.conf')
  fs.writeFileSync(configFile, config)
  const pidFile = path.join(dir, 'nginx.pid')
  const args = ['-p', dir, '-c', configFile, '-e', path.join(logDir, 'error.log'), '-g', `daemon off; pid ${pidFile};`]
  try {
    execFileSync(binary, ['-t', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    throw new Error(`nginx -t rejected ${configFile}: ${String(error.stderr ?? '').trim()}`)
  }
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const ready = Promise.all([waitForPort(proxyPort), ...(staticPort ? [waitForPort(staticPort)] : [])])
  const outcome = await Promise.race([ready.then(() => 'ready'), exited.then(() => 'exited')])
  if (outcome !== 'ready') throw new Error(`nginx stopped while starting: ${stderr.trim()}`)
  let stopping
  return {
    configFile,
    dir,
    logDir,
    staticRoot,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return
        child.kill('SIGQUIT') // graceful: finish open requests, then exit
        const timer = setTimeout(() => child.kill('SIGTERM'), 5_000)
        await exited
        clearTimeout(timer)
      })()
      return stopping
    },
  }
}
