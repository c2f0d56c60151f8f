import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { COMPILE_HINT, hintFrameworkChunks } from '../../scripts/lib/compile-hints.mjs'

let dist = ''
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

/** A build folder with a manifest naming `framework` as rootMainFiles, and one more chunk of a page. */
function build(framework: string[]) {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'))
  fs.mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
  for (const file of [...framework, 'static/chunks/page.js'])
    fs.writeFileSync(path.join(dist, file), `(globalThis.TURBOPACK||[]).push(["${file}"])`)
  fs.writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: framework }))
  return (file: string) => fs.readFileSync(path.join(dist, file), 'utf8')
}

describe('the compile hint on the framework chunks', () => {
  it('goes at the top of each framework chunk once, and nowhere else', () => {
    const read = build(['static/chunks/react-dom.js', 'static/chunks/runtime.js'])
    expect(hintFrameworkChunks(dist)).toEqual(['static/chunks/react-dom.js', 'static/chunks/runtime.js'])
    hintFrameworkChunks(dist)
    expect(read('static/chunks/react-dom.js')).toBe(
      `${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["static/chunks/react-dom.js"])`,
    )
    expect(read('static/chunks/runtime.js').startsWith(COMPILE_HINT)).toBe(true)
    expect(read('static/chunks/page.js').startsWith(COMPILE_HINT)).toBe(false)
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })

  it('refuses a build whose manifest names no framework chunk', () => {
    build([])
    expect(() => hintFrameworkChunks(dist)).toThrow(/names no framework chunks/)
  })
})
