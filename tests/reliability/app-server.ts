import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { sleep } from './kit'

// The production app (`next start` on the suite's build) as a process the suite can kill and restart.

export type AppServerOptions = {
  projectRoot: string
  port: number
  env: Record<string, string>
  /** Server output is appended here (kept under .data/, not printed). */
  logFile: string
}

export class AppServer {
  private child: ChildProcess | null = null
  private exited: Promise<void> = Promise.resolve()
  starts = 0

  constructor(private readonly options: AppServerOptions) {}

  get url(): string {
    return `http://localhost:${this.options.port}`
  }

  get pid(): number | null {
    return this.child?.pid ?? null
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null
  }

  async start({ timeoutMs = 120_000 }: { timeoutMs?: number } = {}): Promise<void> {
    if (this.running) throw new Error('The app is already running')
    const out = fs.openSync(this.options.logFile, 'a')
    fs.writeSync(out, `\n===== start ${new Date().toISOString()} =====\n`)
    // Its own process group, so a kill reaches every process `next start` runs.
    const child = spawn(path.join(this.options.projectRoot, 'node_modules', '.bin', 'next'), ['start', '--port', String(this.options.port)], {
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
      try {
        const response = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(5_000) })
        if (response.ok) return
      } catch {
        // not listening yet
      }
      await sleep(250)
    }
    throw new Error(`The app did not become healthy within ${timeoutMs / 1000} s; see ${this.options.logFile}`)
  }

  /** Sends `signal` to the whole process group and waits for the app to exit. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child
    if (!child?.pid || !this.running) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      child.kill(signal)
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL')
      } catch {
        // already gone
      }
    }, 20_000)
    await this.exited
    clearTimeout(timer)
  }

  async stop(): Promise<void> {
    await this.kill('SIGTERM')
  }
}
