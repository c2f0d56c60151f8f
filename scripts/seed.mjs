// `npm run seed`: applies migrations, then loads the spec's sample content (idempotent).
import { migrate, seed } from './lib/environment.mjs'
import { runWithDatabase } from './lib/lifecycle.mjs'

await runWithDatabase(async () => {
  await migrate()
  await seed(process.argv.slice(2))
})
