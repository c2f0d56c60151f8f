import fs from 'node:fs'
import path from 'node:path'

import type { Endpoint, PayloadHandler, SanitizedConfig } from 'payload'

// GET /api/<upload collection>/file/<name>: Payload passed any name to the file system, so a NUL (`x%00.png`)
// failed with a 500, and a name with no file behind it (`..%252f..%252fpackage.json`, `nothere.png`) answered
// Payload's "Something went wrong." with a 500 too. Both are the client's mistake.

const json = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

// What sanitize-filename (Payload's own, for every stored name) never leaves in a name.
const NEVER_IN_A_STORED_NAME = /[\u0000-\u001f\u0080-\u009f/\\?<>:*|"]/

/** Whether `name` could be the name of a file Payload stored (anything else names no file of ours). */
export function isStorableFilename(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || Buffer.byteLength(name) > 255) return false
  if (name === '.' || name === '..' || /[. ]$/.test(name)) return false
  return !NEVER_IN_A_STORED_NAME.test(name)
}

function guardedFileHandler(original: PayloadHandler, staticDir: string | undefined): PayloadHandler {
  return async (req) => {
    const filename = req.routeParams?.filename
    if (!isStorableFilename(filename)) return json(400, 'The file name is not valid.')
    const response = await original(req)
    // Payload answers a file missing from its local directory with a 500 (after the access check, so this tells
    // no more than its 403 would): no such file is a 404. With object storage the store's handler answers itself.
    if (response.status === 500 && staticDir && !fs.existsSync(path.resolve(staticDir, filename)))
      return json(404, 'Not Found')
    return response
  }
}

/** Puts the check in front of every upload collection's file endpoint (run on the built config). */
export function guardUploadFileReads(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const upload = collection.upload
    if (!upload || !Array.isArray(collection.endpoints)) continue
    const local = upload.disableLocalStorage ? undefined : (upload.staticDir ?? collection.slug)
    collection.endpoints = collection.endpoints.map((endpoint): Endpoint =>
      endpoint.method === 'get' && endpoint.path === '/file/:filename'
        ? { ...endpoint, handler: guardedFileHandler(endpoint.handler, local) }
        : endpoint,
    )
  }
  return config
}
