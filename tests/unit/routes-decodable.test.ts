import { describe, expect, it } from 'vitest'

import { isDecodablePath } from '@/lib/routes'

describe('isDecodablePath', () => {
  it('accepts plain and correctly escaped paths', () => {
    for (const path of ['/', '/review/12.3.456.abc_-', '/suppliers/caf%C3%A9-timber', '/blog/a%20b'])
      expect(isDecodablePath(path)).toBe(true)
  })

  it('refuses a malformed escape', () => {
    for (const path of ['/review/%E0%A4%A', '/%', '/suppliers/%zz', '/a%C3']) expect(isDecodablePath(path)).toBe(false)
  })
})
