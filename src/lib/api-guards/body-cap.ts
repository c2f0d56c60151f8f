import { MAX_UPLOAD_BYTES } from '@/lib/site/media'
import { MAX_IMPORT_BYTES } from '@/lib/suppliers/import'

// Payload reads a JSON body in full (request.text()) before anything looks at it, so a 20 MB body to a sign-in
// endpoint was read and parsed before being refused. The REST routes refuse a body over these caps with 413:
// by Content-Length before reading a byte, or, without one, as soon as the stream passes the cap.

/** JSON and form bodies (Payload parses JSON whole): far above any document a client saves through REST. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024
/**
 * Any other body: an upload (5 MB, collections/Media.ts), a supplier CSV import (5 MB, multipart or text/csv) or the
 * admin's multipart saves: 5 MB plus 1 MB.
 */
export const MAX_OTHER_BODY_BYTES = Math.max(MAX_UPLOAD_BYTES, MAX_IMPORT_BYTES) + 1024 * 1024

export function bodyCapFor(contentType: string | null): number {
  return /^\s*application\/(json|x-www-form-urlencoded)\s*(;|$)/i.test(contentType ?? '')
    ? MAX_JSON_BODY_BYTES
    : MAX_OTHER_BODY_BYTES
}

const tooLarge = (cap: number) =>
  Response.json(
    { errors: [{ message: `The request body is too large (at most ${Math.floor(cap / 1024)} KB).` }] },
    { status: 413, headers: { 'Cache-Control': 'no-store', Connection: 'close' } },
  )

/** The body read up to `cap` bytes, or null (and the stream cancelled) once it passes the cap. */
async function readCapped(body: ReadableStream<Uint8Array>, cap: number): Promise<Uint8Array | null> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > cap) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const whole = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    whole.set(chunk, at)
    at += chunk.byteLength
  }
  return whole
}

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

/** A REST handler that answers 413 to a body over its cap, never reading more of it than the cap. */
export function withBodyCap<C>(handler: RouteHandler<C>): RouteHandler<C> {
  return async (request, context) => {
    if (!request.body) return handler(request, context)
    const cap = bodyCapFor(request.headers.get('content-type'))
    const declared = request.headers.get('content-length')
    if (declared !== null && /^\d+$/.test(declared.trim())) {
      if (Number(declared) > cap) return tooLarge(cap)
      // Node's server stops the body at its Content-Length, so the body cannot be longer than declared.
      return handler(request, context)
    }
    const body = await readCapped(request.body, cap)
    if (!body) return tooLarge(cap)
    return handler(new Request(request, { body, duplex: 'half' } as RequestInit), context)
  }
}
