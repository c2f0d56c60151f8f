// Counts the SQL statements the app sends to PostgreSQL: a TCP relay on the app's connections only (so the bench's
// own probes are not counted) that reads the client side of the wire protocol and passes every byte on unchanged.
import net from 'node:net'
import { Transform } from 'node:stream'

const SSL_REQUEST = 80877103
const GSSENC_REQUEST = 80877104
const CANCEL_REQUEST = 80877102
/** Message types whose body the counter reads; every other message is skipped unread. */
const READ_TYPES = new Set(['Q', 'P', 'B', 'E'])

/** Reads a NUL-terminated string at `offset`; returns it and the offset after the NUL. */
function cString(buffer, offset) {
  const end = buffer.indexOf(0, offset)
  const stop = end === -1 ? buffer.length : end
  return { value: buffer.toString('utf8', offset, stop), next: stop + 1 }
}

/**
 * An incremental parser of the client-to-server byte stream. Calls `onStatement(sql)` once per
 * statement run: per simple Query message and per Execute of an extended-protocol portal (with
 * the text of the statement the portal was bound from).
 */
export function createFrontendParser(onStatement) {
  let pending = Buffer.alloc(0)
  let startup = true
  let opaque = false
  let skip = 0
  const statements = new Map()
  const portals = new Map()

  function handle(type, body) {
    if (type === 'Q') {
      onStatement(cString(body, 0).value)
    } else if (type === 'P') {
      const name = cString(body, 0)
      statements.set(name.value, cString(body, name.next).value)
    } else if (type === 'B') {
      const portal = cString(body, 0)
      const statement = cString(body, portal.next)
      portals.set(portal.value, statements.get(statement.value) ?? '')
    } else if (type === 'E') {
      const portal = cString(body, 0).value
      onStatement(portals.get(portal) ?? '')
    }
  }

  return {
    push(chunk) {
      if (opaque) return
      let data = chunk
      if (skip > 0) {
        const n = Math.min(skip, data.length)
        skip -= n
        data = data.subarray(n)
        if (data.length === 0) return
      }
      pending = pending.length ? Buffer.concat([pending, data]) : data
      for (;;) {
        if (startup) {
          if (pending.length < 8) return
          const length = pending.readInt32BE(0)
          if (pending.length < length) return
          const code = pending.readInt32BE(4)
          pending = pending.subarray(length)
          // SSL/GSS negotiation: the real startup message follows (or the stream becomes encrypted).
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) continue
          if (code === CANCEL_REQUEST) {
            opaque = true
            return
          }
          startup = false
          continue
        }
        if (pending.length < 5) return
        const type = String.fromCharCode(pending[0])
        const length = pending.readInt32BE(1)
        const total = 1 + length
        if (!READ_TYPES.has(type)) {
          if (pending.length >= total) {
            pending = pending.subarray(total)
            continue
          }
          skip = total - pending.length
          pending = Buffer.alloc(0)
          return
        }
        if (pending.length < total) return
        handle(type, pending.subarray(5, total))
        pending = pending.subarray(total)
      }
    },
    /** The stream switched to TLS: nothing more can be read. */
    markOpaque() {
      opaque = true
    },
  }
}

const CONTROL = /^\s*(begin|start\s+transaction|commit|end|rollback|savepoint|release|set\s|show\s|discard\s)/i

/**
 * What a statement is: transaction control, the job runner's polling of its queue (which runs
 * every minute whatever the visitors do), or a query.
 */
export function classifyStatement(sql) {
  if (!sql.trim() || CONTROL.test(sql)) return 'control'
  // The job runner's polling and its once-a-minute stats (payload_jobs_stats) are not page views.
  if (/\bpayload_jobs(_stats)?\b/i.test(sql)) return 'jobs'
  return 'query'
}

/** The first table a statement reads or writes, for the report ('?' when none is named). */
export function tableOf(sql) {
  const match = /\b(?:from|into|update)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(sql)
  return match ? match[1] : '?'
}

export function emptyCounts() {
  return { queries: 0, control: 0, jobs: 0, byTable: {} }
}

/** Counts in `after` that were not yet in `before`. */
export function diffCounts(before, after) {
  const byTable = {}
  for (const [table, n] of Object.entries(after.byTable)) {
    const delta = n - (before.byTable[table] ?? 0)
    if (delta > 0) byTable[table] = delta
  }
  return {
    queries: after.queries - before.queries,
    control: after.control - before.control,
    jobs: after.jobs - before.jobs,
    byTable,
  }
}

/** Starts the relay on a free local port, forwarding to the PostgreSQL server at host:port. */
export async function startQueryCounter(target) {
  const counts = emptyCounts()
  const record = (sql) => {
    const kind = classifyStatement(sql)
    if (kind === 'control') counts.control += 1
    else if (kind === 'jobs') counts.jobs += 1
    else {
      counts.queries += 1
      const table = tableOf(sql)
      counts.byTable[table] = (counts.byTable[table] ?? 0) + 1
    }
  }
  const sockets = new Set()
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host)
    sockets.add(client)
    sockets.add(upstream)
    const parser = createFrontendParser(record)
    let awaitingSslAnswer = false
    const observer = new Transform({
      transform(chunk, _encoding, callback) {
        // An SSLRequest is exactly 8 bytes; the server's one-byte answer decides what follows.
        if (chunk.length >= 8 && chunk.readInt32BE(0) === 8 && chunk.readInt32BE(4) === SSL_REQUEST)
          awaitingSslAnswer = true
        parser.push(chunk)
        callback(null, chunk)
      },
    })
    upstream.once('data', (first) => {
      if (awaitingSslAnswer && first[0] === 'S'.charCodeAt(0)) parser.markOpaque()
    })
    const close = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('error', close).on('close', close)
    upstream.on('error', close).on('close', close)
    client.pipe(observer).pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve(undefined))
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    snapshot: () => ({ ...counts, byTable: { ...counts.byTable } }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve(undefined))
      }),
  }
}
