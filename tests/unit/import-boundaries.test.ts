import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// Which part may import which (docs/architecture.md): domain code never reaches into the UI, jobs or
// routes; our API routes never render components; collection and global config stays with the domain.

const ROOT = path.resolve(import.meta.dirname, '../..')

const ALIASES: ReadonlyArray<[string, string]> = [
  ['@/', 'src/'],
  ['@collections/', 'collections/'],
  ['@globals/', 'globals/'],
  ['@migrations/', 'migrations/'],
  ['@scripts/', 'scripts/'],
  ['@payload-config', 'payload.config.ts'],
  ['@payload-types', 'payload-types.ts'],
]

type Rule = { from: string; test: (target: string | null) => boolean; allowed: string }

const RULES: Rule[] = [
  {
    from: 'src/lib/',
    test: (t) => t === null || !/^src\/(jobs|components|app)(\/|$)/.test(t),
    allowed: 'src/lib may not import src/jobs, src/components or src/app',
  },
  {
    from: 'src/app/api/',
    test: (t) => t === null || !/^src\/components(\/|$)/.test(t),
    allowed: 'src/app/api may not import src/components',
  },
  ...['collections/', 'globals/'].map((from): Rule => ({
    from,
    test: (t) => t === null || /^(src\/lib|src\/access|collections|globals)(\/|$)/.test(t) || t === 'payload-types.ts',
    allowed: 'collections/ and globals/ may import only src/lib, src/access, each other and packages',
  })),
]

/** The repository path an import names, or null for a package. */
export function importTarget(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
  for (const [alias, dir] of ALIASES)
    if (specifier === alias.replace(/\/$/, '') || specifier.startsWith(alias))
      return dir + specifier.slice(alias.length)
  return null
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g

export function boundaryViolations(files: ReadonlyArray<{ file: string; source: string }>): string[] {
  const found: string[] = []
  for (const { file, source } of files) {
    const rules = RULES.filter((r) => file.startsWith(r.from))
    if (!rules.length) continue
    for (const match of source.matchAll(SPECIFIER)) {
      const target = importTarget(file, match[1])
      for (const rule of rules) if (!rule.test(target)) found.push(`${file} imports '${match[1]}' (${rule.allowed})`)
    }
  }
  return found
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|js|mjs)$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
}

describe('import boundaries', () => {
  it('holds across src/lib, src/app/api, collections and globals', () => {
    const files = ['src/lib', 'src/app/api', 'collections', 'globals'].flatMap(sourceFiles)
    expect(files.length).toBeGreaterThan(50)
    expect(
      boundaryViolations(files.map((file) => ({ file, source: readFileSync(path.join(ROOT, file), 'utf8') }))),
    ).toEqual([])
  })

  it('names the file and the import that cross a boundary', () => {
    const violations = boundaryViolations([
      { file: 'src/lib/a.ts', source: "import { x } from '@/components/X'\nimport type { Y } from '@/lib/y'" },
      { file: 'src/lib/b.ts', source: "const q = await import('@/jobs/queue')" },
      { file: 'src/app/api/r/route.ts', source: "export { z } from '@/components/z'" },
      {
        file: 'collections/Leads/index.ts',
        source:
          "import { a } from '../../src/app/actions'\nimport { b } from './fields/b'\nimport { c } from '@payload-config'",
      },
      {
        file: 'globals/Home.ts',
        source: "import { d } from '@/seed/data'\nimport { e } from 'payload'\nimport { f } from '@globals/access'",
      },
    ])
    expect(violations).toEqual([
      "src/lib/a.ts imports '@/components/X' (src/lib may not import src/jobs, src/components or src/app)",
      "src/lib/b.ts imports '@/jobs/queue' (src/lib may not import src/jobs, src/components or src/app)",
      "src/app/api/r/route.ts imports '@/components/z' (src/app/api may not import src/components)",
      "collections/Leads/index.ts imports '../../src/app/actions' (collections/ and globals/ may import only src/lib, src/access, each other and packages)",
      "collections/Leads/index.ts imports '@payload-config' (collections/ and globals/ may import only src/lib, src/access, each other and packages)",
      "globals/Home.ts imports '@/seed/data' (collections/ and globals/ may import only src/lib, src/access, each other and packages)",
    ])
  })
})
