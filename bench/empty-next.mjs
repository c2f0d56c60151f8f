// The JavaScript budget's baseline: an empty Next.js page (the App Router, a root layout and a page rendering one
// word), built with this project's own Next.js and React, served by `next start` and measured in Chromium exactly as
// the site's pages are (`measureFirstLoadJs`). It is built outside the project (in the system's temporary folder,
// with a hard-linked copy of node_modules): inside it, Next.js would take the project's lockfile folder for the
// workspace root and build the project's proxy and instrumentation into the empty app.
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const EMPTY_APP_FILES = {
  'package.json': `${JSON.stringify({ name: 'empty-next', private: true }, null, 2)}\n`,
  'next.config.mjs': 'export default { turbopack: { root: import.meta.dirname } }\n',
  'app/layout.jsx': `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.jsx': `export default function Page() {
  return <p>Empty</p>
}
`,
}

/** A fingerprint of the empty app's files and the Next.js and React versions it is built with. */
export function emptyAppStamp(projectRoot) {
  const hash = createHash('sha256')
  for (const [name, text] of Object.entries(EMPTY_APP_FILES)) hash.update(`${name}\n${text}\n`)
  for (const pkg of ['next', 'react', 'react-dom']) {
    const file = path.join(projectRoot, 'node_modules', pkg, 'package.json')
    hash.update(`${pkg}@${fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).version : '?'}\n`)
  }
  return hash.digest('hex')
}

/** Writes and builds the empty app (in the temporary folder) when its build is missing or stale; returns its folder. */
export async function buildEmptyApp(projectRoot, log = () => {}) {
  const dir = path.join(os.tmpdir(), 'ecobuild-bench-empty-next')
  const stampFile = path.join(dir, '.next', 'ecobuild-empty-stamp')
  const stamp = emptyAppStamp(projectRoot)
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return dir
  fs.rmSync(dir, { recursive: true, force: true })
  for (const [name, text] of Object.entries(EMPTY_APP_FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  // Hard links: quick, and no space taken (a symbolic link would point outside the workspace root Turbopack allows).
  execFileSync('cp', ['-al', path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules')])
  log('building the empty Next.js page (the JavaScript baseline)')
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  delete env.NEXT_DIST_DIR
  await new Promise((resolve, reject) => {
    // Its own copy's Next.js, so Next.js and React load from the same node_modules.
    const child = spawn(path.join(dir, 'node_modules', '.bin', 'next'), ['build'], { cwd: dir, env, stdio: 'pipe' })
    let output = ''
    child.stdout.on('data', (d) => (output = (output + d).slice(-4000)))
    child.stderr.on('data', (d) => (output = (output + d).slice(-4000)))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build of the empty page exited with ${code}:\n${output}`)),
    )
  })
  fs.writeFileSync(stampFile, stamp)
  return dir
}

/** Serves the empty app's build on `port` until `stop()` is called. */
export async function startEmptyApp({ dir, port, logFile }) {
  const out = fs.openSync(logFile, 'a')
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  delete env.NEXT_DIST_DIR
  const child = spawn(path.join(dir, 'node_modules', '.bin', 'next'), ['start', '--port', String(port)], {
    cwd: dir,
    env,
    stdio: ['ignore', out, out],
    detached: true,
  })
  fs.closeSync(out)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      return
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the empty Next.js page's server exited; see ${logFile}`)
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => null)
    if (res?.ok) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`the empty Next.js page's server did not answer within 60 s; see ${logFile}`)
}
