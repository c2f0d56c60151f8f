import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { describe, expect, it } from 'vitest'

import nextConfig from '../../next.config.mjs'

// Issue 29: `Critical-CH` makes a browser that has not sent the hint throw the first response away and request the
// page again, a whole round trip before a first visit's HTML. Payload's admin reads the colour-scheme hint for its
// theme; the public pages do not, so they must not ask for it.

type Rule = { source: string; headers: { key: string; value: string }[] }

async function headerKeysFor(path: string) {
  const rules = (await nextConfig.headers!()) as Rule[]
  return rules
    .filter((rule) => getPathMatch(rule.source)(path) !== false)
    .flatMap((rule) => rule.headers.map((h) => h.key.toLowerCase()))
}

describe('client hints', () => {
  it('public pages ask for none, so a first visit is fetched once', async () => {
    for (const path of [
      '/',
      '/london',
      '/london/category/timber',
      '/suppliers/a-supplier',
      '/blog/a-post',
      '/materials',
    ]) {
      const keys = await headerKeysFor(path)
      expect(keys, path).toContain('content-security-policy')
      expect(keys, path).not.toContain('critical-ch')
      expect(keys, path).not.toContain('accept-ch')
    }
  })

  it('the admin still asks for the colour-scheme hint it reads for its theme', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/collections/suppliers']) {
      const keys = await headerKeysFor(path)
      expect(keys, path).toContain('critical-ch')
      expect(keys, path).toContain('accept-ch')
    }
  })
})
