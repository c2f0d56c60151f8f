// Materials of a spec's own, made by an admin through the REST API (the seed's products are another helper's): a
// material type per 1 m³, a published supplier, six products with a valid, verified EPD under EN 15804+A2 (a
// comparable set with percentiles), one under EN 15804+A1 (not comparable with them), one of generic data (never
// ranked) and one declared per 1 kg (never in a set per 1 m³; side by side with a board, converted through its mass).
import { randomBytes } from 'node:crypto'

import { expect, type APIRequestContext } from './test'

import { adminToken, getCategories } from './public-screens'

export type MaterialsFixture = {
  adminJwt: string
  stamp: string
  type: { id: number; slug: string; name: string }
  supplier: { id: number; slug: string; name: string }
  /** EN 15804+A2, verified, valid: GWP A1–A3 40, 50, … 90 kg CO2e per 1 m³, lowest first. */
  comparable: Array<{ id: number; slug: string; name: string; a1a3: number }>
  /** EN 15804+A1: never comparable with the others. */
  otherStandard: { id: number; slug: string; name: string }
  /** Generic data, GWP A1–A3 20 per 1 m³: never ranked. */
  generic: { id: number; slug: string; name: string }
  /** Declared per 1 kg, GWP A1–A3 0.2: not in the type's sets (per 1 m³). */
  perKg: { id: number; slug: string; name: string }
}

const A1A3 = [40, 50, 60, 70, 80, 90]

export async function materialsFixture(request: APIRequestContext, baseURL: string): Promise<MaterialsFixture> {
  const adminJwt = await adminToken(request, baseURL)
  const headers = { authorization: `JWT ${adminJwt}` }
  const stamp = randomBytes(4).toString('hex')
  const [category] = await getCategories(request)
  const post = async <T>(collection: string, data: Record<string, unknown>): Promise<T> => {
    const response = await request.post(`/api/${collection}`, { headers, data })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { doc: T }).doc
  }
  const type = await post<MaterialsFixture['type']>('material-types', {
    name: `Wood fibre board ${stamp}`,
    slug: `wood-fibre-board-${stamp}`,
    declaredUnit: 'm3',
    category: category.id,
  })
  const supplier = await post<MaterialsFixture['supplier']>('suppliers', {
    name: `Fibre Boards ${stamp}`,
    slug: `fibre-boards-${stamp}`,
    description: 'A listing made by the materials end-to-end spec.',
    location: `Spectown ${stamp}`,
    category: category.id,
    contactEmail: `sales-${stamp}@fibre-boards.test`,
    _status: 'published',
  })
  const product = (name: string, a1a3: number, standard: string, other: { dataType?: string; unit?: string } = {}) =>
    post<{ id: number; slug: string; name: string }>('products', {
      supplier: supplier.id,
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      category: category.id,
      materialType: type.id,
      description: `${name}: a wood fibre insulation board.`,
      epd: {
        declaredUnitQuantity: 1,
        declaredUnit: other.unit ?? 'm3',
        massPerDeclaredUnit: other.unit ? null : 140,
        registrationNumber: `EPD-${stamp}-${a1a3}`,
        programmeOperator: 'Spec EPD Programme',
        pcrName: 'EN 16783',
        pcrVersion: '2017',
        standard,
        verifier: 'Spec Verifier Ltd',
        issuedOn: '2024-03-01',
        validUntil: '2029-02-28',
        dataType: other.dataType ?? 'product-specific',
        documentUrl: `https://epd.example/${stamp}-${a1a3}.pdf`,
        gwp: { a1a3, a4: 3.5, c3: 1.25 },
        biogenicCarbonA1A3: -120,
      },
      epdVerified: true,
      _status: 'published',
    })
  const comparable = []
  for (const [i, a1a3] of A1A3.entries()) {
    comparable.push({ ...(await product(`Board ${String.fromCharCode(65 + i)} ${stamp}`, a1a3, 'en15804-a2')), a1a3 })
  }
  const otherStandard = await product(`Older Board ${stamp}`, 30, 'en15804-a1')
  const generic = await product(`Generic board ${stamp}`, 20, 'en15804-a2', { dataType: 'generic' })
  const perKg = await product(`Board per kg ${stamp}`, 0.2, 'en15804-a2', { unit: 'kg' })
  return { adminJwt, stamp, type, supplier, comparable, otherStandard, generic, perKg }
}
