import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

function start(env: Record<string, string | undefined>) {
  const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      ...env,
    } as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 60_000,
  })
  const stderr = result.stderr.trim()
  return { status: result.status, stderr }
}

describe('start-up with bad configuration', () => {
  it('stops with one sentence naming DATABASE_URL when the database cannot be reached', () => {
    const { status, stderr } = start({
      DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/nothing',
      PAYLOAD_SECRET: 'a-long-enough-secret',
    })
    expect(status).toBe(1)
    expect(stderr.split('\n')).toHaveLength(1)
    expect(stderr).toMatch(
      /^Cannot reach the database at DATABASE_URL \(postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/nothing\)/,
    )
    expect(stderr).not.toContain('secret@')
    expect(stderr).not.toMatch(/\n\s+at /)
  })

  it('stops with one sentence naming PAYLOAD_SECRET when DATABASE_URL is set without it', () => {
    const { status, stderr } = start({ DATABASE_URL: process.env.DATABASE_URL })
    expect(status).toBe(1)
    expect(stderr).toBe(
      'PAYLOAD_SECRET is not set: with DATABASE_URL set, set PAYLOAD_SECRET to a long random string (for example the output of `openssl rand -hex 32`).',
    )
  })
})
