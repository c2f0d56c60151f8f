import {
  type DataBasis,
  type DeclaredUnitCode,
  type Epd,
  type StandardFamily,
  DATA_TYPES,
  KG_PER_MASS_UNIT,
  STANDARDS,
  dataBasis,
  dataTypeLabel,
  declaredUnitLabel,
  epdExpiredText,
  formatDeclaredUnit,
  hasEpd,
  isEpdExpired,
  standardFamily,
  standardLabel,
} from '@/lib/materials/epd'

// Like for like, never otherwise (issue 30, and the design's 'Phase three'). Figures are kept per their EPD's own
// declared unit and never converted silently.
//
// A comparable set (percentiles, a rank and its band, lower-carbon alternatives, the GWP sort of /materials) is one
// material type, one declared unit (the material type's own: a product declared per 1 kg never joins a set compared
// per 1 tonne or per 1 m³, even where its mass would convert it; one declared per 2 m² is scaled to per 1 m², the same
// unit), one standard family and one basis of data (manufacturers' own, or industry average), of in-date EPDs
// verified by staff. Generic data is never ranked. Percentiles, a position and alternatives need at least
// MIN_PERCENTILE_SET members.
//
// The comparison page of two to four products may put two EPDs on one basis through a conversion (kg and tonne, or
// anything to mass through the product's mass per declared unit), and then says so beside the figures
// (conversionNote); without a conversion they are not comparable. Side by side, each kind of data still compares only
// with its own (generic with generic): a pair is not a ranking.

export type ComparableProduct = {
  id: string | number
  name: string
  materialTypeId?: string | number | null
  epd: Epd | null
  /** Staff checked the EPD document against the figures ('EPD verified'). */
  epdVerified: boolean
}

/** A staff-managed material type: its products are compared per one of its declared unit. */
export type MaterialType = { id: string | number; unit: DeclaredUnitCode }

/** The smallest comparable set that gets percentiles, a ranking and alternatives. */
export const MIN_PERCENTILE_SET = 5

/** The percentiles shown for a comparable set (PERCENTILE.INC, as a spreadsheet computes them). */
export const PERCENTILES = [20, 50, 80] as const

const isMass = (unit: DeclaredUnitCode) => KG_PER_MASS_UNIT[unit] !== undefined

/** One `target` unit as a ratio of declared units (over/under), divided last so 1300 / 1000 is exactly 1.3. */
function ratio(epd: Pick<Epd, 'declaredUnit' | 'massPerDeclaredUnit'>, target: DeclaredUnitCode) {
  const { quantity, unit } = epd.declaredUnit
  if (unit === target) return { over: 1, under: quantity }
  const targetKg = KG_PER_MASS_UNIT[target]
  if (targetKg === undefined) return null
  const unitKg = KG_PER_MASS_UNIT[unit]
  if (unitKg !== undefined) return { over: targetKg, under: quantity * unitKg }
  const mass = epd.massPerDeclaredUnit
  return mass !== null && mass > 0 ? { over: targetKg, under: mass } : null
}

/**
 * How many of the EPD's declared units make one `target` unit, or null when they do not convert: the same unit
 * (1/quantity), kg and tonne between themselves, and anything to kg or tonne through the mass per declared unit.
 * A figure per declared unit times this is the figure per one `target`.
 */
export function declaredUnitsPer(
  epd: Pick<Epd, 'declaredUnit' | 'massPerDeclaredUnit'>,
  target: DeclaredUnitCode,
): number | null {
  const r = ratio(epd, target)
  return r === null ? null : r.over / r.under
}

/** A figure per declared unit (GWP of any module) expressed per one `target` unit; null when the units do not convert. */
export function perUnit(
  epd: Pick<Epd, 'declaredUnit' | 'massPerDeclaredUnit'>,
  figure: number,
  target: DeclaredUnitCode,
): number | null {
  const r = ratio(epd, target)
  return r === null ? null : (figure * r.over) / r.under
}

/** GWP-total of A1–A3 per one `target` unit, or null. */
export function gwpA1A3Per(epd: Epd, target: DeclaredUnitCode): number | null {
  return perUnit(epd, epd.gwp.a1a3, target)
}

/** GWP-total A1–A3 per one of the EPD's own unit ('2 m²' → per 1 m²): no conversion, so it stands in a set. */
export function gwpA1A3PerOwnUnit(epd: Epd): number {
  return epd.gwp.a1a3 / epd.declaredUnit.quantity
}

