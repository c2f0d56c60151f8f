import config from '@payload-config'
import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  CERTIFICATION_TYPE_FIELDS,
  CERTIFICATION_TYPES_SLUG,
  SCORE_CHANGE_FIELDS,
  SCORE_CHANGES_SLUG,
} from '@/lib/eco-score/read'

// src/lib/eco-score/read.ts reads two collections of the recomputation's side by slug and field names: the
// certification types /eco-score lists and the score history the portal shows. Until the config has them with those
// names the pages say the list is unavailable; this test is where that is loud.

const sanitized = await config

function fieldsOf(slug: string): FlattenedField[] | null {
  return sanitized.collections.find((c) => c.slug === slug)?.flattenedFields ?? null
}

const names = (fields: FlattenedField[] | null) => new Set((fields ?? []).map((f) => f.name))

describe('the collections the Eco-Score pages read by name', () => {
  it(`has '${CERTIFICATION_TYPES_SLUG}' with the fields /eco-score and the portal read`, () => {
    const fields = fieldsOf(CERTIFICATION_TYPES_SLUG)
    expect(fields, `no '${CERTIFICATION_TYPES_SLUG}' collection in the config`).not.toBeNull()
    expect([...names(fields)]).toEqual(expect.arrayContaining(Object.values(CERTIFICATION_TYPE_FIELDS)))
    expect(fields!.find((f) => f.name === CERTIFICATION_TYPE_FIELDS.points)?.type).toBe('number')
  })

  it(`has '${SCORE_CHANGES_SLUG}' with the fields the portal's history reads`, () => {
    const fields = fieldsOf(SCORE_CHANGES_SLUG)
    expect(fields, `no '${SCORE_CHANGES_SLUG}' collection in the config`).not.toBeNull()
    expect([...names(fields)]).toEqual(expect.arrayContaining(Object.values(SCORE_CHANGE_FIELDS)))
    const supplier = fields!.find((f) => f.name === SCORE_CHANGE_FIELDS.supplier)
    expect(supplier && 'relationTo' in supplier ? supplier.relationTo : null).toBe('suppliers')
  })
})
