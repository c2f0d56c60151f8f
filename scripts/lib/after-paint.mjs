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
const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)" async=""><\/script>/g
const TAG_START = '<script src="/_next/static/chunks/'
/** React's own early request for the bootstrap chunk, which goes with its tag: `<link rel="preload" as="script" …/>`. */
const FRAMEWORK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.~-]+\.js"\/>/g
const PRELOAD_START = '<link rel="preload" as="script" '
const BODY_END = '</body>'

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
 * A streaming rewriter for one HTML document: `push` takes the next piece of text and returns what can be sent now
 * (a tag cut between two pieces waits for the rest); `end` returns what is left. The loader goes before the first
 * </body> (or at the very end, should a document have none), and only when a framework tag was taken out.
 */
export function createAfterPaintRewriter() {
  let pending = ''
  const files = []
  let loaderPlaced = false

  function rewrite(text) {
    const out = text
      .replace(FRAMEWORK_SCRIPT, (_tag, src) => {
        files.push(src)
        return ''
      })
      .replace(FRAMEWORK_PRELOAD, '')
    if (loaderPlaced || files.length === 0) return out
    const at = out.indexOf(BODY_END)
    if (at < 0) return out
    loaderPlaced = true
    return out.slice(0, at) + loaderTag(files) + out.slice(at)
  }

  /**
   * Where the unfinished end of `text` starts: a framework tag not closed yet, or an unfinished tag that may be one,
   * a preload or </body>.
   */
  function holdFrom(text) {
    const open = text.lastIndexOf(TAG_START)
    if (open >= 0 && text.indexOf('</script>', open) < 0) return open
    const lt = text.lastIndexOf('<')
    if (lt < 0) return text.length
    const tail = text.slice(lt)
    if (tail.includes('>')) return text.length
    const mayBe = (start) => start.startsWith(tail) || tail.startsWith(start)
    return mayBe(TAG_START) || mayBe(PRELOAD_START) || mayBe(BODY_END) ? lt : text.length
  }

  return {
    push(piece) {
      const text = pending + piece
      const cut = holdFrom(text)
      pending = text.slice(cut)
      return rewrite(text.slice(0, cut))
    },
    end() {
      const rest = rewrite(pending)
      pending = ''
      if (loaderPlaced || files.length === 0) return rest
      loaderPlaced = true
      return rest + loaderTag(files)
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
  let decoder = null

  function decide() {
    if (decided) return rewriter !== null
    decided = true
    const type = String(res.getHeader('content-type') ?? '')
    const encoding = res.getHeader('content-encoding')
    if (!type.startsWith('text/html') || (encoding && encoding !== 'identity')) return false
    rewriter = createAfterPaintRewriter()
    decoder = new TextDecoder()
    // The length changes; an answer whose headers are already out was not given one (Next streams those).
    if (!res.headersSent) res.removeHeader('content-length')
    return true
  }

  function text(chunk, encoding) {
    if (chunk === undefined || chunk === null) return ''
    if (typeof chunk === 'string')
      return chunk === '' ? '' : decoder.decode(Buffer.from(chunk, encoding), { stream: true })
    return decoder.decode(chunk, { stream: true })
  }

  res.flushHeaders = function (...args) {
    decide()
    return flushHeaders.apply(this, args)
  }
  res.write = function (chunk, encoding, callback) {
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
    if (!decide()) return write.call(this, chunk, encoding, callback)
    const out = rewriter.push(text(chunk, encoding))
    if (out === '') {
      if (callback) process.nextTick(callback)
      return true
    }
    return write.call(this, Buffer.from(out), callback)
  }
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk]
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
    if (!decide()) return end.call(this, chunk, encoding, callback)
    const out = rewriter.push(text(chunk, encoding) + decoder.decode()) + rewriter.end()
    if (!res.headersSent) res.setHeader('content-length', Buffer.byteLength(out))
    return out === '' ? end.call(this, callback) : end.call(this, Buffer.from(out), callback)
  }
  return res
}
