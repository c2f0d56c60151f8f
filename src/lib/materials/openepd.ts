import { z } from 'zod'

import { csvCell } from '@/lib/csv'
import {
  type DataTypeCode,
  type DeclaredUnitCode,
  type Epd,
  type FieldError,
  type GwpModule,
  type StandardCode,
  GWP_MODULES,
  checkEpd,
  dataTypeLabel,
  declaredUnitLabel,
  epdExpiredText,
  formatDeclaredUnit,
  hasEpd,
  isEpdExpired,
  isIsoDay,
  standardLabel,
} from '@/lib/materials/epd'
import { type MaterialType, gwpA1A3PerOwnUnit } from '@/lib/materials/compare'

// openEPD in and out (issue 30). openEPD is the open JSON format Building Transparency's EC3 exports; its reference
// model is the Python package in the cchangelabs/openepd repository (model/declaration.py, epd.py, lcia.py, ...).
// This is our own reading of the subset a product holds, not a port of it:
//
// | our field                 | openEPD                                                                          |
// | ------------------------- | -------------------------------------------------------------------------------- |
// | name, description         | product_name, product_description (name, description on average datasets)         |
// | declaredUnit              | declared_unit {qty, unit}: m2, m3, kg, t, m, item (piece)                       |
// | massPerDeclaredUnit       | kg_per_declared_unit {qty, unit}: kg, t or g, stored in kg                        |
// | registrationNumber        | program_operator_doc_id                                                          |
// | programmeOperator         | program_operator.name                                                            |
// | pcr                       | pcr.name, pcr.version                                                            |
// | standard                  | compliance[]: the first naming EN 15804+A2, EN 15804+A1 or ISO 21930; else other |
// | verifier                  | third_party_verifier.name (else third_party_verifier_name)                       |
// | issuedOn, validUntil      | date_of_issue, valid_until: the date as written (the day before any 'T')         |
// | dataType                  | doctype openIndustryEpd: industry average; openGenericEstimate: generic;         |
// |                           | openEPD: manufacturer average when ec3.product_specific is false, else specific |
// | documentUrl               | attachments.EPD (the EPD document), else declaration_url                         |
// | gwp.*                     | impacts[method].gwp.A1A2A3 (else A1+A2+A3), A4, A5, C1..C4, D: kgCO2e (t, g too) |
// | biogenicCarbonA1A3        | impacts[method]['gwp-biogenic'].A1A2A3; else kg_C_biogenic_per_declared_unit as  |
// |                           | −44/12 kg CO2e per kg C (the model's own rule for A1–A3)                         |
// | serviceLifeYears          | product_service_life_years                                                       |
// | plantLocation             | plants[0].location.address (else plants[0].address), or ext.ecobuild             |
// | recycledContent           | ext.ecobuild.recycled_content_percent (openEPD has no field for it)              |
//
// With several LCIA methods the one the standard prescribes is read (EF 3.x for +A2, CML for +A1, TRACI for ISO
// 21930), else the first with a GWP for A1–A3. Export writes the figures under 'Unknown LCIA' (we do not hold the
// method) and imports back to the same figures.

export const OPENEPD_VERSION = '0.1'

/** The namespace of our own fields in openEPD's extension point (`ext`). */
export const OPENEPD_EXT = 'ecobuild'

export type ProductDraft = { name: string; description: string | null; epd: Epd }

export type ImportResult = { ok: true; draft: ProductDraft } | { ok: false; errors: FieldError[] }

export const PRODUCT_NAME_MAX = 200
export const PRODUCT_DESCRIPTION_MAX = 2000

const DOCTYPES: Record<string, 'epd' | 'industry' | 'generic'> = {
  openepd: 'epd',
  openindustryepd: 'industry',
  opengenericestimate: 'generic',
}

