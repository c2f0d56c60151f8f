// Issue 29: a page's framework scripts run after its first frame, not before it.
//
// Next.js asks for its framework chunks (react-dom, the router, the runtime: about 130 kB gzip on every page) with
// `<script src="/_next/static/chunks/…" async="">` tags, and an async script runs as soon as it arrives: on a phone,
// during the first frame's HTML, CSS and fonts, which then share the connection and the main thread with it. Public
// pages are whole without JavaScript, so nothing the first frame shows needs those scripts. The production server
// (scripts/serve.mjs) takes each such tag (and React's preload of the bootstrap chunk) out of an HTML page as it
// streams and puts one small inline script before </body> that asks for the same files, in the same order, once the
// browser has presented the first contentful frame. Hydration then begins as before, a little later; until then
// links and forms work as plain HTML.
//
// Not a preload: a preloaded file arrives during the first frame all the same (Lighthouse's simulated phone counts
// every request finished before the LCP it observed, and cannot tell a preload that ran later from one that ran at
// once when its evaluation is short).
//
// Next.js 16 has no option for this (its renderer hands the chunks to React's `preinit`, which emits async tags),
// hence a rewrite of its output, kept to tags of exactly the form Next writes: anything else passes untouched, and
// a page with none gets no loader.

/** The framework script tags Next writes, exactly: `<script src="/_next/static/chunks/<file>.js" async=""></script>`. */
const FRAMEWORK_SCRIPT = /^<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)" async=""><\/script>$/
const TAG_START = '<script src="/_next/static/chunks/'
const TAG_END = '</script>'
/** React's own early request for the bootstrap chunk, which goes with its tag: `<link rel="preload" as="script" …/>`. */
const FRAMEWORK_PRELOAD =
  /^<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.~-]+\.js"\/>$/
const PRELOAD_START = '<link rel="preload" as="script" '
const BODY_END = '</body>'
/** Longer than any tag the rewrite looks for: an unfinished tag longer than this is not one of them. */
const LONGEST_TAG = 512

/**
 * The loader, called with the page's chunk files. It waits for the first contentful paint (the Paint Timing entry
 * is delivered once that frame has been presented), then adds each file as an async script, as the original tags
 * were. It starts them at once where there is nothing to wait for: a browser without Paint Timing, or a page whose
 * server HTML shows nothing (Next's shell for an error or a not-found answer, which React renders in the browser).
 * A page opened in the background (no frame until it is shown) starts them on `load`, so it is ready when shown; and
 * should the paint never be reported, 3 s after `load` at the latest.
 */
export const AFTER_PAINT_LOADER =
  `function(d,f){var r=0,w=window;function go(){if(r)return;r=1;f.forEach(function(u){var s=d.createElement('script');` +
  `s.src=u;s.async=true;d.head.appendChild(s)})}` +
  `var P=w.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return go();` +
  `if(performance.getEntriesByName('first-contentful-paint').length)return go();` +
  `if(![].some.call(d.body.children,function(e){return e.tagName!='SCRIPT'&&!e.hidden&&e.textContent.trim()}))return go();` +
  `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}})` +
  `.observe({type:'paint'});` +
  `w.addEventListener('load',function(){d.visibilityState=='hidden'?go():setTimeout(go,3000)})}`

/** The inline script that loads `files` after the first frame. */
export function loaderTag(files) {
  return `<script>(${AFTER_PAINT_LOADER})(document,${JSON.stringify(files)})</script>`
}

/**
 * A streaming rewriter for one HTML document, on bytes (every pattern is ASCII, and no byte of a multi-byte UTF-8
 * character is): `push` takes the next piece and returns what can be sent now (a tag cut between two pieces waits for
 * the rest); `end` returns what is left. The loader goes before the first </body> (or at the very end, should a
 * document have none), and only when a framework tag was taken out. The page is searched with Buffer.indexOf, not
 * decoded: about a tenth of a millisecond for a 165 kB page.
 */
