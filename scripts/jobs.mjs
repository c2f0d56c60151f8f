// `npm run jobs`: runs the queued jobs (e-mails) that are due, once, then exits. For cron-driven deployments.
import path from 'node:path'

import { runScript } from './lib/environment.mjs'
import { runWithDatabase } from './lib/lifecycle.mjs'

await runWithDatabase(() => runScript(path.join('src', 'jobs', 'run.ts'), process.argv.slice(2)))
