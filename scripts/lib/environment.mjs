// Prepares the environment every launcher needs: a reachable, migrated database and the secrets.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { createDatabaseIfMissing, localSecrets, projectRoot, redact, startEmbeddedPostgres, unappliedMigrations, waitForConnection } from './database.mjs'

export class SetupError extends Error {}

/** Stops with one sentence (no stack trace) when the configuration cannot work. */
export function exitWithSetupError(error) {
  if (error instanceof SetupError) {
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
  throw error
}

/**
 * Resolves DATABASE_URL (starting the embedded PostgreSQL when unset) and PAYLOAD_SECRET.
 * `database` names the embedded database (tests use a fresh one per run).
 */
export async function prepareDatabase({ database = 'ecobuild' } = {}) {
  const configured = process.env.DATABASE_URL?.trim()
  if (configured) {
    if (!process.env.PAYLOAD_SECRET?.trim()) {
      throw new SetupError('PAYLOAD_SECRET is not set: with DATABASE_URL set, set PAYLOAD_SECRET to a long random string (for example the output of `openssl rand -hex 32`).')
    }
    try {
      await waitForConnection(configured, { timeoutMs: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 10_000) })
    } catch (error) {
      throw new SetupError(`Cannot reach the database at DATABASE_URL (${redact(configured)}): ${error.message.replace(/^PostgreSQL did not accept connections at [^:]+:\/\/[^ ]+: /, '')}. Set DATABASE_URL to a reachable PostgreSQL server, or unset it to use the embedded one.`)
    }
    return { databaseUrl: configured, stop: async () => {}, embedded: false }
  }
  const embedded = await startEmbeddedPostgres()
  await createDatabaseIfMissing(embedded.serverUrl, database)
  const databaseUrl = `${embedded.serverUrl}/${database}`
  process.env.DATABASE_URL = databaseUrl
  process.env.PAYLOAD_SECRET ||= localSecrets().payloadSecret
  return { databaseUrl, stop: embedded.stop, embedded: true, serverUrl: embedded.serverUrl }
}

const bin = (name) => path.join(projectRoot, 'node_modules', '.bin', name)

/**
 * Runs a project tool and resolves when it exits 0. `quiet` collects the output instead of printing it (it is in
 * the error when the tool fails); `tail` prints it as it comes and keeps its last lines on the error (`error.tail`).
 */
export function runTool(name, args, { env = {}, quiet = false, tail = 0 } = {}) {
  return new Promise((resolve, reject) => {
    const piped = quiet || tail > 0
    // Passed through a pipe, a tool keeps its colours when we print to a terminal.
    const colour = tail > 0 && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}
    const child = spawn(bin(name), args, { cwd: projectRoot, env: { ...colour, ...process.env, ...env }, stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    const collect = (to) => (data) => {
      if (!quiet) to.write(data)
      output += data
      // Printing as it comes, only the end is kept: 1 kB for each line of the tail.
      if (!quiet && output.length > tail * 1024) output = output.slice(-tail * 1024)
    }
    if (piped) {
      child.stdout.on('data', collect(process.stdout))
      child.stderr.on('data', collect(process.stderr))
    }
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) return resolve(quiet ? output : '')
      const error = new Error(`${name} ${args.join(' ')} exited with ${code}${quiet ? `:\n${output}` : ''}`)
      error.exitCode = code
      if (tail > 0) error.tail = output.trimEnd().split('\n').slice(-tail).join('\n')
      reject(error)
    })
  })
}

// How a command whose process drained before it finished exits: 75 once it runs (scripts/lib/cli.ts, EXIT_UNFINISHED),
// 13 (Node's "unsettled top-level await") when that happens while its modules are still loading.
const UNFINISHED_EXIT_CODES = new Set([75, 13])
const ATTEMPTS = 3

/**
 * Runs one of our TypeScript commands (`tsx file args`). One that ends unfinished (see scripts/lib/cli.ts: tsx's loader
 * sometimes leaves an import unsettled and the process drains) is run again, up to three times in all; every such
 * command is safe to repeat. Any other failure stops at once.
 */
export async function runScript(file, args = [], options = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runTool('tsx', [file, ...args], options)
    } catch (error) {
      if (!UNFINISHED_EXIT_CODES.has(error.exitCode) || attempt === ATTEMPTS) throw error
      console.warn(`${[file, ...args].join(' ')} ended before finishing (attempt ${attempt} of ${ATTEMPTS}); running it again.`)
    }
  }
}

// The Payload commands scripts/payload-cli.ts runs itself (see there why); any other goes to Payload's own CLI.
const OWN_COMMANDS = new Set(['migrate', 'migrate:status', 'generate:types', 'generate:importmap'])

/** Runs a Payload CLI command. */
export function runPayload(args, options = {}) {
  if (OWN_COMMANDS.has(args[0])) return runScript(path.join('scripts', 'payload-cli.ts'), args, options)
  return runTool('payload', args, options)
}

/**
 * Applies the committed migrations to DATABASE_URL (never prompts), then checks that every one is recorded:
 * a migration run that ends without applying them stops the launcher instead of starting on an old schema.
 */
export async function migrate({ env = {}, quiet = false } = {}) {
  await runPayload(['migrate'], { env: { ...env, PAYLOAD_MIGRATING: 'true' }, quiet })
  const missing = await unappliedMigrations(env.DATABASE_URL ?? process.env.DATABASE_URL)
  if (missing.length) throw new Error(`payload migrate ended without applying ${missing.join(', ')}`)
}

/** Seeds the database (`--if-empty`: only one with no content). */
export async function seed(args = [], options = {}) {
  await runScript(path.join('src', 'seed', 'run.ts'), args, options)
}

/** Stops everything once on exit, Ctrl-C or SIGTERM; every later call waits for that same shutdown. */
export function onShutdown(stop) {
  let stopping = null
  const shutdown = (signal) => {
    stopping ??= (async () => {
      try {
        await stop()
      } finally {
        process.exit(signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 0)
      }
    })()
    return stopping
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  return shutdown
}
