import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// Lines a person can read: no source line over 160 characters (prettier wraps code at 120, but not strings or
// comments). Generated files and the seed's data are exempt.

const ROOT = path.resolve(import.meta.dirname, '../..')
const MAX_LINE = 160
const FOLDERS = ['src', 'collections', 'globals', 'tests', 'bench', 'scripts']
const SOURCE = /\.(ts|tsx|mjs|js)$/
const EXEMPT = [
  /^payload-types\.ts$/,
  /^src\/app\/\(payload\)\/admin\/importMap\.js$/,
  /^migrations\//,
  /^src\/seed\/data\//, // the sample content from the spec: data, not code
]

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.includes('node_modules/') && !EXEMPT.some((rule) => rule.test(file)))
}

/** `file:line (length)` for each line of `text` over the limit. */
export function longLines(file: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => (line.length > MAX_LINE ? `${file}:${i + 1} (${line.length})` : null))
    .filter((found): found is string => found !== null)
}

describe('source lines', () => {
  it(`are at most ${MAX_LINE} characters long`, () => {
    const files = FOLDERS.flatMap(sourceFiles)
    expect(files.length).toBeGreaterThan(300)
    const found = files.flatMap((file) => longLines(file, readFileSync(path.join(ROOT, file), 'utf8')))
    expect(found).toEqual([])
  })

  it('finds a line one character over the limit, and only that one', () => {
    const text = ['x'.repeat(MAX_LINE), 'y'.repeat(MAX_LINE + 1), ''].join('\n')
    expect(longLines('a.ts', text)).toEqual([`a.ts:2 (${MAX_LINE + 1})`])
  })

  it('reads the folders it names and leaves the exempt files out', () => {
    const files = FOLDERS.flatMap(sourceFiles)
    expect(files).toContain('src/lib/routes.ts')
    expect(files).toContain('scripts/test.mjs')
    expect(files.some((file) => file.startsWith('src/seed/data/'))).toBe(false)
    expect(files).not.toContain('src/app/(payload)/admin/importMap.js')
  })
})
