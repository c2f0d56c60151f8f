// Reads EXPLAIN output: a sequential scan of a table that grows with the directory is a miss.

/** Tables whose size grows with the number of suppliers. */
export const SUPPLIER_TABLES = [
  'suppliers',
  'suppliers_city_keys',
  'suppliers_service_areas',
  'suppliers_certifications',
  'suppliers_texts',
]

const SCAN_KINDS = 'Seq Scan|Index Scan Backward|Index Scan|Index Only Scan|Bitmap Heap Scan|Bitmap Index Scan'
const SCAN = new RegExp(
  String.raw`\b(Parallel )?(${SCAN_KINDS})(?: using ("?[\w.]+"?))? on ("?[\w.]+"?)(?: ("?\w+"?))?`,
  'g',
)

export function analysePlan(plan, bigTables = SUPPLIER_TABLES) {
  const scans = []
  const seqScans = new Set()
  let indexed = 0
  for (const m of plan.matchAll(SCAN)) {
    const kind = m[2]
    const index = m[3]?.replace(/"/g, '')
    const table = m[4].replace(/"/g, '').replace(/^public\./, '')
    // A Bitmap Index Scan names the index only ("on <index>"); it is counted with its heap scan.
    if (kind === 'Bitmap Index Scan') {
      scans.push(`${kind} on ${table}`)
      indexed += 1
      continue
    }
    scans.push(index ? `${kind} using ${index} on ${table}` : `${kind} on ${table}`)
    if (kind === 'Seq Scan') {
      if (bigTables.includes(table)) seqScans.add(table)
    } else indexed += 1
  }
  return { scans: [...new Set(scans)], seqScans: [...seqScans], indexScans: seqScans.size === 0 && indexed > 0 }
}
