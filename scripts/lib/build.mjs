// Builds the production bundle when it is missing or older than the sources it was built from.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { hintFrameworkChunks } from './compile-hints.mjs'
import { projectRoot } from './database.mjs'
import { runTool } from './environment.mjs'

const SOURCES = [
  'src',
  'collections',
  'globals',
  'public',
  'payload.config.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
]
const distDir = () => path.join(projectRoot, process.env.NEXT_DIST_DIR || '.next')
const stampFile = () => path.join(distDir(), 'ecobuild-source-stamp')

function* walk(entry) {
  const full = path.join(projectRoot, entry)
  if (!fs.existsSync(full)) return
  const stat = fs.statSync(full)
  if (stat.isFile()) {
    yield [entry, stat]
    return
  }
  for (const name of fs.readdirSync(full).sort()) yield* walk(path.join(entry, name))
}

// Settings that end up in the prerendered pages (canonical URLs, sitemap, robots.txt): a build made for another
// address is not reused.
const BUILD_SETTINGS = ['SITE_URL', 'NEXT_PUBLIC_SITE_URL']

/** A fingerprint of every source file's path, size and modification time, and of the settings baked into pages. */
export function sourceStamp() {
  const hash = createHash('sha256')
  for (const name of BUILD_SETTINGS) hash.update(`${name}=${process.env[name] ?? ''}\n`)
  for (const source of SOURCES)
    for (const [file, stat] of walk(source)) hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`)
  return hash.digest('hex')
}

export function buildIsCurrent() {
  return (
    fs.existsSync(path.join(distDir(), 'BUILD_ID')) &&
    fs.existsSync(stampFile()) &&
    fs.readFileSync(stampFile(), 'utf8') === sourceStamp()
  )
}

export async function buildIfStale({ force = false } = {}) {
  if (!force && buildIsCurrent()) {
    console.log('[build] the production build is current')
    // A build made before the compile hints were added gets them now (nothing changes when it has them).
    hintFrameworkChunks(distDir())
    return false
  }
  const stamp = sourceStamp()
  console.log('[build] building the production bundle (next build)…')
  await runTool('next', ['build'], { env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } })
  hintFrameworkChunks(distDir())
  fs.writeFileSync(stampFile(), stamp)
  return true
}