/**
 * What it takes to put the EPD's figure per one `basis` unit, in plain words, or null when nothing is converted (the
 * same unit): 'Converted to per 1 kg using the mass per declared unit of 1 m³ (35 kg)', 'Converted from per 1 tonne
 * to per 1 kg (1 tonne is 1000 kg)'. The comparison page shows it beside the figures.
 */
export function conversionNote(epd: Epd, basis: DeclaredUnitCode): string | null {
  const { unit } = epd.declaredUnit
  if (unit === basis) return null
  if (ratio(epd, basis) === null) throw new RangeError(`${formatDeclaredUnit(epd.declaredUnit)} does not convert.`)
  const target = `per 1 ${declaredUnitLabel(basis)}`
  if (isMass(unit)) {
    const larger = KG_PER_MASS_UNIT[unit]! > KG_PER_MASS_UNIT[basis]! ? unit : basis
    const kg = `1 ${declaredUnitLabel(larger)} is ${KG_PER_MASS_UNIT[larger]} kg`
    return `Converted from per 1 ${declaredUnitLabel(unit)} to ${target} (${kg})`
  }
  const mass = `${formatDeclaredUnit(epd.declaredUnit)} (${epd.massPerDeclaredUnit} kg)`
  return `Converted to ${target} using the mass per declared unit of ${mass}`
}

/** The unit two EPDs can both be expressed in: their common unit, else kg when both reach a mass; null otherwise. */
export function commonBasis(a: Epd, b: Epd): DeclaredUnitCode | null {
  if (a.declaredUnit.unit === b.declaredUnit.unit) return a.declaredUnit.unit
  const reachesMass = (e: Epd) => isMass(e.declaredUnit.unit) || (e.massPerDeclaredUnit ?? 0) > 0
  return reachesMass(a) && reachesMass(b) ? 'kg' : null
}

export type Comparability =
  | {
      comparable: true
      basis: DeclaredUnitCode
      /** Each conversion the figures per one `basis` need, named ('Insulation A: Converted to per 1 kg using …'). */
      conversions: string[]
    }
  | { comparable: false; reasons: string[] }

/** What keeps one product's EPD out of every comparison at `now` (no EPD, expired, unverified, an unnamed standard). */
export function exclusionReasons(product: ComparableProduct, now: Date): string[] {
  const { epd } = product
  if (!hasEpd(epd)) return [`${product.name} has no EPD figure for A1–A3.`]
  const reasons: string[] = []
  if (isEpdExpired(epd, now)) reasons.push(`${product.name}: ${epdExpiredText(epd)}.`)
  if (!product.epdVerified) reasons.push(`${product.name}'s EPD has not been verified against its document yet.`)
  if (standardFamily(epd.standard) === null) {
    reasons.push(`${product.name}'s EPD follows a standard other than EN 15804 or ISO 21930, so it is not compared.`)
  }
  return reasons
}

/** Generic EPD data is shown as such and never enters a comparable set. */
export const GENERIC_NOT_RANKED = 'Generic data: not ranked.'

/** 'Declared per 1 kg; this material type compares per 1 m³.': a unit other than the type's never enters its sets. */
export function otherUnitText(epd: Pick<Epd, 'declaredUnit'>, materialType: Pick<MaterialType, 'unit'>): string {
  return (
    `Declared per ${formatDeclaredUnit(epd.declaredUnit)}; ` +
    `this material type compares per 1 ${declaredUnitLabel(materialType.unit)}.`
  )
}

/**
 * Why an EPD is never ranked among its material type's products whatever its dates and verification: generic data,
 * or a declared unit other than the type's own. Null when neither applies. Product cards show it.
 */
export function rankingNote(
  epd: Pick<Epd, 'dataType' | 'declaredUnit'>,
  materialType: Pick<MaterialType, 'unit'>,
): string | null {
  if (epd.dataType === 'generic') return GENERIC_NOT_RANKED
  return epd.declaredUnit.unit === materialType.unit ? null : otherUnitText(epd, materialType)
}

/**
 * Every reason the product stays out of its material type's comparable sets at `now`, in plain English; empty when
 * it is in one. Besides exclusionReasons: no material type, generic data, and a declared unit other than the type's
 * own (never converted, not even kg to tonne or through the mass per declared unit).
 */
export function setExclusionReasons(
  product: ComparableProduct,
  materialType: Pick<MaterialType, 'unit'> | null,
  now: Date,
): string[] {
  const reasons = exclusionReasons(product, now)
  const { epd } = product
  if (!hasEpd(epd)) return reasons
  if (epd.dataType === 'generic') reasons.push(GENERIC_NOT_RANKED)
  if (!materialType) reasons.push('Our staff have not given it a material type yet, so it is not compared.')
  else if (epd.declaredUnit.unit !== materialType.unit) reasons.push(otherUnitText(epd, materialType))
  return reasons
}

