// `npm run payload -- <command>`: the Payload CLI with the database prepared (embedded when DATABASE_URL is unset).
import { runPayload } from './lib/environment.mjs'
import { runWithDatabase } from './lib/lifecycle.mjs'

await runWithDatabase(() => runPayload(process.argv.slice(2)))
