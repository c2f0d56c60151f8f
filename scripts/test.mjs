// `npm test`: format check, lint, typecheck, unit tests, integration tests on a fresh database, end-to-end tests in Chromium.
import { exitWithSetupError, prepareDatabase, runTool } from './lib/environment.mjs'

const only = process.argv[2] // unit | int | e2e | undefined (all)
const extra = process.argv.slice(3) // passed on to the runner, e.g. a test file
const steps = []
const TAIL = 40 // lines of a failed step repeated before the summary
const step = async (name, fn) => {
  const started = Date.now()
  console.log(`\n=== ${name} ===`)
  try {
    await fn()
    steps.push([name, 'passed', Date.now() - started])
  } catch (error) {
    steps.push([name, 'failed', Date.now() - started, error.tail])
    console.error(error.message)
  }
}

if (!only) await step('format (prettier --check)', () => runTool('prettier', ['--check', '.'], { tail: TAIL }))
if (!only) await step('lint (eslint)', () => runTool('eslint', ['--max-warnings', '0', '.'], { tail: TAIL }))
if (!only) await step('typecheck', () => runTool('tsc', ['--noEmit', '-p', 'tsconfig.json'], { tail: TAIL }))
if (!only || only === 'unit')
  await step('unit tests', () => runTool('vitest', ['run', '--project', 'unit', ...extra], { tail: TAIL }))

if (!only || only === 'int') {
  const db = await prepareDatabase({ fresh: 'ecobuild_test' }).catch(exitWithSetupError)
  await step('integration tests', () => runTool('vitest', ['run', '--project', 'int', ...extra], { tail: TAIL }))
  await db.stop()
}

if (!only || only === 'e2e') await step('end-to-end tests (Chromium)', () => runTool('playwright', ['test', ...extra]))

// A failed step's last lines are repeated here, so the reason is in the tail of a long log (CI shows the tail).
for (const [name, result, , tail] of steps) {
  if (result === 'failed' && tail) console.log(`\n=== the last lines of the failed step: ${name} ===\n${tail}`)
}
console.log('\n=== summary ===')
for (const [name, result, ms] of steps)
  console.log(`${result === 'passed' ? '✓' : '✗'} ${name} (${(ms / 1000).toFixed(1)} s)`)
const failed = steps.filter(([, r]) => r === 'failed').length
console.log(`${steps.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
