// `npm run jobs`: runs the queued jobs (e-mails) that are due, once, then exits. For cron-driven deployments.
import path from 'node:path'

import { exitWithSetupError, prepareDatabase, runScript } from './lib/environment.mjs'

const db = await prepareDatabase().catch(exitWithSetupError)
let code = 0
try {
  await runScript(path.join('src', 'jobs', 'run.ts'), process.argv.slice(2))
} catch (error) {
  console.error(error.message)
  code = 1
} finally {
  await db.stop()
}
process.exit(code)
