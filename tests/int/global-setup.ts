import { migrate } from '../../scripts/lib/environment.mjs'

// Applies the committed migrations to the run's fresh database, with no terminal to answer a prompt, the way every
// launcher does (run again when the process ends unfinished; checked afterwards that every migration is recorded).
export default async function setup(): Promise<void> {
  if (!process.env.DATABASE_URL || !process.env.PAYLOAD_SECRET) {
    throw new Error(
      'Integration tests need DATABASE_URL and PAYLOAD_SECRET: run them with `npm test` or `npm run test:int`.',
    )
  }
  await migrate({ quiet: true })
}
