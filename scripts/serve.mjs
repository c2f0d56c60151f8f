// The production server (`npm start`, the end-to-end and cluster suites, the benchmark): Next.js's own request handler
// in a Node HTTP server of ours, which compresses answers and starts pages' framework scripts after their first
// frame (scripts/lib/after-paint.mjs, issue 29). Otherwise it behaves as `next start`: the same build, port and
// handler, and on SIGTERM or SIGINT it stops accepting connections, lets open requests finish, then exits.
//
//   node scripts/serve.mjs [--port 3000] [--hostname <name>]
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import compression from 'compression'
import next from 'next'

import { isPageRequest, rewriteHtmlResponse } from './lib/after-paint.mjs'

process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const port = Number(values.port ?? process.env.PORT ?? 3000)
// As `next start` does: the app reaches itself on the loopback at this port (src/lib/redirects/lookup.ts).
process.env.PORT = String(port)
// Every interface unless told otherwise, as `next start` (not $HOSTNAME, which shells and containers set to their own name).
const hostname = values.hostname
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const app = next({ dev: false, dir: projectRoot, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

// next.config.mjs turns Next's own compression off (`compress: false`): it would wrap the response inside the
// handler, after the rewrite below, which must see the page's text. This one wraps it first, so it compresses what
// the rewrite writes.
const compress = compression()

const server = http.createServer((req, res) => {
  compress(req, res, () => {
    if (isPageRequest(req)) rewriteHtmlResponse(res)
    handle(req, res).catch((error) => {
      console.error(error)
      if (!res.headersSent) {
        res.statusCode = 500
        res.end('Internal Server Error')
      } else res.destroy(error)
    })
  })
})

server.listen(port, hostname, () => {
  console.log(`[serve] ready on http://${hostname ?? 'localhost'}:${port}`)
})

let closing = false
function shutdown(signal) {
  if (closing) return
  closing = true
  // Stop accepting connections and let open requests finish (Node closes idle keep-alive connections), then exit
  // with the signal's code, as `next start` does.
  server.close(() => {
    app
      .close()
      .catch((error) => console.error(error))
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  })
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
