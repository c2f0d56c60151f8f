import { sleep } from '../reliability/kit'

// Visitors for the cluster scenarios: page views in a loop (every answer counted) and a stop watch.

export type PageTally = {
  views: number
  /** Views that failed: a status of 500 or more, 4xx, or no answer, with how many times each happened. */
  failures: Map<string, number>
  failed: number
}

/** Views `urls` round-robin with `concurrency` visitors until `until()` says stop; 2xx and 3xx count as served. */
export async function viewPages(
  urls: readonly string[],
  { concurrency, until }: { concurrency: number; until: () => boolean },
): Promise<PageTally> {
  const tally: PageTally = { views: 0, failures: new Map(), failed: 0 }
  let next = 0
  const fail = (what: string) => {
    tally.failed += 1
    tally.failures.set(what, (tally.failures.get(what) ?? 0) + 1)
  }
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!until()) {
        const url = urls[next % urls.length]
        next += 1
        try {
          const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000) })
          await response.arrayBuffer()
          tally.views += 1
          if (response.status >= 400) fail(`${response.status} ${new URL(url).pathname}`)
        } catch (error) {
          tally.views += 1
          const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error)
          fail(`no answer from ${new URL(url).host}: ${cause}`)
        }
      }
    }),
  )
  return tally
}

export const describeFailures = (tally: PageTally) =>
  [...tally.failures.entries()].map(([what, n]) => `${n} × ${what}`).join('; ')

/** Milliseconds until `check()` is true (polled every 100 ms), or null after `timeoutMs`. */
export async function msUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started
    await sleep(100)
  }
  return null
}

/** True when the page at `url` answers 200 and shows `text`. */
export async function pageShows(url: string, text: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  return response.ok && (await response.text()).includes(text)
}
