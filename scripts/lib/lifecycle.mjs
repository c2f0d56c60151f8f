// The launchers' one lifecycle: prepare the database, do the work or serve, then stop everything they started.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { projectRoot } from './database.mjs'
import { exitWithSetupError, onShutdown, prepareDatabase } from './environment.mjs'

/** Runs `work(db)` with the database prepared, then stops it and exits: 0, or 1 with the error's message. */
export async function runWithDatabase(work, databaseOptions) {
  const db = await prepareDatabase(databaseOptions).catch(exitWithSetupError)
  const shutdown = onShutdown(() => db.stop())
  try {
    await work(db)
  } catch (error) {
    console.error(error.message)
    await shutdown(1)
  }
  await shutdown(0)
}

/** The production server (scripts/serve.mjs: Next's handler, compression, the after-paint scripts) as [command, args]. */
export function productionServer(args, root = projectRoot) {
  return [process.execPath, [path.join(root, 'scripts', 'serve.mjs'), ...args]]
}

/**
 * Prepares the database, runs `setup(db)`, then serves `next <args>` (`start`: the production server above) until
 * Ctrl-C, SIGTERM or the server's own exit (a crash), which stop the server, then `stop()`, then the database.
 * Resolves once the server is started.
 */
export async function serveNext(args, { database, setup = async () => {}, stop = async () => {} } = {}) {
  const db = await prepareDatabase(database).catch(exitWithSetupError)
  let server
  const shutdown = onShutdown(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    await stop()
    await db.stop()
  })
  try {
    await setup(db)
  } catch (error) {
    console.error(error.message)
    await shutdown(1)
  }
  // `start` is our production server; anything else (`dev`) is Next's own command.
  const [command, commandArgs] =
    args[0] === 'start'
      ? productionServer(args.slice(1))
      : [path.join(projectRoot, 'node_modules', '.bin', 'next'), args]
  server = spawn(command, commandArgs, {
    cwd: projectRoot,
    env: process.env,
    stdio: 'inherit',
  })
  server.on('exit', () => void shutdown('exit'))
  return server
}