const UNIT_ALIASES: Record<string, DeclaredUnitCode> = {
  m2: 'm2',
  'm²': 'm2',
  'm^2': 'm2',
  sqm: 'm2',
  m3: 'm3',
  'm³': 'm3',
  'm^3': 'm3',
  kg: 'kg',
  t: 't',
  tonne: 't',
  tonnes: 't',
  m: 'm',
  item: 'piece',
  items: 'piece',
  piece: 'piece',
  pieces: 'piece',
  pcs: 'piece',
}

const OPENEPD_UNIT: Record<DeclaredUnitCode, string> = { m2: 'm2', m3: 'm3', kg: 'kg', t: 't', m: 'm', piece: 'item' }

const MASS_KG: Record<string, number> = { kg: 1, t: 1000, tonne: 1000, g: 0.001 }

// kgCO2e, kg CO2e, kgCO2eq, kg CO2-eq, and the same in t or g.
const GWP_UNIT = /^(k?g|t)\s*co2\s*-?\s*e(q)?\.?$/i
const GWP_UNIT_KG: Record<string, number> = { kg: 1, t: 1000, g: 0.001 }

const STAGE_KEYS: Record<Exclude<GwpModule, 'a1a3'>, string> = {
  a4: 'A4',
  a5: 'A5',
  c1: 'C1',
  c2: 'C2',
  c3: 'C3',
  c4: 'C4',
  d: 'D',
}

const METHODS_BY_STANDARD: Record<StandardCode, string[]> = {
  'en15804-a2': ['EF 3.1', 'EF 3.0', 'EF 2.0'],
  'en15804-a1': ['CML 2016', 'CML 2012', 'CML 2007', 'CML 2001'],
  iso21930: ['TRACI 2.1', 'TRACI 2.2', 'IPCC AR5', 'IPCC AR6'],
  other: [],
}

const EXPORT_METHOD = 'Unknown LCIA'

/** kg CO2e of A1–A3 per kg of biogenic carbon stored in the product (CO2's molar mass over carbon's: 44/12). */
export const CO2E_PER_KG_BIOGENIC_C = -44 / 12

/** x times a unit factor, without binary noise (0.0011 t × 1000 is 1.1 kg, not 1.1000000000000001). */
const scaled = (value: number, factor: number) => (factor === 1 ? value : Number((value * factor).toPrecision(12)))

// ---- The subset of openEPD we read, as our own zod schema -------------------------------------------------------

const num = (label: string) =>
  z.number({ error: `${label} must be a number.` }).refine(Number.isFinite, `${label} must be a number.`)
const text = (label: string) => z.string({ error: `${label} must be text.` })
const maybe = <T extends z.ZodType>(schema: T) => schema.nullish()

const amount = (label: string) =>
  z.object(
    { qty: maybe(num(`${label}.qty`)), unit: maybe(text(`${label}.unit`)) },
    { error: `${label} must be an object such as {"qty": 1, "unit": "m3"}.` },
  )

const named = (label: string) =>
  z.object({ name: maybe(text(`${label}.name`)) }, { error: `${label} must be an object with a name.` })