/**
 * Whether two products compare side by side at `now`, on which basis and through which conversions (each said beside
 * the figures); otherwise every reason, in plain English. A pair may be converted (kg and tonne, or to mass through
 * the mass per declared unit); a comparable set never is (comparableSets).
 */
export function comparability(a: ComparableProduct, b: ComparableProduct, now: Date): Comparability {
  const reasons = [...exclusionReasons(a, now), ...exclusionReasons(b, now)]
  const ea = a.epd
  const eb = b.epd
  if (!hasEpd(ea) || !hasEpd(eb)) return { comparable: false, reasons }

  const basis = commonBasis(ea, eb)
  if (basis === null) {
    // No common basis means at least one of them has neither a mass unit nor a mass per declared unit.
    const missing = [a, b].filter((p) => p.epd!.massPerDeclaredUnit === null && !isMass(p.epd!.declaredUnit.unit))
    reasons.push(
      `Different declared units (${formatDeclaredUnit(ea.declaredUnit)} and ${formatDeclaredUnit(eb.declaredUnit)}), ` +
        `and no mass per declared unit to convert them (${missing.map((p) => p.name).join(' and ')}).`,
    )
  }
  const fa = standardFamily(ea.standard)
  const fb = standardFamily(eb.standard)
  if (fa !== null && fb !== null && fa !== fb) {
    reasons.push(
      `${standardLabel(ea.standard)} against ${standardLabel(eb.standard)}: the standards count GWP differently.`,
    )
  }
  if (dataBasis(ea.dataType) !== dataBasis(eb.dataType)) {
    reasons.push(
      `${dataTypeLabel(ea.dataType)} data against ${dataTypeLabel(eb.dataType).toLowerCase()} data: ` +
        'the data types differ.',
    )
  }
  if (reasons.length > 0 || basis === null) return { comparable: false, reasons }
  const conversions = [a, b].flatMap((p) => {
    const note = conversionNote(p.epd!, basis)
    return note === null ? [] : [`${p.name}: ${note}.`]
  })
  return { comparable: true, basis, conversions }
}

export type SetMember = {
  product: ComparableProduct
  /** GWP-total A1–A3, kg CO2e per one of the set's unit (its own unit: never converted). */ gwp: number
}

export type ComparableSet = {
  materialTypeId: string | number
  /** Every member is declared in this unit (the material type's) and its GWP is per one of it. */
  unit: DeclaredUnitCode
  standardFamily: StandardFamily
  dataBasis: DataBasis
  /** Lowest GWP first (ties by id, so the order never depends on the input's). */
  members: SetMember[]
}

const FAMILY_ORDER = STANDARDS.flatMap((s) => (s.family ? [s.family] : []))
const BASIS_ORDER = [...new Set(DATA_TYPES.map((d) => d.basis))]

/**
 * The material type's comparable sets at `now`: its products with a valid (in-date), verified EPD that is not generic
 * data and is declared in the material type's own unit (any quantity of it, scaled to per 1), grouped by standard
 * family and data basis. Largest first; between equal sizes EN 15804+A2 before +A1 before ISO 21930, and
 * manufacturers' data before industry averages.
 */
export function comparableSets(products: ComparableProduct[], materialType: MaterialType, now: Date): ComparableSet[] {
  const groups = new Map<string, ComparableSet>()
  for (const product of products) {
    if (product.materialTypeId !== materialType.id) continue
    if (setExclusionReasons(product, materialType, now).length > 0) continue
    const epd = product.epd!
    const gwp = gwpA1A3PerOwnUnit(epd)
    const family = standardFamily(epd.standard)!
    const basis = dataBasis(epd.dataType)
    const key = `${family}|${basis}`
    const group = groups.get(key) ?? {
      materialTypeId: materialType.id,
      unit: materialType.unit,
      standardFamily: family,
      dataBasis: basis,
      members: [],
    }
    group.members.push({ product, gwp })
    groups.set(key, group)
  }
  for (const group of groups.values()) {
    group.members.sort((x, y) => x.gwp - y.gwp || String(x.product.id).localeCompare(String(y.product.id)))
  }
  return [...groups.values()].sort(
    (x, y) =>
      y.members.length - x.members.length ||
      FAMILY_ORDER.indexOf(x.standardFamily) - FAMILY_ORDER.indexOf(y.standardFamily) ||
      BASIS_ORDER.indexOf(x.dataBasis) - BASIS_ORDER.indexOf(y.dataBasis),
  )
}

