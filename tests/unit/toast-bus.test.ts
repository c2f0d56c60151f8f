import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { onToast, toast, type ToastRequest } from '@/components/toast-bus'

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

describe('toasts', () => {
  it('hands over toasts asked for before the toaster is ready, then delivers later ones directly, in order', () => {
    toast.error('Error', { description: 'first' })
    toast('Processing payment...')
    const seen: ToastRequest[] = []
    const stop = onToast((request) => seen.push(request))
    expect(seen.map((r) => [r.kind, r.title, r.options?.description])).toEqual([
      ['error', 'Error', 'first'],
      ['default', 'Processing payment...', undefined],
    ])
    toast.success('Thank you!')
    expect(seen.at(-1)).toEqual({ kind: 'success', title: 'Thank you!', options: undefined })
    stop()
    toast.info('queued again')
    expect(seen).toHaveLength(3)
  })

  it('only the Toaster imports sonner (a direct toast would never show: sonner loads on demand)', () => {
    const offenders = sourceFiles(path.join(process.cwd(), 'src'))
      .filter((file) => !file.endsWith(path.join('components', 'Toaster.client.tsx')))
      .filter((file) => /from ['"]sonner['"]/.test(fs.readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })
})