const openEpdSubset = z.object(
  {
    doctype: maybe(text('doctype')),
    product_name: maybe(text('product_name')),
    name: maybe(text('name')),
    product_description: maybe(text('product_description')),
    description: maybe(text('description')),
    declared_unit: maybe(amount('declared_unit')),
    kg_per_declared_unit: maybe(amount('kg_per_declared_unit')),
    date_of_issue: maybe(text('date_of_issue')),
    valid_until: maybe(text('valid_until')),
    pcr: maybe(
      z.object(
        {
          name: maybe(text('pcr.name')),
          short_name: maybe(text('pcr.short_name')),
          version: maybe(text('pcr.version')),
        },
        { error: 'pcr must be an object with a name and a version.' },
      ),
    ),
    program_operator: maybe(named('program_operator')),
    program_operator_doc_id: maybe(text('program_operator_doc_id')),
    third_party_verifier: maybe(named('third_party_verifier')),
    third_party_verifier_name: maybe(text('third_party_verifier_name')),
    compliance: maybe(
      z.array(
        z.object(
          { short_name: maybe(text("A standard's short_name")), name: maybe(text("A standard's name")) },
          { error: 'Each compliance entry must be an object with a short_name or name.' },
        ),
        { error: 'compliance must be a list of standards.' },
      ),
    ),
    impacts: maybe(
      z.record(
        z.string(),
        z.record(z.string(), z.unknown(), { error: 'Each LCIA method in impacts must map impact names to stages.' }),
        { error: 'impacts must be an object of LCIA methods, such as {"EF 3.1": {"gwp": {...}}}.' },
      ),
    ),
    kg_C_biogenic_per_declared_unit: maybe(amount('kg_C_biogenic_per_declared_unit')),
    product_service_life_years: maybe(num('product_service_life_years')),
    declaration_url: maybe(text('declaration_url')),
    attachments: maybe(
      z.object(
        { EPD: maybe(text('attachments.EPD (the link to the EPD document)')) },
        { error: 'attachments must be an object of links, such as {"EPD": "https://…/epd.pdf"}.' },
      ),
    ),
    plants: maybe(
      z.array(
        z.object(
          {
            address: maybe(text("A plant's address")),
            location: maybe(z.object({ address: maybe(text("A plant location's address")) })),
          },
          { error: 'Each plant must be an object.' },
        ),
        { error: 'plants must be a list.' },
      ),
    ),
    ec3: maybe(
      z.object({
        product_specific: maybe(z.boolean({ error: 'ec3.product_specific must be true or false.' })),
      }),
    ),
    ext: maybe(
      z.object(
        {
          [OPENEPD_EXT]: maybe(
            z.object(
              {
                recycled_content_percent: maybe(num('ext.ecobuild.recycled_content_percent')),
                plant_location: maybe(text('ext.ecobuild.plant_location')),
              },
              { error: 'ext.ecobuild must be an object.' },
            ),
          ),
        },
        { error: 'ext must be an object.' },
      ),
    ),
  },
  { error: 'The document must be a JSON object (an openEPD document).' },
)

type Subset = z.output<typeof openEpdSubset>

// ---- Import ---------------------------------------------------------------------------------------------------

/** Our EPD fields, and the openEPD field each error is reported under unless the reading says otherwise. */
const SOURCE_FIELD: Record<string, string> = {
  declaredUnit: 'declared_unit',
  'declaredUnit.quantity': 'declared_unit.qty',
  'declaredUnit.unit': 'declared_unit.unit',
  massPerDeclaredUnit: 'kg_per_declared_unit.qty',
  registrationNumber: 'program_operator_doc_id',
  programmeOperator: 'program_operator.name',
  pcr: 'pcr',
  'pcr.name': 'pcr.name',
  'pcr.version': 'pcr.version',
  standard: 'compliance',
  verifier: 'third_party_verifier.name',
  issuedOn: 'date_of_issue',
  validUntil: 'valid_until',
  dataType: 'doctype',
  documentUrl: 'attachments.EPD',
  gwp: 'impacts',
  serviceLifeYears: 'product_service_life_years',
  recycledContent: `ext.${OPENEPD_EXT}.recycled_content_percent`,
  plantLocation: 'plants.0.location.address',
  biogenicCarbonA1A3: 'kg_C_biogenic_per_declared_unit',
}

class Reading {
  readonly errors = new Map<string, string>()
  /** Our fields already reported by the reading (their schema messages would repeat it). */
  readonly failed = new Set<string>()
  readonly sources = new Map<string, string>()

  fail(ourField: string, openEpdField: string, message: string) {
    this.failed.add(ourField)
    if (!this.errors.has(openEpdField)) this.errors.set(openEpdField, message)
  }
}

const present = (v: string | null | undefined): string | null =>
  v === null || v === undefined || v.trim() === '' ? null : v.trim()

/** 'YYYY-MM-DD' from an openEPD date or datetime, the date as written; undefined when it is not one. */
function dayOf(value: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim())
  return match && isIsoDay(match[1]) ? match[1] : undefined
}

