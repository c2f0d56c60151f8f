import { Writable } from 'node:stream'
import { ServerResponse, type IncomingMessage } from 'node:http'
import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import {
  AFTER_PAINT_LOADER,
  createAfterPaintRewriter,
  isPageRequest,
  loaderTag,
  rewriteHtmlResponse,
} from '../../scripts/lib/after-paint.mjs'

const A = '/_next/static/chunks/0637v33xsjp-6.js'
const B = '/_next/static/chunks/turbopack-077hmtqrhcoji.js'
const POLYFILL = '/_next/static/chunks/0cz1d0mv5g_q7.js'

/** A page as Next writes it: chunks in the head, the polyfill, flight data, the bootstrap chunk after the shell. */
const PAGE =
  `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/0srl30dz5ekd7.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/398c2d76j7v7d.js"/>` +
  `<script src="${A}" async=""></script><script src="${B}" async=""></script>` +
  `<script src="${POLYFILL}" noModule=""></script></head><body><h1>Reclaimed timber</h1>` +
  `<script>self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e"])</script>` +
  `<script src="/_next/static/chunks/398c2d76j7v7d.js" async=""></script>` +
  `<script src="https://elsewhere.example/a.js" async=""></script><p>Delivered in London</p></body></html>`

function rewriteWhole(html: string) {
  const rewriter = createAfterPaintRewriter()
  return Buffer.concat([rewriter.push(Buffer.from(html)), rewriter.end()]).toString()
}

function rewriteInPieces(html: string, size: number) {
  const rewriter = createAfterPaintRewriter()
  const bytes = Buffer.from(html)
  const out: Buffer[] = []
  for (let i = 0; i < bytes.length; i += size) out.push(rewriter.push(bytes.subarray(i, i + size)))
  return Buffer.concat([...out, rewriter.end()]).toString()
}

describe('the after-paint rewrite of a page', () => {
  it('takes each framework script out and loads the same files, in order, from one script before </body>', () => {
    const out = rewriteWhole(PAGE)
    const files = [A, B, '/_next/static/chunks/398c2d76j7v7d.js']
    for (const src of files) expect(out).not.toContain(`<script src="${src}" async="">`)
    expect(out).toContain(`${loaderTag(files)}</body></html>`)
    expect(loaderTag(files)).toBe(`<script>(${AFTER_PAINT_LOADER})(document,${JSON.stringify(files)})</script>`)
    expect(out.split(AFTER_PAINT_LOADER)).toHaveLength(2)
    // Nothing fetches them before the loader runs: no preload, no other mention outside it and the flight data.
    expect(out.replace(loaderTag(files), '')).not.toMatch(/href="\/_next\/static\/chunks\/[^"]+\.js"/)
  })

  it('leaves everything else as it was: the polyfill, flight data, other scripts, the text', () => {
    const out = rewriteWhole(PAGE)
    expect(out).toContain(`<script src="${POLYFILL}" noModule=""></script>`)
    expect(out).toContain('\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e')
    expect(out).toContain('<script src="https://elsewhere.example/a.js" async=""></script>')
    const files = [A, B, '/_next/static/chunks/398c2d76j7v7d.js']
    const withoutTags = PAGE.replace(
      /<script src="\/_next\/static\/chunks\/[^"]+" async=""><\/script>|<link rel="preload" as="script"[^>]+\/>/g,
      '',
    )
    expect(out).toBe(withoutTags.replace('</body>', `${loaderTag(files)}</body>`))
  })

  it('still loads the files of a document cut short before </body>', () => {
    const cut = PAGE.slice(0, PAGE.indexOf('<p>Delivered'))
    const out = rewriteWhole(cut)
    expect(out.endsWith(loaderTag([A, B, '/_next/static/chunks/398c2d76j7v7d.js']))).toBe(true)
  })

  it('gives the same page however the text arrives, tags and </body> cut anywhere', () => {
    const whole = rewriteWhole(PAGE)
    for (const size of [1, 2, 3, 7, 13, 40, 97]) expect(rewriteInPieces(PAGE, size)).toBe(whole)
  })

  it('adds no loader to a page without framework scripts', () => {
    const page = '<!DOCTYPE html><html><body><p>Plain</p></body></html>'
    expect(rewriteWhole(page)).toBe(page)
    expect(rewriteInPieces(page, 5)).toBe(page)
  })
})

describe('which requests are rewritten', () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) =>
    ({ method, url, headers }) as unknown as IncomingMessage
  it('takes page GETs only', () => {
    expect(isPageRequest(request('GET', '/london?category=timber'))).toBe(true)
    expect(isPageRequest(request('GET', '/account/leads'))).toBe(true)
    expect(isPageRequest(request('HEAD', '/london'))).toBe(false)
    expect(isPageRequest(request('POST', '/contact'))).toBe(false)
    expect(isPageRequest(request('GET', '/admin/collections/suppliers'))).toBe(false)
    expect(isPageRequest(request('GET', '/api/health'))).toBe(false)
    expect(isPageRequest(request('GET', '/_next/static/chunks/a.js'))).toBe(false)
    expect(isPageRequest(request('GET', '/london', { rsc: '1' }))).toBe(false)
    expect(isPageRequest(request('GET', '/administrators'))).toBe(true)
  })
})

/** A ServerResponse writing into memory, to see what the wrapped response sends. */
function memoryResponse() {
  const chunks: Buffer[] = []
  const socket = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk))
      done()
    },
  })
  const res = new ServerResponse({ method: 'GET', httpVersionMajor: 1, httpVersionMinor: 1 } as IncomingMessage)
  res.assignSocket(socket as never)
  const sent = () => Buffer.concat(chunks).toString('latin1')
  const body = () => {
    const raw = Buffer.concat(chunks)
    const at = raw.indexOf('\r\n\r\n')
    return { head: raw.subarray(0, at).toString(), body: raw.subarray(at + 4) }
  }
  return { res, sent, body }
}

