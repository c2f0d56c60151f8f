import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'

import type { ReceiptDocument } from '@/lib/packages/receipt'

// A receipt (or VAT invoice) as a PDF, drawn on the server with pdf-lib (pure JavaScript: no browser, no native code).
// The standard fonts encode WinAnsi only, so text is narrowed to it first ('£' and '–' are in it; others become '?').

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 56

/** Text the standard fonts can draw: WinAnsi's characters, anything else replaced. */
export function winAnsi(text: string): string {
  const typographic: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u201C': '"', '\u201D': '"' }
  return [...text.normalize('NFC')]
    .map((c) => typographic[c] ?? c)
    .map((c) => (/[\u0020-\u007E\u00A0-\u00FF£€–—•…]/.test(c) ? c : '?'))
    .join('')
}

class Writer {
  private y: number
  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.y = A4[1] - MARGIN
  }

  line(text: string, options: { size?: number; bold?: boolean; x?: number; gap?: number } = {}): void {
    const size = options.size ?? 10
    this.page.drawText(winAnsi(text), {
      x: options.x ?? MARGIN,
      y: this.y,
      size,
      font: options.bold ? this.bold : this.font,
      color: rgb(0.1, 0.1, 0.1),
    })
    this.y -= size + (options.gap ?? 4)
  }

  /** Cells at fixed x positions on one line. */
  cells(cells: Array<[number, string]>, bold = false): void {
    for (const [x, text] of cells) {
      this.page.drawText(winAnsi(text), { x: MARGIN + x, y: this.y, size: 9, font: bold ? this.bold : this.font })
    }
    this.y -= 14
  }

  space(points: number): void {
    this.y -= points
  }
}

/** The receipt's PDF bytes. */
export async function receiptPdf(receipt: ReceiptDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${receipt.title} ${receipt.rows[0]?.[1] ?? ''}`.trim())
  doc.setCreator(receipt.seller.name)
  // A fixed date: the same receipt is the same file.
  doc.setCreationDate(new Date(0))
  doc.setModificationDate(new Date(0))
  const page = doc.addPage(A4)
  const w = new Writer(
    page,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  )

  w.line(receipt.title, { size: 18, bold: true, gap: 12 })
  w.line(receipt.seller.name, { bold: true })
  for (const l of receipt.seller.address) w.line(l)
  if (receipt.seller.companyNumber) w.line(`Company number: ${receipt.seller.companyNumber}`)
  if (receipt.seller.vatNumber) w.line(`VAT number: ${receipt.seller.vatNumber}`)
  if (receipt.customer) {
    w.space(10)
    w.line('Customer', { bold: true })
    w.line(receipt.customer.name)
    for (const l of receipt.customer.address) w.line(l)
  }
  w.space(10)
  for (const [label, value] of receipt.rows) {
    w.cells(
      [
        [0, label],
        [170, value],
      ],
      false,
    )
  }
  if (receipt.lines.length) {
    w.space(10)
    const columns = [0, 200, 250, 330, 380, 430] as const
    const heading = ['Description', 'Quantity', 'Unit price excl. VAT', 'VAT rate', 'VAT', 'Total']
    w.cells(
      heading.map((h, i) => [columns[i] ?? 0, h]),
      true,
    )
    for (const line of receipt.lines) {
      const values = [line.description, String(line.quantity), line.unitNet, line.rate, line.vat, line.total]
      w.cells(values.map((v, i) => [columns[i] ?? 0, v]))
    }
  }
  return doc.save()
}
