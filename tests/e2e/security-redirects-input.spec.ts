import net from 'node:net'

import { expect, test } from './support/test'

import { staffToken } from './support/public-screens'

// Issue 26 over HTTP against the production build: the preview routes never redirect off the site, file paths the
// disk refuses or Next cannot decode answer 4xx, and an oversized sign-in body is refused with 413.

const HOSTILE_PATHS = [
  '/.//evil.example/x',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2f%2fevil.example',
  '/%5cevil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '//evil.example',
]

/** Where a browser would go from the answer's Location, resolved against the site. */
const destination = (location: string | undefined, baseURL: string) => new URL(location ?? '/', baseURL)

test('leaving the preview never redirects to another site, however the path is spelt', async ({ request, baseURL }) => {
  for (const path of HOSTILE_PATHS) {
    const answer = await request.get(`/api/preview/exit?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
    expect(answer.status(), path).toBeGreaterThanOrEqual(300)
    expect(answer.status(), path).toBeLessThan(400)
    const location = answer.headers().location
    expect(location?.startsWith('//'), `${path} → ${location}`).toBe(false)
    expect(destination(location, baseURL!).host, `${path} → ${location}`).toBe(new URL(baseURL!).host)
  }
})

test("the staff preview link refuses a path that leads off the site and keeps one that doesn't", async ({
  request,
  baseURL,
}) => {
  const headers = { Authorization: `JWT ${await staffToken(request, baseURL!, 'editor')}` }
  for (const path of HOSTILE_PATHS) {
    const answer = await request.get(`/api/preview?path=${encodeURIComponent(path)}`, { maxRedirects: 0, headers })
    expect(answer.status(), path).toBe(404)
  }
  const fine = await request.get(`/api/preview?path=${encodeURIComponent('/a/../blog')}`, { maxRedirects: 0, headers })
  expect(fine.status()).toBe(307)
  expect(fine.headers().location).toBe('/blog')
})

test('file and page paths the disk refuses or Next cannot decode answer 4xx, not 500', async ({ request }) => {
  const expected: Array<[string, number]> = [
    ['/api/media/file/x%00.png', 400],
    ['/api/media/file/..%252f..%252fpackage.json', 404],
    ['/api/media/file/not-here-issue-26.png', 404],
    ['/api/media/file/%E0%A4%A.png', 400],
    ['/images/%E0%A4%A.webp', 400],
    ['/x%E0%A4%A.png', 400],
  ]
  for (const [path, status] of expected) {
    const answer = await request.get(path, { maxRedirects: 0 })
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(status)
  }
  // A well-formed escape passes the proxy to the route: no such file.
  expect((await request.get('/api/media/file/a%20b.png')).status()).toBe(404)
})

/**
 * Sends a request head announcing `announced` bytes of JSON and only the first 64 KB of them, then reads what the
 * server answers: a server that waits for the whole body never answers, one that refuses it by its length does.
 */
function announceLargeBody(baseURL: string, path: string, announced: number): Promise<string> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    let answer = ''
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer to ${path} within 15 s: the body was being read`))
    }, 15_000)
    socket.on('error', () => {}) // the server may close while we write; what it answered is what counts
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(answer)
    }
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (answer.includes('\r\n')) done() // the status line is all we need
    })
    socket.on('close', done)
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${announced}\r\nConnection: close\r\n\r\n`,
    )
    socket.write(Buffer.alloc(64 * 1024, 0x20))
  })
}

test('a 20 MB sign-in body is refused with 413 before it is read', async ({ baseURL }) => {
  for (const collection of ['users', 'supplier-accounts']) {
    const answer = await announceLargeBody(baseURL!, `/api/${collection}/login`, 20 * 1024 * 1024)
    expect(answer.split('\r\n')[0], collection).toMatch(/^HTTP\/1\.1 413 /)
  }
})
