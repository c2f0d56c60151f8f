// A local stand-in for an S3-compatible object store (path-style addressing: /<bucket>/<key>), for the cluster test:
// the objects Payload's S3 storage adapter writes, reads (whole or by Range), heads and deletes, kept in memory.
// Requests must be signed with the test's access key (the signature itself is not checked). Multipart uploads
// (files over 50 MB for the adapter) answer 501. GET /__objects lists what is stored.
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type StoredObject = { body: Buffer; contentType: string; etag: string; lastModified: Date }

export type FakeS3 = {
  /** The endpoint to use as S3_ENDPOINT. */
  url: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  objects: Map<string, StoredObject>
  /** Requests received per method (PUT, GET, HEAD, DELETE, POST). */
  counts: Record<string, number>
  close: () => Promise<void>
}

const xml = (res: http.ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'Content-Type': 'application/xml' })
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`)
}

const s3Error = (res: http.ServerResponse, status: number, code: string, message: string) =>
  xml(res, status, `<Error><Code>${code}</Code><Message>${message}</Message></Error>`)

/** The payload of an `aws-chunked` body: `<hex size>[;chunk-signature=...]\r\n<data>\r\n` ... `0\r\n<trailers>`. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at)
    if (lineEnd < 0) break
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0], 16)
    if (!Number.isFinite(size) || size === 0) break
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

export async function startFakeS3({ port = 0, bucket = 'ecobuild-media' } = {}): Promise<FakeS3> {
  const accessKeyId = 'FAKES3ACCESSKEY'
  const secretAccessKey = 'fake-s3-secret-key'
  const objects = new Map<string, StoredObject>()
  const counts: Record<string, number> = {}
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const method = req.method ?? 'GET'
      const url = new URL(req.url ?? '/', 'http://fake-s3')
      if (url.pathname === '/__objects') {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify([...objects.keys()]))
        return
      }
      counts[method] = (counts[method] ?? 0) + 1
      if (!(req.headers.authorization ?? '').includes(`Credential=${accessKeyId}/`))
        return s3Error(res, 403, 'InvalidAccessKeyId', 'The access key does not exist.')
      const [, bucketName, ...keyParts] = url.pathname.split('/')
      if (bucketName !== bucket) return s3Error(res, 404, 'NoSuchBucket', 'The bucket does not exist.')
      const key = decodeURIComponent(keyParts.join('/'))
      const raw = Buffer.concat(chunks)

      if (method === 'POST' && url.searchParams.has('delete')) {
        const keys = [...raw.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => unescapeXml(m[1]))
        for (const k of keys) objects.delete(k)
        return xml(
          res,
          200,
          `<DeleteResult>${keys.map((k) => `<Deleted><Key>${k}</Key></Deleted>`).join('')}</DeleteResult>`,
        )
      }
      if (!key) return s3Error(res, 501, 'NotImplemented', 'Only object operations are supported.')
      if (url.searchParams.has('uploads') || url.searchParams.has('uploadId'))
        return s3Error(res, 501, 'NotImplemented', 'Multipart uploads are not supported by this fake.')

      if (method === 'PUT') {
        const encoding = String(req.headers['content-encoding'] ?? '')
        const chunked = encoding.includes('aws-chunked') || req.headers['x-amz-decoded-content-length'] !== undefined
        const body = chunked ? decodeAwsChunked(raw) : raw
        const etag = `"${createHash('md5').update(body).digest('hex')}"`
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          etag,
          lastModified: new Date(),
        })
        res.writeHead(200, { ETag: etag })
        res.end()
        return
      }
      if (method === 'DELETE') {
        objects.delete(key)
        res.writeHead(204)
        res.end()
        return
      }
      if (method === 'GET' || method === 'HEAD') {
        const object = objects.get(key)
        if (!object) {
          if (method === 'HEAD') {
            res.writeHead(404)
            res.end()
            return
          }
          return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.')
        }
        const headers: Record<string, string | number> = {
          'Content-Type': object.contentType,
          ETag: object.etag,
          'Last-Modified': object.lastModified.toUTCString(),
          'Accept-Ranges': 'bytes',
        }
        const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''))
        let body = object.body
        let status = 200
        if (range && method === 'GET') {
          const size = object.body.length
          const start = range[1] ? Number(range[1]) : size - Number(range[2])
          const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
          body = object.body.subarray(start, end + 1)
          status = 206
          headers['Content-Range'] = `bytes ${start}-${end}/${size}`
        }
        headers['Content-Length'] = body.length
        res.writeHead(status, headers)
        res.end(method === 'HEAD' ? undefined : body)
        return
      }
      s3Error(res, 405, 'MethodNotAllowed', `${method} is not supported.`)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${bound}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
