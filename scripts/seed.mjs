// `npm run seed`: applies migrations, then loads the spec's sample content (idempotent).

import { exitWithSetupError, migrate, prepareDatabase, seed } from './lib/environment.mjs'

const db = await prepareDatabase().catch(exitWithSetupError)
let code = 0
try {
  await migrate()
  await seed(process.argv.slice(2))
} catch (error) {
  console.error(error.message)
  code = 1
} finally {
  await db.stop()
}
process.exit(code)
