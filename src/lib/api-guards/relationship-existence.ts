import {
  ValidationError,
  type CollectionSlug,
  type CollectionBeforeValidateHook,
  type FlattenedField,
  type GlobalBeforeValidateHook,
  type PayloadRequest,
  type SanitizedConfig,
  type Where,
} from 'payload'

// Payload checks only the type of a relationship or upload id, so an id with no document behind it reached
// PostgreSQL, whose foreign key refused it: a 500. Drafts skip field validation altogether, so this is a
// beforeValidate hook (it runs for drafts too) on every collection and global, checking the ids a save writes.

/** One id a save writes into a relationship or upload field. */
export type WrittenReference = { path: string; relationTo: string; id: unknown }

type Row = Record<string, unknown>
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The id a relationship value names: a bare id, or a populated document's. */
function idOf(value: unknown): unknown {
  return isRow(value) && 'id' in value ? value.id : value
}

function referencesOf(field: FlattenedField & { type: 'relationship' | 'upload' }, value: unknown, path: string) {
  const found: WrittenReference[] = []
  const values = Array.isArray(value) ? value : [value]
  values.forEach((item, index) => {
    const itemPath = Array.isArray(value) ? `${path}.${index}` : path
    if (item === null || item === undefined || item === '') return
    if (Array.isArray(field.relationTo)) {
      // Polymorphic: { relationTo, value }. A wrong shape is left to Payload's own validation.
      if (
        isRow(item) &&
        typeof item.relationTo === 'string' &&
        (field.relationTo as string[]).includes(item.relationTo)
      )
        if (item.value !== null && item.value !== undefined)
          found.push({ path: itemPath, relationTo: item.relationTo, id: idOf(item.value) })
      return
    }
    found.push({ path: itemPath, relationTo: field.relationTo, id: idOf(item) })
  })
  return found
}

/** Every id `data` writes into a relationship or upload field, with its field path (groups, tabs, arrays, blocks). */
export function writtenReferences(fields: FlattenedField[], data: unknown, prefix = ''): WrittenReference[] {
  if (!isRow(data)) return []
  const found: WrittenReference[] = []
  for (const field of fields) {
    if (!('name' in field) || !(field.name in data)) continue
    const value = data[field.name]
    const path = `${prefix}${field.name}`
    switch (field.type) {
      case 'relationship':
      case 'upload':
        found.push(...referencesOf(field, value, path))
        break
      case 'group':
      case 'tab':
        found.push(...writtenReferences(field.flattenedFields, value, `${path}.`))
        break
      case 'array':
        if (Array.isArray(value))
          value.forEach((row, i) => found.push(...writtenReferences(field.flattenedFields, row, `${path}.${i}.`)))
        break
      case 'blocks':
        if (Array.isArray(value))
          value.forEach((row, i) => {
            const block = isRow(row) ? field.blocks.find((b) => b.slug === row.blockType) : undefined
            if (block) found.push(...writtenReferences(block.flattenedFields, row, `${path}.${i}.`))
          })
        break
      default:
        break
    }
  }
  return found
}

const MAX_SERIAL_ID = 2_147_483_647

/** Whether `id` can be an id of a collection whose ids are `idType` (serial integers here, or text). */
export function isWellFormedId(id: unknown, idType: 'number' | 'text'): boolean {
  if (idType === 'text') return typeof id === 'string' && id.length > 0
  const n = typeof id === 'string' && /^\d{1,10}$/.test(id) ? Number(id) : id
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_SERIAL_ID
}

/**
 * Which of `ids` name a document of `collection` (that also matches `where`, when given): existence only, whoever
 * asks (access to the document itself is the field's and the collection's business), in the request's transaction so
 * a document created earlier in it counts.
 */
export async function existingIds(
  req: PayloadRequest,
  collection: CollectionSlug,
  ids: (string | number)[],
  where?: Where,
): Promise<(string | number)[]> {
  const { docs } = await req.payload.find({
    collection,
    where: where ? { and: [{ id: { in: ids } }, where] } : { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    select: {},
    req,
  })
  return docs.map((doc) => doc.id)
}

/** The written ids that name no document (or cannot be an id at all), each with its message. */
async function missingReferences(req: PayloadRequest, references: WrittenReference[]) {
  const { payload } = req
  const errors: { path: string; message: string }[] = []
  const byCollection = new Map<string, WrittenReference[]>()
  for (const reference of references) {
    const collection = payload.collections[reference.relationTo as CollectionSlug]
    const idType = (collection?.customIDType ?? payload.db.defaultIDType) === 'number' ? 'number' : 'text'
    if (!collection || !isWellFormedId(reference.id, idType)) {
      errors.push({ path: reference.path, message: `${JSON.stringify(reference.id)} is not a valid id.` })
      continue
    }
    byCollection.set(reference.relationTo, [...(byCollection.get(reference.relationTo) ?? []), reference])
  }
  for (const [slug, wanted] of byCollection) {
    const ids = [...new Set(wanted.map((r) => String(r.id)))]
    const present = new Set((await existingIds(req, slug as CollectionSlug, ids)).map(String))
    for (const reference of wanted)
      if (!present.has(String(reference.id)))
        errors.push({ path: reference.path, message: `There is no ${slug} document with id ${String(reference.id)}.` })
  }
  return errors
}

async function checkReferences(
  fields: FlattenedField[],
  data: unknown,
  req: PayloadRequest,
  owner: { collection: string } | { global: string },
) {
  const references = writtenReferences(fields, data)
  if (references.length === 0) return
  const errors = await missingReferences(req, references)
  if (errors.length) throw new ValidationError({ ...owner, errors }, req.t)
}

/**
 * Adds the existence check to every collection and global of the built config (Payload's own collections
 * included), so no relationship or upload id a client writes can reach PostgreSQL's foreign keys unchecked.
 */
export function checkRelationshipsExist(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const hook: CollectionBeforeValidateHook = async ({ data, req }) => {
      await checkReferences(collection.flattenedFields, data, req, { collection: collection.slug })
      return data
    }
    collection.hooks = { ...collection.hooks, beforeValidate: [...(collection.hooks?.beforeValidate ?? []), hook] }
  }
  for (const global of config.globals) {
    const hook: GlobalBeforeValidateHook = async ({ data, req }) => {
      await checkReferences(global.flattenedFields, data, req, { global: global.slug })
      return data
    }
    global.hooks = { ...global.hooks, beforeValidate: [...(global.hooks?.beforeValidate ?? []), hook] }
  }
  return config
}
