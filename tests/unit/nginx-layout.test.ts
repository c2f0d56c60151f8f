import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { nginxLayout } from '../../bench/nginx.mjs'

// Issue 26: from a clone only root may enter, nginx's unprivileged workers could not reach their cache; its files
// then go under /var/tmp, as the PostgreSQL data does (scripts/lib/database.mjs).

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('where nginx keeps its files', () => {
  it('stays in the run directory when the workers can enter it, or nginx runs without a worker user', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-layout-')), 'nginx')
    made.push(path.dirname(dir))
    expect(nginxLayout({ dir, staticRoot: `${dir}/static`, user: 'nobody nogroup', reach: () => true })).toEqual({
      dir,
      staticRoot: `${dir}/static`,
    })
    expect(nginxLayout({ dir, user: '', reach: () => false })).toEqual({ dir, staticRoot: undefined })
  })

  it('moves under /var/tmp, the static root with it, when the workers cannot enter the run directory', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-layout-')), 'nginx-both')
    made.push(path.dirname(dir))
    const layout = nginxLayout({
      dir,
      staticRoot: path.join(dir, 'static'),
      user: 'nobody nogroup',
      reach: () => false,
    })
    expect(layout.dir.startsWith('/var/tmp/ecobuild-nginx-')).toBe(true)
    expect(path.basename(layout.dir)).toBe('nginx-both')
    expect(layout.staticRoot).toBe(path.join(layout.dir, 'static'))
    // The same run directory always maps to the same place, another one elsewhere.
    expect(nginxLayout({ dir, user: 'nobody nogroup', reach: () => false }).dir).toBe(layout.dir)
    const other = `${dir}-2`
    expect(nginxLayout({ dir: other, user: 'nobody nogroup', reach: () => false }).dir).not.toBe(layout.dir)
    made.push(path.dirname(layout.dir), other)
  })
})
