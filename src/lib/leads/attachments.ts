import fs from 'node:fs/promises'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { typesText, LEAD_ATTACHMENT_TYPES, type UploadedFile } from '@/lib/leads/attachment-rules'
import { payloadRefusal } from '@/lib/platform/payload-refusal'
import { hashErasureToken, isWellFormedErasureToken } from '@/lib/leads/erasure-token'
import { runSql } from '@/lib/platform/db'

// The private files of a lead's two parties (issue 33): stored by our server code after the checks of
// attachment-rules.ts, opened only by the enquirer (their link's token) or the connection's supplier (its account).

/** A file Payload itself refused (its content read as another type): the message names the file. */
export class AttachmentRefused extends Error {}

/** Stores one checked file in the private collection, in the caller's transaction; its id. */
export async function storeAttachment(
  req: PayloadRequest,
  a: { leadId: number; connectionId: number; sentBy: 'supplier' | 'enquirer'; file: UploadedFile },
): Promise<number> {
  try {
    return await createAttachment(req, a)
  } catch (error) {
    if (payloadRefusal(error)?.status !== 400) throw error
    throw new AttachmentRefused(`“${a.file.name}” is not a file we accept here (${typesText(LEAD_ATTACHMENT_TYPES)}).`)
  }
}

async function createAttachment(
  req: PayloadRequest,
  a: { leadId: number; connectionId: number; sentBy: 'supplier' | 'enquirer'; file: UploadedFile },
): Promise<number> {
  const doc = await req.payload.create({
    collection: 'lead-attachments',
    data: { lead: a.leadId, connection: a.connectionId, sentBy: a.sentBy },
    file: { data: a.file.data, mimetype: a.file.type, name: a.file.name, size: a.file.size },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return doc.id
}

export type AttachmentReader = { enquirerToken?: string | null; supplierId?: number | null }

type AttachmentRow = { id: number; filename: string; mime_type: string; lead_id: number; supplier_id: number }

/**
 * The attachment if the one asking is one of its lead's two parties: the enquirer (the token of their link, while the
 * enquiry is not erased) or the supplier of its connection (its account's listing). Undefined otherwise, the same
 * answer as an attachment that does not exist.
 */
export async function attachmentFor(
  payload: Payload,
  id: number,
  who: AttachmentReader,
): Promise<AttachmentRow | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined
  const { rows } = await runSql(
    payload,
    sql`select a.id, a.filename, a.mime_type, a.lead_id, c.supplier_id, l.erasure_token_hash, l.anonymised_at
        from lead_attachments a join lead_connections c on c.id = a.connection_id join leads l on l.id = a.lead_id
        where a.id = ${id}`,
  )
  const row = rows[0] as (AttachmentRow & { erasure_token_hash: string | null; anonymised_at: unknown }) | undefined
  if (!row) return undefined
  const enquirer =
    isWellFormedErasureToken(who.enquirerToken) &&
    row.anonymised_at === null &&
    row.erasure_token_hash === hashErasureToken(who.enquirerToken)
  const supplier = typeof who.supplierId === 'number' && who.supplierId === row.supplier_id
  return enquirer || supplier ? row : undefined
}

/** The file's bytes as a Response body: object storage's handler when S3 is on, the private folder otherwise. */
export async function attachmentResponse(payload: Payload, row: AttachmentRow): Promise<Response> {
  const collection = payload.collections['lead-attachments'].config
  const headers = new Headers({
    'Content-Type': row.mime_type,
    'Content-Disposition': `attachment; filename="${row.filename.replace(/[^\w.-]/g, '_')}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  })
  for (const handler of collection.upload?.handlers ?? []) {
    const req = await createLocalReq({}, payload)
    const answer = await handler(req, {
      doc: row as never,
      headers: new Headers(),
      params: { collection: 'lead-attachments', filename: row.filename },
    })
    if (answer instanceof Response) {
      if (!answer.ok) return new Response('Not found', { status: 404 })
      return new Response(answer.body, { status: 200, headers })
    }
  }
  const dir = path.resolve(collection.upload?.staticDir || 'lead-attachments')
  const file = path.resolve(dir, row.filename)
  if (!file.startsWith(dir + path.sep)) return new Response('Not found', { status: 404 })
  try {
    return new Response(new Uint8Array(await fs.readFile(file)), { status: 200, headers })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}

/**
 * Deletes the files of the leads given, theirs and those sent to them (a quote's PDF may name them and their site):
 * erasure and retention. The quotes keep their figures; their link to a deleted file becomes empty.
 */
export async function deleteLeadAttachments(payload: Payload, leadIds: readonly number[], req?: PayloadRequest) {
  if (leadIds.length === 0) return 0
  const { docs } = await payload.find({
    collection: 'lead-attachments',
    where: { lead: { in: [...leadIds] } },
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { sentBy: true },
    ...(req ? { req } : {}),
  })
  for (const d of docs)
    await payload.delete({ collection: 'lead-attachments', id: d.id, overrideAccess: true, ...(req ? { req } : {}) })
  return docs.length
}
