import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { JS_PAGES, parseBenchArgs } from '../args.mjs'
import { countScripts } from '../browser.mjs'
import { firstProfilePath, resolvePages } from '../pages.mjs'

const body = (text: string) => Buffer.from(text.repeat(50))
const response = (over: Partial<Parameters<typeof countScripts>[0][number]> & { url: string }) => ({
  resourceType: 'script',
  status: 200,
  contentType: 'application/javascript; charset=UTF-8',
  contentEncoding: null,
  encodedBytes: null,
  body: body('console.log(1);'),
  ...over,
})

describe('countScripts: the JavaScript budget counted as a browser loads a page', () => {
  it('counts every script response, those a prefetch pulled in after the load event too, at its gzip transfer size', () => {
    const page = response({ url: 'http://x/_next/static/chunks/page.js', contentEncoding: 'gzip', encodedBytes: 1234 })
    // A linked page's chunk, loaded because the router prefetched that page: the old count refused those.
    const prefetched = response({
      url: 'http://x/_next/static/chunks/linked.js',
      contentEncoding: 'gzip',
      encodedBytes: 4321,
    })
    const figures = countScripts([page, prefetched])
    expect(figures.gzip).toBe(1234 + 4321)
    expect(figures.scripts.map((s) => s.url)).toEqual([prefetched.url, page.url])
    expect(figures.raw).toBe(page.body.length + prefetched.body.length)
  })

  it('gzips a script the server sent uncompressed, as a gzip-serving server would send it', () => {
    const plain = response({ url: 'http://x/a.js', body: body('let a = 1;') })
    expect(countScripts([plain]).gzip).toBe(gzipSync(plain.body, { level: 6 }).length)
  })

  it('counts a JavaScript response fetched by a script (not a script tag), each URL once', () => {
    const fetched = response({
      url: 'http://x/b.js',
      resourceType: 'fetch',
      contentEncoding: 'gzip',
      encodedBytes: 500,
    })
    expect(countScripts([fetched, { ...fetched }]).gzip).toBe(500)
  })

  it('leaves out what is not a script: the RSC payload of a prefetch, styles, documents, failed responses', () => {
    const figures = countScripts([
      response({ url: 'http://x/london?_rsc=1', resourceType: 'fetch', contentType: 'text/x-component' }),
      response({ url: 'http://x/a.css', resourceType: 'stylesheet', contentType: 'text/css' }),
      response({ url: 'http://x/', resourceType: 'document', contentType: 'text/html' }),
      response({ url: 'http://x/missing.js', status: 404 }),
    ])
    expect(figures).toEqual({ scripts: [], raw: 0, gzip: 0 })
  })
})

describe('the pages the JavaScript phase loads', () => {
  it('are one of every public page kind, a profile and a post among them', () => {
    expect(parseBenchArgs([]).jsPages).toEqual(JS_PAGES)
    for (const path of ['/', '/london', '/category/insulation', '/london/category/timber', '/suppliers', '/blog'])
      expect(JS_PAGES).toContain(path)
    for (const path of ['/about', '/contact', '/suppliers?tab=get-listed', '/terms', '/privacy-policy'])
      expect(JS_PAGES).toContain(path)
    expect(JS_PAGES).toContain('{firstProfile}')
    expect(JS_PAGES).toContain('{firstPost}')
    expect(parseBenchArgs(['--pages', '/,/about']).jsPages).toEqual(['/', '/about'])
  })

  it('finds the first supplier profile on a page, never the application', () => {
    const html = '<a href="/suppliers/apply?package=Basic">Apply</a><a href="/suppliers/eco-timber-ltd#reviews">x</a>'
    expect(firstProfilePath(html)).toBe('/suppliers/eco-timber-ltd')
    expect(firstProfilePath('<a href="/suppliers">All</a>')).toBeNull()
    expect(resolvePages(['/', '{firstProfile}', '{firstPost}'], null, '/suppliers/a')).toEqual(['/', '/suppliers/a'])
  })
})
