// `npm run dev`: database (embedded when DATABASE_URL is unset) → migrations → seed when empty → next dev.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { projectRoot } from './lib/database.mjs'
import { exitWithSetupError, migrate, onShutdown, prepareDatabase, seed } from './lib/environment.mjs'

const db = await prepareDatabase().catch(exitWithSetupError)
let server
const shutdown = onShutdown(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  await db.stop()
})
try {
  await migrate()
  await seed(['--if-empty'])
} catch (error) {
  console.error(error.message)
  await db.stop()
  process.exit(1)
}
server = spawn(path.join(projectRoot, 'node_modules', '.bin', 'next'), ['dev', '--port', process.env.PORT ?? '3000'], { cwd: projectRoot, env: process.env, stdio: 'inherit' })
server.on('exit', () => void shutdown('exit'))
