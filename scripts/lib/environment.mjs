// Prepares the environment every launcher needs: a reachable, migrated database and the secrets.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import {
  createDatabaseIfMissing,
  dropDatabase,
  localSecrets,
  projectRoot,
  redact,
  startEmbeddedPostgres,
  unappliedMigrations,
  waitForConnection,
} from './database.mjs'

// Settings in `.env` count as the README says; a variable the environment already sets wins.
const envFile = path.join(projectRoot, '.env')
if (fs.existsSync(envFile)) process.loadEnvFile(envFile)

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
 * Resolves DATABASE_URL (starting the embedded PostgreSQL when unset) and PAYLOAD_SECRET. `database` names the
 * embedded database; `fresh` creates `<fresh>_<pid>` on whichever server is used, dropped again by `stop`.
 */
export async function prepareDatabase({ database = 'ecobuild', fresh } = {}) {
  const configured = process.env.DATABASE_URL?.trim()
  let serverUrl
  let stopServer = async () => {}
  if (configured) {
    if (!process.env.PAYLOAD_SECRET?.trim()) {
      throw new SetupError(
        'PAYLOAD_SECRET is not set: with DATABASE_URL set, set PAYLOAD_SECRET to a long random string (for example the output of `openssl rand -hex 32`).',
      )
    }
    try {
      await waitForConnection(configured, { timeoutMs: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 10_000) })
    } catch (error) {
      throw new SetupError(
        `Cannot reach the database at DATABASE_URL (${redact(configured)}): ` +
          `${error.message.replace(/^PostgreSQL did not accept connections at [^:]+:\/\/[^ ]+: /, '')}. ` +
          `Set DATABASE_URL to a reachable PostgreSQL server, or unset it to use the embedded ` +
          `one.`,
      )
    }
    serverUrl = configured.replace(/\/[^/?]*(\?.*)?$/, '')
  } else {
    const embedded = await startEmbeddedPostgres()
    serverUrl = embedded.serverUrl
    stopServer = embedded.stop
    process.env.PAYLOAD_SECRET ||= localSecrets().payloadSecret
  }
  const name = fresh ? `${fresh}_${process.pid}` : database
  if (fresh || !configured) await createDatabaseIfMissing(serverUrl, name)
  const databaseUrl = fresh || !configured ? `${serverUrl}/${name}` : configured
  process.env.DATABASE_URL = databaseUrl
  const stop = async () => {
    if (fresh) await dropDatabase(serverUrl, name).catch(() => {})
    if (configured) process.env.DATABASE_URL = configured
    else delete process.env.DATABASE_URL
    await stopServer()
  }
  return { databaseUrl, serverUrl, stop, embedded: !configured }
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
    const child = spawn(bin(name), args, {
      cwd: projectRoot,
      env: { ...colour, ...process.env, ...env },
      stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
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

// tsx sometimes leaves an import unsettled and the process drains unfinished (75 from runCli, 13 from Node while
// loading): such a command is safe to repeat, so it is run again, three times in all.
const UNFINISHED_EXIT_CODES = new Set([75, 13])
const ATTEMPTS = 3

/** Runs one of our TypeScript commands (`tsx file args`); any failure but an unfinished run stops at once. */
export async function runScript(file, args = [], options = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runTool('tsx', [file, ...args], options)
    } catch (error) {
      if (!UNFINISHED_EXIT_CODES.has(error.exitCode) || attempt === ATTEMPTS) throw error
      console.warn(
        `${[file, ...args].join(' ')} ended before finishing (attempt ${attempt} of ${ATTEMPTS}); running it again.`,
      )
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

/**
 * Stops everything once on Ctrl-C, SIGTERM or a call of the returned `shutdown(code)`, then exits (130, 143 or
 * `code`); every later call waits for that same shutdown.
 */
export function onShutdown(stop) {
  let stopping = null
  const shutdown = (signal) => {
    stopping ??= (async () => {
      try {
        await stop()
      } finally {
        process.exit(signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : typeof signal === 'number' ? signal : 0)
      }
    })()
    return stopping
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  return shutdown
}
