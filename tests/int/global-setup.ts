import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { unappliedMigrations } from '../../scripts/lib/database.mjs'

// Applies the committed migrations to the run's fresh database, with no terminal to answer a prompt.
export default async function setup(): Promise<void> {
  if (!process.env.DATABASE_URL || !process.env.PAYLOAD_SECRET) {
    throw new Error('Integration tests need DATABASE_URL and PAYLOAD_SECRET: run them with `npm test` or `npm run test:int`.')
  }
  const result = spawnSync(path.join('node_modules', '.bin', 'tsx'), [path.join('scripts', 'payload-cli.ts'), 'migrate'], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 180_000 })
  if (result.status !== 0) throw new Error(`payload migrate failed:\n${result.stdout}\n${result.stderr}`)
  const missing = await unappliedMigrations(process.env.DATABASE_URL)
  if (missing.length) throw new Error(`payload migrate ended without applying ${missing.join(', ')}:\n${result.stdout}\n${result.stderr}`)
}
