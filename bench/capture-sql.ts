// The statements a reader sends, for EXPLAIN ANALYZE: Payload's queries and raw drizzle SQL all go through pool.query.
import type { Pool } from 'pg'

export type Captured = { text: string; values: unknown[] }

/** Wraps `pool.query` once; `record(fn)` returns what `fn` resolved to and every statement it sent meanwhile. */
export function sqlRecorder(pool: Pool): {
  record: <T>(fn: () => Promise<T>) => Promise<{ result: T; statements: Captured[] }>
} {
  const originalQuery = pool.query
  let capturing: Captured[] | null = null
  const wrapped = function (this: unknown, ...args: unknown[]): unknown {
    if (capturing) {
      const [first, second] = args
      const config = typeof first === 'object' && first !== null ? (first as { text?: unknown; values?: unknown }) : {}
      const text = typeof first === 'string' ? first : 'text' in config ? String(config.text) : ''
      const values = Array.isArray(second) ? second : Array.isArray(config.values) ? config.values : []
      capturing.push({ text, values })
    }
    return Reflect.apply(originalQuery, pool, args)
  }
  pool.query = wrapped as unknown as typeof pool.query
  return {
    async record(fn) {
      const statements: Captured[] = []
      capturing = statements
      try {
        return { result: await fn(), statements }
      } finally {
        capturing = null
      }
    },
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement: the plans one after another, and their execution times added. */
export async function explainAnalyze(
  pool: Pool,
  statements: readonly Captured[],
): Promise<{ plan: string; sqlMs: number }> {
  const explained: string[] = []
  let sqlMs = 0
  for (const [i, statement] of statements.entries()) {
    const result = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.text}`,
      statement.values,
    )
    const plan = result.rows.map((r) => r['QUERY PLAN']).join('\n')
    sqlMs += Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0)
    explained.push(`-- statement ${i + 1} of ${statements.length}\n${plan}`)
  }
  return { plan: explained.join('\n\n'), sqlMs }
}
