import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'

import { GET, PATCH, POST } from '@/app/(payload)/api/[...slug]/route'
import { MAX_JSON_BODY_BYTES } from '@/lib/api-guards/body-cap'
import { clientFaultMessage } from '@/lib/api-guards/database-errors'
import type { Supplier, User } from '@payload-types'

import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// Issue 26: bad input that answered 500 (ids with no document behind them, file names the disk refuses) and bodies
// read in full before refusal. Through the app's own REST route module (src/app/(payload)/api/[...slug]/route.ts).

let payload: Payload
let admin: User
let adminToken: string
let listing: Supplier
let accountToken: string

const NO_SUCH_ID = 2_000_000_000

async function call(
  handler: typeof GET,
  method: string,
  pathname: string,
  init: { body?: BodyInit; headers?: Record<string, string>; token?: string } = {},
) {
  const url = new URL(`http://localhost/api/${pathname}`)
  const headers: Record<string, string> = { ...init.headers }
  if (init.token) headers.authorization = `JWT ${init.token}`
  const request = new Request(url, { method, headers, body: init.body, duplex: 'half' } as RequestInit)
  // Next hands the route its segments decoded.
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const response = await handler(request, { params: Promise.resolve({ slug }) })
  return { status: response.status, text: await response.text() }
}

beforeAll(async () => {
  payload = await testPayload()
  admin = await createStaffUser(payload, 'admin')
  adminToken = (await restLogin('users', admin.email, 'correct-horse-battery-staple')).token!
  listing = await createListing(payload, 'Issue 26 Timber')
  const account = await createSupplierAccount(payload, listing.id)
  accountToken = (await restLogin('supplier-accounts', account.email, TEST_PASSWORD)).token!
}, 120_000)

describe('an id with no document behind it is a 400, and nothing changes', () => {
  it("a supplier account's own listing with a missing image", async () => {
    const before = await payload.findByID({ collection: 'suppliers', id: listing.id, draft: true, depth: 0 })
    const answer = await call(PATCH, 'PATCH', `suppliers/${listing.id}`, {
      token: accountToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ image: NO_SUCH_ID }),
    })
    expect(answer.status, answer.text).toBe(400)
    expect(answer.text).toContain(`There is no media document with id ${NO_SUCH_ID}`)
    expect(JSON.parse(answer.text).errors[0].data.errors[0].path).toBe('image')
    const after = await payload.findByID({ collection: 'suppliers', id: listing.id, draft: true, depth: 0 })
    expect(after.updatedAt).toBe(before.updatedAt)
  })

  it('an admin creating a supplier account for a missing listing', async () => {
    const email = `issue26-${Date.now()}@test.example`
    const answer = await rest('POST', 'supplier-accounts', {
      token: adminToken,
      body: { email, password: TEST_PASSWORD, name: 'Nobody', supplier: NO_SUCH_ID },
    })
    expect(answer.status, answer.text).toBe(400)
    expect(answer.text).toContain(`There is no suppliers document with id ${NO_SUCH_ID}`)
    const { totalDocs } = await payload.count({ collection: 'supplier-accounts', where: { email: { equals: email } } })
    expect(totalDocs).toBe(0)
  })

  it('ids out of the column type, nested in arrays, and in a staff draft', async () => {
    const outOfRange = await rest('PATCH', `suppliers/${listing.id}?draft=true`, {
      token: adminToken,
      body: { category: 99_999_999_999 },
    })
    expect(outOfRange.status, outOfRange.text).toBe(400)
    const nested = await rest('PATCH', `suppliers/${listing.id}`, {
      token: adminToken,
      body: { certifications: [{ name: 'FSC', evidence: NO_SUCH_ID }] },
    })
    expect(nested.status, nested.text).toBe(400)
    expect(JSON.parse(nested.text).errors[0].data.errors[0].path).toBe('certifications.0.evidence')
    // An id with a document behind it still saves.
    const category = typeof listing.category === 'object' ? listing.category.id : listing.category
    const saved = await rest('PATCH', `suppliers/${listing.id}`, { token: adminToken, body: { category } })
    expect(saved.status, saved.text).toBe(200)
  })
})

describe("PostgreSQL's refusals of a client's value are client faults (the net behind the existence check)", () => {
  it('a foreign key naming no row, and an id out of range, from the database adapter itself', async () => {
    // The adapter skips every hook, so PostgreSQL itself refuses these, with the errors REST would have seen.
    const missing = await payload.db
      .updateOne({ collection: 'suppliers', id: listing.id, data: { image: NO_SUCH_ID } })
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(clientFaultMessage(missing)).toBe('A related document does not exist.')
    const outOfRange = await payload.db
      .updateOne({ collection: 'suppliers', id: listing.id, data: { image: 99_999_999_999 } })
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(clientFaultMessage(outOfRange)).toBe('A number is out of range.')
    expect(clientFaultMessage(new Error('connection refused'))).toBeNull()
  })
})

describe('file names the disk refuses are a 4xx', () => {
  it('a NUL, an encoded path and a missing file', async () => {
    const nul = await call(GET, 'GET', 'media/file/x%00.png')
    expect(nul.status, nul.text).toBe(400)
    expect(nul.text).toContain('The file name is not valid.')
    const encoded = await call(GET, 'GET', 'media/file/..%252f..%252fpackage.json')
    expect(encoded.status, encoded.text).toBe(404)
    const missing = await call(GET, 'GET', 'media/file/not-here-issue-26.png')
    expect(missing.status, missing.text).toBe(404)
    const slash = await call(GET, 'GET', 'media/file/a%5Cb.png')
    expect(slash.status, slash.text).toBe(400)
  })
})

describe('request bodies over the cap answer 413 without being read', () => {
  /** A body of `size` bytes that counts what was read of it. */
  function countedBody(size: number) {
    const chunk = new Uint8Array(64 * 1024).fill(0x20)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= size) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    return { stream, read: () => sent }
  }

  for (const collection of ['users', 'supplier-accounts']) {
    it(`POST /api/${collection}/login with 20 MB of JSON`, async () => {
      const size = 20 * 1024 * 1024
      const declared = countedBody(size)
      const withLength = await call(POST, 'POST', `${collection}/login`, {
        headers: { 'content-type': 'application/json', 'content-length': String(size) },
        body: declared.stream,
      })
      expect(withLength.status, withLength.text).toBe(413)
      expect(declared.read()).toBeLessThanOrEqual(2 * 64 * 1024)

      const undeclared = countedBody(size)
      const withoutLength = await call(POST, 'POST', `${collection}/login`, {
        headers: { 'content-type': 'application/json' },
        body: undeclared.stream,
      })
      expect(withoutLength.status, withoutLength.text).toBe(413)
      expect(undeclared.read()).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES + 3 * 64 * 1024)
    })
  }

  it('a body under the cap still signs in', async () => {
    const body = JSON.stringify({ email: admin.email, password: 'correct-horse-battery-staple' })
    const answer = await call(POST, 'POST', 'users/login', {
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      body,
    })
    expect(answer.status, answer.text).toBe(200)
    const chunked = await call(POST, 'POST', 'users/login', {
      headers: { 'content-type': 'application/json' },
      body: new Blob([body]).stream(),
    })
    expect(chunked.status, chunked.text).toBe(200)
  })
})
