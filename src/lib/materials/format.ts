import {
  declaredUnitLabel,
  formatDeclaredUnit,
  standardLabel,
  type DataBasis,
  type DeclaredUnit,
  type DeclaredUnitCode,
  type StandardCode,
} from '@/lib/materials/epd'

// How the site writes an EPD figure: the number (UK style, four significant figures below 1,000, whole above) and
// always what it is per: 'kg CO2e per 1 m³'.

const SMALL = new Intl.NumberFormat('en-GB', { maximumSignificantDigits: 4 })
const LARGE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })

export function formatFigure(value: number): string {
  return Math.abs(value) >= 1000 ? LARGE.format(value) : SMALL.format(value)
}

/** 'kg CO2e per 1 m³': the unit of every GWP figure, per the EPD's declared unit. */
export function perDeclaredUnit(unit: DeclaredUnit): string {
  return `kg CO2e per ${formatDeclaredUnit(unit)}`
}

/** 'kg CO2e per 1 kg': a figure converted to one of a material type's unit. */
export function perOne(unit: DeclaredUnitCode): string {
  return `kg CO2e per 1 ${declaredUnitLabel(unit)}`
}

/** '42.5 kg CO2e per 1 m³'. */
export function gwpText(value: number, unit: DeclaredUnit): string {
  return `${formatFigure(value)} ${perDeclaredUnit(unit)}`
}

const BASIS_LABELS: Record<DataBasis, string> = {
  manufacturer: "manufacturers' own data",
  'industry-average': 'industry-average data',
  generic: 'generic data',
}

/** 'EN 15804+A2, manufacturers' own data': what a comparable set has in common besides its material type. */
export function setLabel(standard: StandardCode, basis: DataBasis): string {
  return `${standardLabel(standard)}, ${BASIS_LABELS[basis]}`
}
