// `tsx scripts/payload-cli.ts <command>`: the Payload commands the launchers and tests run, with the config and
// migrations imported statically because Payload's own CLI imports them dynamically and may exit 0 having done nothing.
import config from '@payload-config'
import payload, { generateImportMap } from 'payload'
import { generateTypes } from 'payload/node'

import { runCli } from '@/lib/platform/cli'

import { migrations } from '../migrations'

// Payload types the adapter's list loosely (arguments `unknown`); the generated index is what prodMigrations takes.
type MigrationList = NonNullable<NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']>

const COMMANDS = ['migrate', 'migrate:status', 'generate:types', 'generate:importmap'] as const
type Command = (typeof COMMANDS)[number]

async function run(command: Command): Promise<void> {
  const resolved = await config
  if (command === 'generate:types') return generateTypes(resolved)
  if (command === 'generate:importmap') return generateImportMap(resolved)
  process.env.PAYLOAD_MIGRATING = 'true'
  await payload.init({ config: resolved, disableOnInit: true })
  try {
    if (command === 'migrate') await payload.db.migrate({ migrations: migrations as unknown as MigrationList })
    else await payload.db.migrateStatus()
    payload.logger.info('Done.')
  } finally {
    await payload.destroy()
  }
}

const command = process.argv[2]
if (!COMMANDS.includes(command as Command)) {
  console.error(
    `Unknown command ${command ?? '(none)'}: use one of ${COMMANDS.join(', ')}; \`npx payload\` runs the others.`,
  )
  process.exitCode = 1
} else {
  runCli(`payload ${command}`, () => run(command as Command))
}
