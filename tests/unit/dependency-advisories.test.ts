import { readFileSync } from 'node:fs'
import path from 'node:path'

import semver from 'semver'
import { describe, expect, it } from 'vitest'

// The lowest release of each package that fixes the advisories in docs/security.md. An upgrade of Payload or of the
// admin's code editor must not silently bring back an older copy, wherever it sits in the tree.
const FIXED: Record<string, string> = { undici: '7.29.1', dompurify: '3.4.17', 'on-headers': '1.1.0' }

type LockFile = { packages: Record<string, { name?: string; version?: string }> }

/** Every installed copy of the named packages, as [lock-file path, package name, version]. */
function copiesOf(lock: LockFile, names: string[]): Array<[string, string, string]> {
  const copies: Array<[string, string, string]> = []
  for (const [where, entry] of Object.entries(lock.packages)) {
    const installedAs = where.split('node_modules/').at(-1)
    // An alias (`"x": "npm:undici@..."`) records the real name in `name`.
    const name = entry.name ?? installedAs
    if (where && name && names.includes(name)) copies.push([where, name, entry.version ?? '(no version)'])
  }
  return copies
}

/** The copies below their fixed release (or with a version that is not one). */
function belowFixed(lock: LockFile, fixed: Record<string, string>): string[] {
  return copiesOf(lock, Object.keys(fixed))
    .filter(([, name, version]) => !semver.valid(version) || semver.lt(version, fixed[name]))
    .map(([where, name, version]) => `${where}@${version} (fixed in ${fixed[name]})`)
}

const lock = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', '..', 'package-lock.json'), 'utf8'),
) as LockFile

describe('package-lock.json', () => {
  it('installs undici, dompurify and on-headers', () => {
    const names = new Set(copiesOf(lock, Object.keys(FIXED)).map(([, name]) => name))
    expect([...names].sort()).toEqual(Object.keys(FIXED).sort())
  })

  it('has no copy of undici, dompurify or on-headers below the release that fixes the known advisories', () => {
    expect(belowFixed(lock, FIXED)).toEqual([])
  })
})

describe('the version floor check', () => {
  const sample: LockFile = {
    packages: {
      '': { name: 'app', version: '1.0.0' },
      'node_modules/undici': { version: '7.30.2' },
      'node_modules/payload/node_modules/undici': { version: '7.29.0' },
      'node_modules/undici-types': { version: '6.21.0' },
      'node_modules/monaco-editor/node_modules/dompurify': { version: '3.4.9' },
      'node_modules/dompurify': { version: '3.4.17' },
      'node_modules/old-fetch': { name: 'undici', version: '6.21.0' },
      'node_modules/odd/node_modules/undici': { version: 'latest' },
    },
  }

  it('finds nested, aliased and unparseable copies below the floor, compares numerically, and ignores look-alike names', () => {
    expect(belowFixed(sample, FIXED)).toEqual([
      'node_modules/payload/node_modules/undici@7.29.0 (fixed in 7.29.1)',
      'node_modules/monaco-editor/node_modules/dompurify@3.4.9 (fixed in 3.4.17)',
      'node_modules/old-fetch@6.21.0 (fixed in 7.29.1)',
      'node_modules/odd/node_modules/undici@latest (fixed in 7.29.1)',
    ])
  })

  it('treats a pre-release of the fixed version as below it', () => {
    expect(belowFixed({ packages: { 'node_modules/undici': { version: '7.29.1-rc.1' } } }, FIXED)).toHaveLength(1)
  })
})
