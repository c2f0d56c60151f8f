// The production app (scripts/serve.mjs, Next's handler as `next start` runs it, on the current NEXT_DIST_DIR) as a
// process the bench and the reliability suite start, wait for, kill and restart; its output goes to a log file.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { productionServer } from './lifecycle.mjs'

export class AppServer {
  child = null
  exited = Promise.resolve()
  starts = 0

  /** @param {{ projectRoot: string, port: number, env: Record<string, string>, logFile: string }} options */
  constructor(options) {
    this.options = options
  }

  get url() {
    return `http://localhost:${this.options.port}`
  }

  get pid() {
    return this.child?.pid ?? null
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null
  }

  /** Starts the app and resolves once /api/health answers. */
  async start({ timeoutMs = 120_000 } = {}) {
    if (this.running) throw new Error('The app is already running')
    const out = fs.openSync(this.options.logFile, 'a')
    fs.writeSync(out, `\n===== start ${new Date().toISOString()} =====\n`)
    // Its own process group, so a kill reaches every process the server runs.
    const child = spawn(...productionServer(['--port', String(this.options.port)], this.options.projectRoot), {
      cwd: this.options.projectRoot,
      env: { ...process.env, ...this.options.env },
      stdio: ['ignore', out, out],
      detached: true,
    })
    fs.closeSync(out)
    this.child = child
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()))
    this.starts += 1
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`The app exited while starting; see ${this.options.logFile}`)
      const response = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(() => null)
      if (response?.ok) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`The app did not become healthy within ${timeoutMs / 1000} s; see ${this.options.logFile}`)
  }

  /** Sends `signal` to the whole process group and waits for the app to exit. */
  async kill(signal = 'SIGKILL') {
    const child = this.child
    if (!child?.pid || !this.running) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      child.kill(signal)
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }, 20_000)
    await this.exited
    clearTimeout(timer)
  }

  async stop() {
    await this.kill('SIGTERM')
  }
}
