// The seed's products are illustrative sample data, like the seeded suppliers they belong to: figures of a realistic
// magnitude for their material type, but from no real EPD. Everything the seed stores for them says so: the product's
// description, the registration number, the programme operator, the verifier and the EPD document itself.

/** The request context the seed sets to store its sample products as verified without a staff user (there may be
 * none yet). Only server code sets a request's context: no REST or GraphQL request can. */
export const SAMPLE_EPD_CONTEXT = 'sampleEpdData'

export const SAMPLE_DATA_NOTE =
  'Illustrative sample data: the figures are of a realistic magnitude for this material but come from no real EPD.'

export const SAMPLE_REGISTRATION_PREFIX = 'SAMPLE-EPD-'
export const SAMPLE_PROGRAMME_OPERATOR = 'Illustrative sample data (no programme operator)'
export const SAMPLE_VERIFIER = 'Illustrative sample data (no third-party verification)'
export const SAMPLE_DOCUMENT_NAME = 'illustrative-sample-epd.pdf'

/** Escapes text for a PDF string literal. */
const pdfText = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7E]/g, '-')

/**
 * A one-page PDF (A4, Helvetica) showing `lines`: the sample EPD document every seeded product links to, which says
 * plainly that it is no real EPD. Written by hand, with the byte offsets its cross-reference table needs.
 */
export function samplePdf(lines: readonly string[]): Buffer {
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 22} Td (${pdfText(line)}) Tj ET`)
  const stream = text.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
