// CLI: `tsx src/seed/run.ts [--if-empty]`, run by the launcher after migrations and by `npm run seed`.
// DATABASE_URL and PAYLOAD_SECRET come from the caller's environment.
import config from '@payload-config'
import { getPayload } from 'payload'

import { runCli } from '@/lib/platform/cli'
import { describeSeedReport, ensureAdminFromEnv, isDatabaseEmpty, seed } from '@/seed'

async function main(): Promise<void> {
  const ifEmpty = process.argv.slice(2).includes('--if-empty')
  const payload = await getPayload({ config })
  if (ifEmpty && !(await isDatabaseEmpty(payload))) {
    const admin = await ensureAdminFromEnv(payload)
    console.log(`Seed: skipped, the database already has content${admin ? `; created admin user ${admin}` : ''}.`)
    return
  }
  const report = await seed(payload, { log: () => {} })
  console.log(describeSeedReport(report))
}

runCli('Seed', main)
