import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const PROJECT_PATH = /^(src|collections|globals|scripts|bench|tests|deploy|docs|migrations)\//

/** Every backticked project path in a markdown text (a leading folder named on its own line counts too). */
function projectPaths(markdown: string): string[] {
  const paths = [...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1].replace(/[),.;:]+$/, ''))
  return [...new Set(paths.filter((p) => PROJECT_PATH.test(p)))]
}

describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
    const named = projectPaths(doc)
    expect(named.length).toBeGreaterThan(40)
    expect(named.filter((p) => !fs.existsSync(path.join(root, p)))).toEqual([])
  })

  it('finds a path that does not exist', () => {
    const named = projectPaths('see `src/lib/no-such-file.ts` and `src/lib/platform/db.ts`, not `/admin`')
    expect(named).toEqual(['src/lib/no-such-file.ts', 'src/lib/platform/db.ts'])
    expect(named.filter((p) => !fs.existsSync(path.join(root, p)))).toEqual(['src/lib/no-such-file.ts'])
  })
})