function readDeclaredUnit(doc: Subset, r: Reading) {
  const du = doc.declared_unit
  if (!du || (du.qty == null && present(du.unit) === null)) {
    r.fail(
      'declaredUnit',
      'declared_unit',
      'The declared unit is missing: add declared_unit, such as {"qty": 1, "unit": "m3"}.',
    )
    return undefined
  }
  const unitText = present(du.unit)
  const unit = unitText === null ? undefined : UNIT_ALIASES[unitText.toLowerCase()]
  if (unitText === null)
    r.fail('declaredUnit', 'declared_unit.unit', 'The declared unit has no unit: use m2, m3, kg, t, m or item.')
  else if (!unit) {
    r.fail(
      'declaredUnit',
      'declared_unit.unit',
      `The declared unit '${unitText}' is not one we compare: use m2, m3, kg, t, m or item.`,
    )
  }
  if (du.qty == null) r.fail('declaredUnit', 'declared_unit.qty', 'The declared unit has no quantity (qty), such as 1.')
  return { quantity: du.qty ?? undefined, unit }
}

function readMass(doc: Subset, r: Reading): number | null | undefined {
  const mass = doc.kg_per_declared_unit
  if (!mass || mass.qty == null) return null
  const unit = (present(mass.unit) ?? 'kg').toLowerCase()
  const factor = MASS_KG[unit]
  if (factor === undefined) {
    r.fail(
      'massPerDeclaredUnit',
      'kg_per_declared_unit.unit',
      `The mass per declared unit is in '${mass.unit}': use kg, t or g.`,
    )
    return undefined
  }
  if (mass.qty <= 0) {
    r.fail(
      'massPerDeclaredUnit',
      'kg_per_declared_unit.qty',
      `The mass per declared unit must be greater than 0 kg, not ${mass.qty}.`,
    )
    return undefined
  }
  return scaled(mass.qty, factor)
}

function readStandard(doc: Subset, r: Reading): StandardCode | undefined {
  const entries = doc.compliance ?? []
  if (entries.length === 0) {
    r.fail(
      'standard',
      'compliance',
      'The document names no standard: add compliance, such as [{"short_name": "EN 15804+A2"}].',
    )
    return undefined
  }
  for (const entry of entries) {
    const label = `${entry.short_name ?? ''} ${entry.name ?? ''}`.toUpperCase().replace(/\s+/g, '')
    if (label.includes('15804') && label.includes('A2')) return 'en15804-a2'
    if (label.includes('15804') && label.includes('A1')) return 'en15804-a1'
    if (label.includes('21930')) return 'iso21930'
  }
  return 'other'
}

function readDataType(doc: Subset, r: Reading): DataTypeCode | undefined {
  const kind = DOCTYPES[(present(doc.doctype) ?? 'openEPD').toLowerCase()]
  if (!kind) {
    r.fail(
      'dataType',
      'doctype',
      `The doctype '${doc.doctype}' is not an EPD: use openEPD, openIndustryEpd or openGenericEstimate.`,
    )
    return undefined
  }
  if (kind === 'industry') return 'industry-average'
  if (kind === 'generic') return 'generic'
  return doc.ec3?.product_specific === false ? 'manufacturer-average' : 'product-specific'
}

type Measured = { value: number } | { error: string } | null

/** One stage of a scope set in kg CO2e: null when absent. */
function measurement(stages: Record<string, unknown>, key: string, path: string): Measured {
  const m = stages[key]
  if (m === undefined || m === null) return null
  if (
    typeof m !== 'object' ||
    typeof (m as { mean?: unknown }).mean !== 'number' ||
    !Number.isFinite((m as { mean: number }).mean)
  ) {
    return { error: `${path} must be an object such as {"mean": 12.3, "unit": "kgCO2e"}.` }
  }
  const { mean, unit } = m as { mean: number; unit?: unknown }
  const match = typeof unit === 'string' ? GWP_UNIT.exec(unit.trim()) : null
  if (!match) {
    return {
      error:
        typeof unit === 'string'
          ? `${path} is in '${unit}': only kgCO2e (or tCO2e, gCO2e) can be read.`
          : `${path} has no unit: give it in kgCO2e.`,
    }
  }
  return { value: scaled(mean, GWP_UNIT_KG[match[1].toLowerCase()]) }
}

