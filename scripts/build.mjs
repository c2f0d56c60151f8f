// `npm run build`: the production build needs the migrated, seeded database, because public pages are prerendered from it.
import { buildIfStale } from './lib/build.mjs'
import { migrate, seed } from './lib/environment.mjs'
import { runWithDatabase } from './lib/lifecycle.mjs'

process.env.NODE_ENV = 'production'
await runWithDatabase(async () => {
  await migrate()
  await seed(['--if-empty'])
  await buildIfStale({ force: true })
})