/** The material type's main comparable set (the largest, as comparableSets orders them), or null when it has none. */
export function comparableSet(
  products: ComparableProduct[],
  materialType: MaterialType,
  now: Date,
): ComparableSet | null {
  return comparableSets(products, materialType, now)[0] ?? null
}

/** The set among `sets` that holds the product, or null (setExclusionReasons: expired, generic, another unit...). */
export function setOf(product: Pick<ComparableProduct, 'id'>, sets: ComparableSet[]): ComparableSet | null {
  return sets.find((s) => s.members.some((m) => m.product.id === product.id)) ?? null
}

/**
 * The p-th percentile (0–100) of sorted values by linear interpolation between closest ranks, inclusive: Excel's
 * PERCENTILE.INC. The rank is (n − 1) × p / 100 counted from 0; between two ranks the value is interpolated.
 */
export function percentileInc(sorted: number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('No values to take a percentile of.')
  if (!(p >= 0 && p <= 100)) throw new RangeError(`A percentile is from 0 to 100, not ${p}.`)
  // In hundredths, so ranks such as 6 × 20 / 100 = 1.2 carry no binary rounding.
  const scaled = (sorted.length - 1) * p
  const lower = Math.floor(scaled / 100)
  const fraction = (scaled - lower * 100) / 100
  if (lower + 1 >= sorted.length) return sorted[lower]
  return sorted[lower] + fraction * (sorted[lower + 1] - sorted[lower])
}

export type Percentiles = { p20: number; p50: number; p80: number; count: number; unit: DeclaredUnitCode }

/** The 20th, 50th and 80th percentiles of the set's GWP A1–A3, or null below MIN_PERCENTILE_SET products. */
export function percentiles(set: ComparableSet | null): Percentiles | null {
  if (!set || set.members.length < MIN_PERCENTILE_SET) return null
  const values = set.members.map((m) => m.gwp)
  const [p20, p50, p80] = PERCENTILES.map((p) => percentileInc(values, p))
  return { p20, p50, p80, count: values.length, unit: set.unit }
}

export type Band = 'lowest-20' | '20-50' | '50-80' | 'highest-20'

export type Position = { rank: number; count: number; gwp: number; band: Band; text: string }

/** Where a figure sits among its comparable set, in words (a product's page, the Eco-Score's carbon component). */
export const BAND_TEXT: Record<Band, string> = {
  'lowest-20': 'among the lowest 20%',
  '20-50': 'lower than the median',
  '50-80': 'higher than the median',
  'highest-20': 'among the highest 20%',
}

/**
 * Where the product falls in its set: its rank (1 = lowest GWP; equal figures share a rank) and its band between the
 * percentiles (at or below p20, at or below p50, at or below p80, above p80). Null when the product is not in the set
 * or the set is too small for percentiles.
 */
export function position(product: Pick<ComparableProduct, 'id'>, set: ComparableSet | null): Position | null {
  const p = percentiles(set)
  const member = set?.members.find((m) => m.product.id === product.id)
  if (!p || !set || !member) return null
  const rank = 1 + set.members.filter((m) => m.gwp < member.gwp).length
  const band = bandOf(member.gwp, p)
  return { rank, count: p.count, gwp: member.gwp, band, text: positionText(band, p.count, set.unit) }
}

/** The band of a figure between a set's percentiles: at or below p20, p50, p80, or above p80. */
export function bandOf(gwp: number, p: Pick<Percentiles, 'p20' | 'p50' | 'p80'>): Band {
  return gwp <= p.p20 ? 'lowest-20' : gwp <= p.p50 ? '20-50' : gwp <= p.p80 ? '50-80' : 'highest-20'
}

/** 'GWP A1–A3 among the lowest 20% of 12 comparable products (per 1 m³)'. */
export function positionText(band: Band, count: number, unit: DeclaredUnitCode): string {
  return `GWP A1–A3 ${BAND_TEXT[band]} of ${count} comparable products (per 1 ${declaredUnitLabel(unit)})`
}

/**
 * Up to `limit` products of the same comparable set with a lower GWP A1–A3 than the product, lowest first. None when
 * the product is not in the set itself (setExclusionReasons): its figure is not compared; none from a set of fewer
 * than MIN_PERCENTILE_SET.
 */
export function lowerCarbonAlternatives(
  product: Pick<ComparableProduct, 'id'>,
  set: ComparableSet | null,
  limit = 3,
): SetMember[] {
  const member = set?.members.find((m) => m.product.id === product.id)
  if (!set || !member || set.members.length < MIN_PERCENTILE_SET) return []
  return set.members.filter((m) => m.product.id !== product.id && m.gwp < member.gwp).slice(0, limit)
}
