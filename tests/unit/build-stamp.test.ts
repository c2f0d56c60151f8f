import { afterEach, describe, expect, it } from 'vitest'

import { sourceStamp } from '../../scripts/lib/build.mjs'

describe('the build stamp (scripts/lib/build.mjs)', () => {
  const saved = process.env.SITE_URL
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL
    else process.env.SITE_URL = saved
  })

  it('changes with SITE_URL, which prerendered pages embed, so a build for another address is rebuilt', () => {
    process.env.SITE_URL = 'http://localhost:3100'
    const first = sourceStamp()
    expect(sourceStamp()).toBe(first)
    process.env.SITE_URL = 'http://localhost:3200'
    expect(sourceStamp()).not.toBe(first)
  })
})
