/** `--runs <n> --out <file.json>` of the query timers (bench/queries.ts, bench/lead-queries.ts). */
export function queryRunArgs(argv: readonly string[] = process.argv.slice(2)): { runs: number; out: string } {
  const value = (name: string, fallback: string) => {
    const i = argv.indexOf(name)
    return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback
  }
  const runs = Number(value('--runs', '100'))
  const out = value('--out', '')
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1')
  if (!out) throw new Error('--out <file.json> is required')
  return { runs, out }
}