/** A1–A3 of a scope set: A1A2A3, else the sum of A1, A2 and A3 when all three are given. */
function a1a3(stages: Record<string, unknown>, path: string): Measured {
  const whole = measurement(stages, 'A1A2A3', `${path}.A1A2A3`)
  if (whole !== null) return whole
  const parts = ['A1', 'A2', 'A3'].map((k) => measurement(stages, k, `${path}.${k}`))
  const error = parts.find((p) => p !== null && 'error' in p)
  if (error) return error
  if (parts.some((p) => p === null)) return null
  return { value: Number(parts.reduce((sum, p) => sum + (p as { value: number }).value, 0).toPrecision(12)) }
}

const isStages = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

function chooseMethod(doc: Subset, standard: StandardCode | undefined): string | null {
  const impacts = doc.impacts ?? {}
  const withGwp = Object.keys(impacts).filter(
    (m) => isStages(impacts[m].gwp) && a1a3(impacts[m].gwp as Record<string, unknown>, '') !== null,
  )
  const preferred = standard ? METHODS_BY_STANDARD[standard].find((m) => withGwp.includes(m)) : undefined
  return preferred ?? withGwp[0] ?? null
}

function readGwp(doc: Subset, standard: StandardCode | undefined, r: Reading) {
  const method = chooseMethod(doc, standard)
  if (method === null) {
    const withGwp = Object.keys(doc.impacts ?? {}).find((m) => isStages(doc.impacts![m].gwp))
    r.fail(
      'gwp',
      withGwp === undefined ? 'impacts.gwp.A1A2A3' : `impacts.${withGwp}.gwp.A1A2A3`,
      'GWP-total for A1–A3 is missing: the document needs impacts → an LCIA method → gwp → A1A2A3 with a mean in kgCO2e.',
    )
    return { method: null, gwp: undefined }
  }
  const base = `impacts.${method}.gwp`
  const stages = doc.impacts![method].gwp as Record<string, unknown>
  const gwp: Record<string, number | null> = {}
  const whole = a1a3(stages, base)
  if (whole && 'error' in whole) r.fail('gwp.a1a3', `${base}.A1A2A3`, whole.error)
  else gwp.a1a3 = whole!.value
  for (const [ours, key] of Object.entries(STAGE_KEYS)) {
    const m = measurement(stages, key, `${base}.${key}`)
    if (m && 'error' in m) r.fail(`gwp.${ours}`, `${base}.${key}`, m.error)
    else gwp[ours] = m ? m.value : null
    r.sources.set(`gwp.${ours}`, `${base}.${key}`)
  }
  r.sources.set('gwp.a1a3', `${base}.A1A2A3`)
  r.sources.set('gwp', base)
  return { method, gwp }
}

function readBiogenic(doc: Subset, method: string | null, r: Reading): number | null | undefined {
  const stages = method ? doc.impacts![method]['gwp-biogenic'] : undefined
  if (isStages(stages)) {
    const path = `impacts.${method}.gwp-biogenic`
    const m = a1a3(stages, path)
    r.sources.set('biogenicCarbonA1A3', `${path}.A1A2A3`)
    if (m && 'error' in m) {
      r.fail('biogenicCarbonA1A3', `${path}.A1A2A3`, m.error)
      return undefined
    }
    if (m) return m.value
  }
  const carbon = doc.kg_C_biogenic_per_declared_unit
  if (!carbon || carbon.qty == null) return null
  const factor = MASS_KG[(present(carbon.unit) ?? 'kg').toLowerCase()]
  if (factor === undefined || carbon.qty < 0) {
    r.fail(
      'biogenicCarbonA1A3',
      'kg_C_biogenic_per_declared_unit',
      'The biogenic carbon (kg_C_biogenic_per_declared_unit) must be a mass of carbon of 0 or more, in kg, t or g.',
    )
    return undefined
  }
  return scaled(carbon.qty * factor, CO2E_PER_KG_BIOGENIC_C)
}