function dechunk(body: Buffer) {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const line = body.indexOf('\r\n', at)
    const size = parseInt(body.subarray(at, line).toString(), 16)
    if (!size) break
    parts.push(body.subarray(line + 2, line + 2 + size))
    at = line + 2 + size + 2
  }
  return Buffer.concat(parts).toString()
}

describe('a rewritten response', () => {
  it('sends a whole page with its new length', () => {
    const { res, body } = memoryResponse()
    rewriteHtmlResponse(res)
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('content-length', Buffer.byteLength(PAGE))
    res.end(Buffer.from(PAGE))
    const { head, body: sent } = body()
    const expected = rewriteWhole(PAGE)
    expect(head).toContain(`content-length: ${Buffer.byteLength(expected)}`)
    expect(sent.toString()).toBe(expected)
  })

  it('streams a page written in pieces, multi-byte characters cut in two included', async () => {
    const page = PAGE.replace('Reclaimed timber', 'Reclaimed timber – £12·50 per m²')
    const bytes = Buffer.from(page)
    const { res, body } = memoryResponse()
    rewriteHtmlResponse(res)
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.flushHeaders()
    for (let i = 0; i < bytes.length; i += 5) res.write(bytes.subarray(i, i + 5))
    await new Promise<void>((resolve) => res.end(resolve))
    const { head, body: sent } = body()
    expect(head).not.toContain('content-length')
    expect(dechunk(sent)).toBe(rewriteWhole(page))
  })

  it('passes anything that is not HTML through untouched', () => {
    const { res, body } = memoryResponse()
    rewriteHtmlResponse(res)
    const json = JSON.stringify({ html: PAGE })
    res.setHeader('content-type', 'application/json')
    res.setHeader('content-length', Buffer.byteLength(json))
    res.end(json)
    expect(body().body.toString()).toBe(json)
  })

  it('passes an already compressed page through untouched', () => {
    const { res, body } = memoryResponse()
    rewriteHtmlResponse(res)
    const gz = gzipSync(PAGE)
    res.setHeader('content-type', 'text/html')
    res.setHeader('content-encoding', 'gzip')
    res.setHeader('content-length', gz.length)
    res.end(gz)
    expect(Buffer.compare(body().body, gz)).toBe(0)
  })
})

/** Runs the loader against a small fake document and window; returns what it appended and how to move time on. */
function runLoader({
  paintTiming = true,
  painted = false,
  bodyChildren = [{ tagName: 'HEADER', hidden: false, textContent: 'EcoBuild Directory' }],
  visibility = 'visible',
}: {
  paintTiming?: boolean
  painted?: boolean
  bodyChildren?: Array<{ tagName: string; hidden: boolean; textContent: string }>
  visibility?: string
}) {
  const appended: string[] = []
  const listeners: Record<string, () => void> = {}
  const timers: Array<{ fn: () => void; ms: number }> = []
  let observer: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect(): void }) => void) | null =
    null
  const document = {
    visibilityState: visibility,
    body: { children: bodyChildren },
    head: { appendChild: (s: { src: string }) => appended.push(s.src) },
    createElement: () => ({ src: '', async: false }),
  }
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'longtask'] : ['longtask']
    constructor(callback: typeof observer) {
      observer = callback
    }
    observe() {}
    disconnect() {}
  }
  const window = {
    PerformanceObserver: FakeObserver,
    addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
  }
  const performance = { getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []) }
  const setTimeout = (fn: () => void, ms: number) => timers.push({ fn, ms })
  new Function(
    'window',
    'performance',
    'setTimeout',
    'document',
    `(${AFTER_PAINT_LOADER})(document,["/a.js","/b.js"])`,
  )(window, performance, setTimeout, document)
  return {
    appended,
    paint: () =>
      observer?.({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} }),
    load: () => listeners.load?.(),
    /** Runs the timers due `ms` after they were set. */
    timeUp: (ms: number) => timers.filter((t) => t.ms <= ms).forEach((t) => t.fn()),
  }
}

describe('the loader in the page', () => {
  it('waits for the first contentful paint, then adds every file once, in order', () => {
    const page = runLoader({})
    expect(page.appended).toEqual([])
    page.load()
    expect(page.appended).toEqual([])
    page.paint()
    expect(page.appended).toEqual(['/a.js', '/b.js'])
    page.paint()
    page.timeUp(3000)
    expect(page.appended).toEqual(['/a.js', '/b.js'])
  })

  it('starts at once when the paint already happened, without Paint Timing, or when the HTML shows nothing', () => {
    expect(runLoader({ painted: true }).appended).toEqual(['/a.js', '/b.js'])
    expect(runLoader({ paintTiming: false }).appended).toEqual(['/a.js', '/b.js'])
    const emptyShell = [
      { tagName: 'DIV', hidden: true, textContent: '' },
      { tagName: 'SCRIPT', hidden: false, textContent: 'self.__next_f.push([1,"…"])' },
    ]
    expect(runLoader({ bodyChildren: emptyShell }).appended).toEqual(['/a.js', '/b.js'])
  })

  it('starts on load in a background tab, and 3 s after load should the paint never be reported', () => {
    const hidden = runLoader({ visibility: 'hidden' })
    hidden.load()
    expect(hidden.appended).toEqual(['/a.js', '/b.js'])
    const silent = runLoader({})
    silent.load()
    expect(silent.appended).toEqual([])
    silent.timeUp(2999)
    expect(silent.appended).toEqual([])
    silent.timeUp(3000)
    expect(silent.appended).toEqual(['/a.js', '/b.js'])
  })
})