export function createAfterPaintRewriter() {
  let pending = Buffer.alloc(0)
  const files = []
  let loaderPlaced = false

  /** The byte ranges of `buf` to drop: framework tags (their files noted) and React's preload of the bootstrap. */
  function dropped(buf) {
    const ranges = []
    for (let at = buf.indexOf(TAG_START); at >= 0; at = buf.indexOf(TAG_START, at + 1)) {
      const end = buf.indexOf(TAG_END, at)
      const tag = end < 0 ? null : FRAMEWORK_SCRIPT.exec(buf.toString('latin1', at, end + TAG_END.length))
      if (tag) {
        files.push(tag[1])
        ranges.push([at, end + TAG_END.length])
      }
    }
    for (let at = buf.indexOf(PRELOAD_START); at >= 0; at = buf.indexOf(PRELOAD_START, at + 1)) {
      const end = buf.indexOf('>', at)
      if (end >= 0 && FRAMEWORK_PRELOAD.test(buf.toString('latin1', at, end + 1))) ranges.push([at, end + 1])
    }
    return ranges.sort((x, y) => x[0] - y[0])
  }

  function rewrite(buf) {
    const ranges = dropped(buf)
    const bodyEnd = loaderPlaced || files.length === 0 ? -1 : buf.indexOf(BODY_END)
    if (bodyEnd >= 0) {
      loaderPlaced = true
      ranges.push([bodyEnd, bodyEnd, Buffer.from(loaderTag(files))])
      ranges.sort((x, y) => x[0] - y[0] || x[1] - y[1])
    }
    if (ranges.length === 0) return buf
    const parts = []
    let from = 0
    for (const [start, end, insert] of ranges) {
      parts.push(buf.subarray(from, start))
      if (insert) parts.push(insert)
      from = end
    }
    parts.push(buf.subarray(from))
    return Buffer.concat(parts)
  }

  /** Where the unfinished end of `buf` starts: a framework tag not closed yet, or an unfinished tag that may be one. */
  function holdFrom(buf) {
    const open = buf.lastIndexOf(TAG_START)
    if (open >= 0 && buf.indexOf(TAG_END, open) < 0) return open
    const lt = buf.lastIndexOf('<')
    if (lt < 0 || buf.length - lt > LONGEST_TAG || buf.indexOf('>', lt) >= 0) return buf.length
    const tail = buf.toString('latin1', lt)
    const mayBe = (start) => start.startsWith(tail) || tail.startsWith(start)
    return mayBe(TAG_START) || mayBe(PRELOAD_START) || mayBe(BODY_END) ? lt : buf.length
  }

  return {
    /** @param {Buffer} piece */
    push(piece) {
      const buf = pending.length ? Buffer.concat([pending, piece]) : piece
      const cut = holdFrom(buf)
      pending = buf.subarray(cut)
      return rewrite(buf.subarray(0, cut))
    },
    end() {
      const rest = rewrite(pending)
      pending = Buffer.alloc(0)
      if (loaderPlaced || files.length === 0) return rest
      loaderPlaced = true
      return Buffer.concat([rest, Buffer.from(loaderTag(files))])
    },
    /** The chunk files taken out so far, in document order. */
    get files() {
      return [...files]
    },
  }
}

/** Whether a request's answer may be a public or account page (not the admin, an API, a file or an RSC payload). */
export function isPageRequest(req) {
  // A HEAD answer has no body to rewrite, and its Content-Length is the untouched page's.
  if (req.method !== 'GET') return false
  if (req.headers.rsc !== undefined || req.headers['next-router-prefetch'] !== undefined) return false
  const path = (req.url ?? '/').split('?')[0]
  return !/^\/(?:admin|api|_next)(?:\/|$)/.test(path)
}

/**
 * Makes `res` rewrite an HTML answer as it is written (an answer of any other type passes through untouched). It must
 * wrap the response before anything compresses it, so it sees the text.
 */
export function rewriteHtmlResponse(res) {
  const write = res.write
  const end = res.end
  const flushHeaders = res.flushHeaders
  let rewriter = null
  let decided = false

  function decide() {
    if (decided) return rewriter !== null
    decided = true
    const type = String(res.getHeader('content-type') ?? '')
    const encoding = res.getHeader('content-encoding')
    if (!type.startsWith('text/html') || (encoding && encoding !== 'identity')) return false
    rewriter = createAfterPaintRewriter()
    // The length changes; an answer whose headers are already out was not given one (Next streams those).
    if (!res.headersSent) res.removeHeader('content-length')
    return true
  }

  const bytes = (chunk, encoding) =>
    chunk === undefined || chunk === null
      ? Buffer.alloc(0)
      : typeof chunk === 'string'
        ? Buffer.from(chunk, encoding)
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)

  res.flushHeaders = function (...args) {
    decide()
    return flushHeaders.apply(this, args)
  }
  res.write = function (chunk, encoding, callback) {
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
    if (!decide()) return write.call(this, chunk, encoding, callback)
    const out = rewriter.push(bytes(chunk, encoding))
    if (out.length === 0) {
      if (callback) process.nextTick(callback)
      return true
    }
    return write.call(this, out, callback)
  }
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk]
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
    if (!decide()) return end.call(this, chunk, encoding, callback)
    const out = Buffer.concat([rewriter.push(bytes(chunk, encoding)), rewriter.end()])
    if (!res.headersSent) res.setHeader('content-length', out.length)
    return out.length === 0 ? end.call(this, callback) : end.call(this, out, callback)
  }
  return res
}
