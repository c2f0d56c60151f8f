import { percentile } from './stats.mjs'

/** Times `runs` calls of a reader, one after another, in milliseconds: the median, the 95th percentile and the slowest. */
export async function timeCalls(
  run: () => Promise<unknown>,
  runs: number,
): Promise<{ runs: number; p50: number | null; p95: number | null; max: number }> {
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  return { runs, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) }
}
