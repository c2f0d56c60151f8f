// CLI: `tsx src/jobs/run.ts [--limit N]`, run by `npm run jobs` (scripts/jobs.mjs) with the database prepared.
import config from '@payload-config'
import { getPayload } from 'payload'

import { runPendingJobs } from '@/jobs/run-pending'
import { runCli } from '@/lib/platform/cli'

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const at = args.indexOf('--limit')
  const limit = at >= 0 ? Number(args[at + 1]) : undefined
  if (limit !== undefined && !(Number.isSafeInteger(limit) && limit > 0))
    throw new Error('--limit needs a positive whole number')
  const payload = await getPayload({ config })
  const summary = await runPendingJobs(payload, limit ? { limit } : {})
  console.log(
    `Jobs: ran ${summary.ran} (${summary.succeeded} succeeded, ${summary.failed} failed and ` +
      `will be retried)${summary.noJobsRemaining ? '; none were due' : ''}.`,
  )
  return 0
}

runCli('Jobs', main)
