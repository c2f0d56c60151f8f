import {
  DATA_TYPE_CODES,
  DECLARED_UNIT_CODES,
  STANDARD_CODES,
  type DataTypeCode,
  type Epd,
  type StandardCode,
} from '@/lib/materials/epd'

// A product row's EPD columns as the site reads them (the public readers in ./products.ts and the Eco-Score's
// recomputation): pure, with no Payload client, so server code that Payload's config loads can use it.

type Row = Record<string, unknown>

export const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v))
export const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v))
export const oneOf = <T extends string>(codes: readonly T[], v: unknown): T | null =>
  codes.includes(v as T) ? (v as T) : null

/** The EPD of a row, or null when a part the site needs to show or compare it is missing. */
export function epdOfRow(row: Row): Epd | null {
  const a1a3 = num(row.epd_gwp_a1a3)
  const quantity = num(row.epd_declared_unit_quantity)
  const unit = oneOf(DECLARED_UNIT_CODES, row.epd_declared_unit)
  const standard = oneOf<StandardCode>(STANDARD_CODES, row.epd_standard)
  const dataType = oneOf<DataTypeCode>(DATA_TYPE_CODES, row.epd_data_type)
  const issuedOn = str(row.epd_issued_on)
  const validUntil = str(row.epd_valid_until)
  if (a1a3 === null || quantity === null || quantity <= 0 || !unit || !standard || !dataType) return null
  if (!issuedOn || !validUntil) return null
  const pcrName = str(row.epd_pcr_name)
  return {
    declaredUnit: { quantity, unit },
    massPerDeclaredUnit: num(row.epd_mass_per_declared_unit),
    registrationNumber: str(row.epd_registration_number),
    programmeOperator: str(row.epd_programme_operator),
    pcr: pcrName ? { name: pcrName, version: str(row.epd_pcr_version) } : null,
    standard,
    verifier: str(row.epd_verifier),
    issuedOn,
    validUntil,
    dataType,
    documentUrl: str(row.epd_document_url),
    gwp: {
      a1a3,
      a4: num(row.epd_gwp_a4),
      a5: num(row.epd_gwp_a5),
      c1: num(row.epd_gwp_c1),
      c2: num(row.epd_gwp_c2),
      c3: num(row.epd_gwp_c3),
      c4: num(row.epd_gwp_c4),
      d: num(row.epd_gwp_d),
    },
    biogenicCarbonA1A3: num(row.epd_biogenic_carbon_a1_a3),
    recycledContent: num(row.epd_recycled_content),
    serviceLifeYears: num(row.epd_service_life_years),
    plantLocation: str(row.epd_plant_location),
  }
}