function readDocumentUrl(doc: Subset, r: Reading): string | null {
  const attached = present(doc.attachments?.EPD)
  if (attached !== null) return attached
  const url = present(doc.declaration_url)
  if (url !== null) r.sources.set('documentUrl', 'declaration_url')
  return url
}

function readPlant(doc: Subset, r: Reading): string | null {
  const plant = doc.plants?.[0]
  const fromPlant = present(plant?.location?.address) ?? present(plant?.address)
  if (fromPlant !== null) {
    if (present(plant?.location?.address) === null) r.sources.set('plantLocation', 'plants.0.address')
    return fromPlant
  }
  const fromExt = present(doc.ext?.[OPENEPD_EXT]?.plant_location)
  if (fromExt !== null) r.sources.set('plantLocation', `ext.${OPENEPD_EXT}.plant_location`)
  return fromExt
}

function readName(doc: Subset, r: Reading): { name?: string; description: string | null } {
  const name = present(doc.product_name) ?? present(doc.name)
  const description = present(doc.product_description) ?? present(doc.description)
  const result: { name?: string; description: string | null } = { description }
  if (name === null) r.fail('name', 'product_name', "The product's name is missing: add product_name.")
  else if (name.length > PRODUCT_NAME_MAX) {
    r.fail('name', 'product_name', `The product's name must be at most ${PRODUCT_NAME_MAX} characters.`)
  } else result.name = name
  if (description !== null && description.length > PRODUCT_DESCRIPTION_MAX) {
    r.fail(
      'description',
      'product_description',
      `The description must be at most ${PRODUCT_DESCRIPTION_MAX} characters.`,
    )
  }
  return result
}

function readDay(value: string | null | undefined, ours: string, field: string, label: string, r: Reading) {
  if (present(value) === null) {
    r.fail(ours, field, `${label} is missing: add ${field}, such as "2025-03-31".`)
    return undefined
  }
  const day = dayOf(value!)
  if (!day) r.fail(ours, field, `${label} '${value}' is not a date: write it as 2025-03-31 (a time may follow).`)
  return day
}

/**
 * Reads an openEPD JSON document into a product draft (name, description, EPD data), or names every field that
 * cannot be read: nothing partial.
 */
