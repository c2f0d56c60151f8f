// `npm run seed`: applies migrations, then loads the spec's sample content (idempotent).
import path from 'node:path'

import { exitWithSetupError, migrate, prepareDatabase, runTool } from './lib/environment.mjs'

const db = await prepareDatabase().catch(exitWithSetupError)
let code = 0
try {
  await migrate()
  await runTool('tsx', [path.join('src', 'seed', 'run.ts'), ...process.argv.slice(2)])
} catch (error) {
  console.error(error.message)
  code = 1
} finally {
  await db.stop()
}
process.exit(code)
