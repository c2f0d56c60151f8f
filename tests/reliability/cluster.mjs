// The reliability suite's own PostgreSQL cluster (database.mjs's binaries, another directory and port), so it can
// stop and start PostgreSQL under a running app without touching the cluster everyone else shares.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { freePort, initialise, runPostgresServer, serverLayout } from '../../scripts/lib/database.mjs'

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
    } catch {
      /* not running */
    }
  }
  fs.rmSync(data, { recursive: true, force: true })
  await initialise({ bin, data, ids }, password)
  const port = await freePort(0)
  const serverUrl = `postgres://postgres:${password}@127.0.0.1:${port}`
  let server = null
  const start = async () => {
    server = await runPostgresServer({ bin, data, ids }, port, `${serverUrl}/postgres`)
  }
  const stop = async () => server?.stop()

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
