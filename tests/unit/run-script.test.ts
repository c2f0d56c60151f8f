import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { runScript, runTool } from '../../scripts/lib/environment.mjs'
import { EXIT_UNFINISHED } from '@/lib/platform/cli'

const script = path.join('tests', 'unit', 'fixtures', 'unfinished-cli.ts')
let dir: string
let counter: string
const runs = () => fs.readFileSync(counter, 'utf8').split('\n').filter(Boolean).length
const run = (env: Record<string, string>) =>
  runScript(script, [], { quiet: true, env: { COUNTER_FILE: counter, ...env } })

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-script-'))
  counter = path.join(dir, 'runs')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

// Spawns tsx a few times per case.
describe('our TypeScript commands and runScript', { timeout: 60_000 }, () => {
  it('a command that drains before finishing exits EXIT_UNFINISHED, not 0, and is run again until it finishes', async () => {
    const output = await run({ UNFINISHED_RUNS: '2' })
    expect(output).toContain('finished on run 3')
    expect(runs()).toBe(3)
  })

  it('a command whose modules never finish loading (Node exits 13) is run again too', async () => {
    const output = await run({ UNSETTLED_LOAD_RUNS: '1', UNFINISHED_RUNS: '2' })
    expect(output).toContain('finished on run 3')
    expect(runs()).toBe(3)
  })

  it('gives up after three unfinished runs, with the exit code in the error', async () => {
    const error = await run({ UNFINISHED_RUNS: '5' }).catch((e: Error & { exitCode?: number }) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as { exitCode?: number }).exitCode).toBe(EXIT_UNFINISHED)
    expect(runs()).toBe(3)
  })

  it('a command that fails is not run again, and says why, with the underlying reason', async () => {
    const error = (await run({ FAIL: '1' }).catch((e: Error & { exitCode?: number }) => e)) as Error & {
      exitCode?: number
    }
    expect(error.exitCode).toBe(1)
    expect(error.message).toContain('Test command failed: Error: the command failed')
    expect(error.message).toContain('Caused by: the underlying reason')
    expect(runs()).toBe(1)
  })
})

describe('runTool', { timeout: 60_000 }, () => {
  it('keeps the last lines of a failed tool it printed, for the summary, with its exit code', async () => {
    const script =
      'for (let i = 0; i < 300; i += 1) console.log(`line ${i} ` + "x".repeat(i % 50)); process.exitCode = 3'
    const error = (await runTool('tsx', ['-e', script], { tail: 5 }).catch((e: Error) => e)) as Error & {
      exitCode?: number
      tail?: string
    }
    expect(error.exitCode).toBe(3)
    expect(error.tail?.split('\n').map((l) => l.split(' ')[1])).toEqual(['295', '296', '297', '298', '299'])
  })
})
