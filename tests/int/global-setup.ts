import { migrate } from '../../scripts/lib/environment.mjs'
import { startFakePostcodes, type FakePostcodes } from '../fakes/postcodes'

let fakePostcodes: FakePostcodes | undefined

// Applies the committed migrations to the run's fresh database, with no terminal to answer a prompt, the way every
// launcher does (run again when the process ends unfinished; checked afterwards that every migration is recorded).
// Unless POSTCODES_API_URL is set, postcode lookups go to a fake postcodes.io (tests/fakes/postcodes.ts), never the
// public API; a test that counts or breaks lookups starts its own.
export default async function setup(): Promise<() => Promise<void>> {
  if (!process.env.DATABASE_URL || !process.env.PAYLOAD_SECRET) {
    throw new Error(
      'Integration tests need DATABASE_URL and PAYLOAD_SECRET: run them with `npm test` or `npm run test:int`.',
    )
  }
  if (!process.env.POSTCODES_API_URL) {
    fakePostcodes = await startFakePostcodes()
    process.env.POSTCODES_API_URL = fakePostcodes.url
  }
  await migrate({ quiet: true })
  return async () => {
    await fakePostcodes?.close()
  }
}