export function importOpenEpd(json: string): ImportResult {
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message})` : ''
    return { ok: false, errors: [{ field: '(document)', message: `The file is not valid JSON${detail}.` }] }
  }
  const parsed = openEpdSubset.safeParse(raw)
  if (!parsed.success) {
    const seen = new Map<string, string>()
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || '(document)'
      if (!seen.has(field)) seen.set(field, issue.message)
    }
    return { ok: false, errors: [...seen].map(([field, message]) => ({ field, message })) }
  }
  const doc = parsed.data
  const r = new Reading()

  const { name, description } = readName(doc, r)
  const standard = readStandard(doc, r)
  const { method, gwp } = readGwp(doc, standard, r)
  const pcrName = present(doc.pcr?.name) ?? present(doc.pcr?.short_name)
  const pcrVersion = present(doc.pcr?.version)
  const epdInput = {
    declaredUnit: readDeclaredUnit(doc, r),
    massPerDeclaredUnit: readMass(doc, r),
    registrationNumber: present(doc.program_operator_doc_id),
    programmeOperator: present(doc.program_operator?.name),
    pcr: pcrName === null && pcrVersion === null ? null : { name: pcrName ?? '', version: pcrVersion },
    standard,
    verifier: present(doc.third_party_verifier?.name) ?? present(doc.third_party_verifier_name),
    issuedOn: readDay(doc.date_of_issue, 'issuedOn', 'date_of_issue', 'The date of issue', r),
    validUntil: readDay(doc.valid_until, 'validUntil', 'valid_until', 'The valid-until date', r),
    dataType: readDataType(doc, r),
    documentUrl: readDocumentUrl(doc, r),
    gwp,
    biogenicCarbonA1A3: readBiogenic(doc, method, r),
    recycledContent: doc.ext?.[OPENEPD_EXT]?.recycled_content_percent ?? null,
    serviceLifeYears: doc.product_service_life_years ?? null,
    plantLocation: readPlant(doc, r),
  }
  if (present(doc.third_party_verifier?.name) === null && epdInput.verifier !== null) {
    r.sources.set('verifier', 'third_party_verifier_name')
  }

  const checked = checkEpd(epdInput)
  if (!checked.ok) {
    for (const { field, message } of checked.errors) {
      const covered = [...r.failed].some((f) => field === f || field.startsWith(`${f}.`) || f.startsWith(`${field}.`))
      if (covered) continue
      const source = r.sources.get(field) ?? SOURCE_FIELD[field] ?? field
      if (!r.errors.has(source)) r.errors.set(source, message)
    }
  }
  if (r.errors.size > 0 || !checked.ok) {
    return { ok: false, errors: [...r.errors].map(([field, message]) => ({ field, message })) }
  }
  return { ok: true, draft: { name: name!, description, epd: checked.epd } }
}

// ---- Export ---------------------------------------------------------------------------------------------------

const STANDARD_OUT: Record<StandardCode, { short_name: string; name?: string }> = {
  'en15804-a2': { short_name: 'EN 15804+A2', name: 'EN 15804:2012+A2:2019' },
  'en15804-a1': { short_name: 'EN 15804+A1', name: 'EN 15804:2012+A1:2013' },
  iso21930: { short_name: 'ISO 21930', name: 'ISO 21930:2017' },
  other: { short_name: 'Other' },
}

const kgCo2e = (mean: number) => ({ mean, unit: 'kgCO2e' })

/** A product as an openEPD document (a plain JSON object) that importOpenEpd reads back to the same figures. */
export function exportOpenEpd(product: ProductDraft): Record<string, unknown> {
  const { epd } = product
  const kind = epd.dataType === 'industry-average' ? 'industry' : epd.dataType === 'generic' ? 'generic' : 'epd'
  const gwp: Record<string, unknown> = { A1A2A3: kgCo2e(epd.gwp.a1a3) }
  for (const [ours, key] of Object.entries(STAGE_KEYS)) {
    const value = epd.gwp[ours as keyof typeof STAGE_KEYS]
    if (value !== null) gwp[key] = kgCo2e(value)
  }
  const impactSet: Record<string, unknown> = { gwp }
  if (epd.biogenicCarbonA1A3 !== null) impactSet['gwp-biogenic'] = { A1A2A3: kgCo2e(epd.biogenicCarbonA1A3) }
  const ext: Record<string, unknown> = {}
  if (epd.recycledContent !== null) ext.recycled_content_percent = epd.recycledContent
  if (epd.plantLocation !== null && kind !== 'epd') ext.plant_location = epd.plantLocation

  const doc: Record<string, unknown> = {
    doctype: kind === 'epd' ? 'openEPD' : kind === 'industry' ? 'openIndustryEpd' : 'openGenericEstimate',
    openepd_version: OPENEPD_VERSION,
    ...(kind === 'epd'
      ? { product_name: product.name, product_description: product.description ?? undefined }
      : { name: product.name, description: product.description ?? undefined }),
    declared_unit: { qty: epd.declaredUnit.quantity, unit: OPENEPD_UNIT[epd.declaredUnit.unit] },
    kg_per_declared_unit: epd.massPerDeclaredUnit === null ? undefined : { qty: epd.massPerDeclaredUnit, unit: 'kg' },
    date_of_issue: `${epd.issuedOn}T00:00:00Z`,
    valid_until: `${epd.validUntil}T00:00:00Z`,
    program_operator: epd.programmeOperator === null ? undefined : { name: epd.programmeOperator },
    program_operator_doc_id: epd.registrationNumber ?? undefined,
    pcr: epd.pcr === null ? undefined : { name: epd.pcr.name, version: epd.pcr.version ?? undefined },
    third_party_verifier: epd.verifier === null ? undefined : { name: epd.verifier },
    compliance: [STANDARD_OUT[epd.standard]],
    attachments: epd.documentUrl === null ? undefined : { EPD: epd.documentUrl },
    impacts: { [EXPORT_METHOD]: impactSet },
    product_service_life_years: epd.serviceLifeYears ?? undefined,
    plants: epd.plantLocation !== null && kind === 'epd' ? [{ location: { address: epd.plantLocation } }] : undefined,
    ec3:
      kind === 'epd'
        ? { manufacturer_specific: true, product_specific: epd.dataType === 'product-specific' }
        : undefined,
    ext: Object.keys(ext).length > 0 ? { [OPENEPD_EXT]: ext } : undefined,
  }
  // JSON without the absent fields (openEPD reads an absent field as 'not declared').
  return JSON.parse(JSON.stringify(doc)) as Record<string, unknown>
}

// ---- A material type's products as CSV ------------------------------------------------------------------------

export type CsvProduct = {
  name: string
  supplierName?: string | null
  epd: Epd | null
  epdVerified: boolean
}

const GWP_COLUMNS = GWP_MODULES.map((m) => `GWP-total ${m.label} (kg CO2e per declared unit)`)

/**
 * A material type's products as CSV (RFC 4180, CRLF), one line each, every figure per its declared unit; with the
 * material type, one more column of GWP A1–A3 per one of its unit, filled only for EPDs declared in that unit (any
 * quantity of it): nothing is converted silently. The EPD
 * status column says 'Verified', 'Not verified', 'EPD expired on {date}' or 'No EPD' at `now`.
 */
export function materialTypeCsv(products: readonly CsvProduct[], now: Date, materialType?: MaterialType): string {
  const perType = materialType ? [`GWP-total A1–A3 per 1 ${declaredUnitLabel(materialType.unit)} (kg CO2e)`] : []
  const header = [
    'Product',
    'Supplier',
    'EPD status',
    'Declared unit',
    'Mass per declared unit (kg)',
    ...GWP_COLUMNS,
    ...perType,
    'Biogenic carbon A1–A3 (kg CO2e per declared unit)',
    'Standard',
    'Data type',
    'Programme operator',
    'EPD registration number',
    'PCR',
    'PCR version',
    'Third-party verifier',
    'Date of issue',
    'Valid until',
    'EPD document',
    'Recycled content (%)',
    'Reference service life (years)',
    'Plant town or postcode',
  ]
  const lines = products.map((p) => {
    const e = hasEpd(p.epd) ? p.epd : null
    const status = !e
      ? 'No EPD'
      : isEpdExpired(e, now)
        ? epdExpiredText(e)
        : p.epdVerified
          ? 'Verified'
          : 'Not verified'
    const cells: (string | number | null | undefined)[] = [
      p.name,
      p.supplierName,
      status,
      e && formatDeclaredUnit(e.declaredUnit),
      e?.massPerDeclaredUnit,
      ...GWP_MODULES.map((m) => (e ? e.gwp[m.key] : null)),
      ...(materialType ? [e && e.declaredUnit.unit === materialType.unit ? gwpA1A3PerOwnUnit(e) : null] : []),
      e?.biogenicCarbonA1A3,
      e && standardLabel(e.standard),
      e && dataTypeLabel(e.dataType),
      e?.programmeOperator,
      e?.registrationNumber,
      e?.pcr?.name,
      e?.pcr?.version,
      e?.verifier,
      e?.issuedOn,
      e?.validUntil,
      e?.documentUrl,
      e?.recycledContent,
      e?.serviceLifeYears,
      e?.plantLocation,
    ]
    return cells.map((c) => csvCell(c)).join(',')
  })
  return `${[header.map((h) => csvCell(h)).join(','), ...lines].join('\r\n')}\r\n`
}
