// `npm run build`: the production build needs the migrated, seeded database, because public pages are prerendered from it.

import { buildIfStale } from './lib/build.mjs'
import { exitWithSetupError, migrate, prepareDatabase, seed } from './lib/environment.mjs'

process.env.NODE_ENV = 'production'
const db = await prepareDatabase().catch(exitWithSetupError)
let code = 0
try {
  await migrate()
  await seed(['--if-empty'])
  await buildIfStale({ force: true })
} catch (error) {
  console.error(error.message)
  code = 1
} finally {
  await db.stop()
}
process.exit(code)
