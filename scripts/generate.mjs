// Regenerates payload-types.ts and the admin import map from the config; --check fails when the committed ones differ.
import { execFileSync } from 'node:child_process'

import { runPayload } from './lib/environment.mjs'

const files = ['payload-types.ts', 'src/app/(payload)/admin/importMap.js']
// Generation reads only the config; no database is contacted.
const env = {
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'generate-only',
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://generate-only@127.0.0.1:1/none',
}
await runPayload(['generate:types'], { env, quiet: true })
await runPayload(['generate:importmap'], { env, quiet: true })
if (process.argv.includes('--check')) {
  try {
    execFileSync('git', ['diff', '--exit-code', '--', ...files], { stdio: 'inherit' })
    console.log('generated files are current')
  } catch {
    console.error(
      `\n${files.join(' and ')} are not what the config generates: run \`npm run generate\` and commit the result.`,
    )
    process.exit(1)
  }
}
