// `npm run payload -- <command>`: the Payload CLI with the database prepared (embedded when DATABASE_URL is unset).
import { exitWithSetupError, prepareDatabase, runPayload } from './lib/environment.mjs'

const db = await prepareDatabase().catch(exitWithSetupError)
let code = 0
try {
  await runPayload(process.argv.slice(2))
} catch (error) {
  console.error(error.message)
  code = 1
} finally {
  await db.stop()
}
process.exit(code)
