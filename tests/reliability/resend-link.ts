import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

// The network between the app and (fake) Resend: it can be slow (each answer held back, so e-mail
// jobs stay in flight long enough to be cut off by a kill) or down (the port refuses connections).

export type ResendLink = {
  /** The origin the app uses as RESEND_BASE_URL. */
  url: string
  setDelay: (ms: number) => void
  /** Stops listening: connections are refused until up(). */
  down: () => Promise<void>
  up: () => Promise<void>
  close: () => Promise<void>
}

export async function startResendLink(target: string): Promise<ResendLink> {
  let delayMs = 0
  const sockets = new Set<Socket>()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers[name] = value
      fetch(`${target}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      })
        .then(async (answer) => {
          const body = Buffer.from(await answer.arrayBuffer())
          // The e-mail has been sent (or refused) upstream; the answer is what is held back.
          if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs))
          res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' })
          res.end(body)
        })
        .catch(() => {
          res.writeHead(502)
          res.end()
        })
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  await listen(0)
  const port = (server.address() as AddressInfo).port
  const down = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    })
  return {
    url: `http://127.0.0.1:${port}`,
    setDelay: (ms) => {
      delayMs = ms
    },
    down,
    up: async () => {
      if (!server.listening) await listen(port)
    },
    close: down,
  }
}
