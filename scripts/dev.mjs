// `npm run dev`: database (embedded when DATABASE_URL is unset) → migrations → seed when empty → next dev.
import { migrate, seed } from './lib/environment.mjs'
import { serveNext } from './lib/lifecycle.mjs'

await serveNext(['dev', '--port', process.env.PORT ?? '3000'], {
  setup: async () => {
    await migrate()
    await seed(['--if-empty'])
  },
})
