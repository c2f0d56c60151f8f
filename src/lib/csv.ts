// Every CSV the site writes (leads, statements, suppliers) goes through csvCell, so one rule keeps a spreadsheet
// from running stored text as a formula.

/**
 * Characters a spreadsheet may read as the start of a formula: = + - @ and their fullwidth (＝ ＋ － ＠) and small
 * (﹦ ﹢ ﹣ ﹫) forms, which some spreadsheets fold to ASCII; the minus sign and | (DDE); and a leading tab, carriage
 * return or line feed. Leading spaces (ASCII, no-break, ideographic) do not hide them.
 */
const FORMULA_START = /^[ \u00a0\u3000]*[=+\-@|\u2212\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b\t\r\n]/

/** Whether a spreadsheet might run `text` as a formula. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text)
}

/** `text` with a leading apostrophe when it looks like a formula (spreadsheets show the rest as text). */
export function defuseFormula(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text
}

/** The reverse of defuseFormula, for reading back a CSV the site wrote. */
export function undefuseFormula(text: string): string {
  return text.startsWith("'") && looksLikeFormula(text.slice(1)) ? text.slice(1) : text
}

/** One CSV cell: text defused (numbers are left as they are), then quoted when needed. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'string' ? defuseFormula(value) : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
