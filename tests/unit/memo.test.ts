import { describe, expect, it } from 'vitest'

import { memoizeFor } from '@/lib/platform/memo'

function counter(results: Array<() => Promise<string>>) {
  let calls = 0
  return {
    load: () => results[Math.min(calls++, results.length - 1)](),
    calls: () => calls,
  }
}

describe('memoizeFor', () => {
  it('shares one load within the time and loads again after it', async () => {
    let clock = 1_000
    const source = counter([async () => 'first', async () => 'second'])
    const get = memoizeFor(1_000, source.load, () => clock)

    expect(await get()).toBe('first')
    clock += 999
    expect(await Promise.all([get(), get()])).toEqual(['first', 'first'])
    expect(source.calls()).toBe(1)

    clock += 1
    expect(await get()).toBe('second')
    expect(source.calls()).toBe(2)
  })

  it('forgets a failed load so the next caller tries again at once', async () => {
    const clock = 5_000
    const source = counter([async () => Promise.reject(new Error('down')), async () => 'back'])
    const get = memoizeFor(60_000, source.load, () => clock)

    await expect(get()).rejects.toThrow('down')
    expect(await get()).toBe('back')
    expect(source.calls()).toBe(2)
  })
})
