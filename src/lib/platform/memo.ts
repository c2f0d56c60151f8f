/**
 * The last result of `load` for `ttlMs`: callers within that time share one call (and one promise, so concurrent
 * callers never start a second). A rejected load is forgotten at once, so the next caller tries again.
 */
export function memoizeFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let held: { at: number; value: Promise<T> } | undefined
  return () => {
    const at = now()
    if (held && at - held.at < ttlMs) return held.value
    const value = load()
    const entry = { at, value }
    held = entry
    value.catch(() => {
      if (held === entry) held = undefined
    })
    return value
  }
}
