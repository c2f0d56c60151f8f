/** The path of a Referer URL (e.g. '/london'), or null when there is none or it is not a URL. */
export function pathFromReferer(referer: string | null | undefined): string | null {
  if (!referer) return null
  try {
    const path = new URL(referer).pathname
    return path.length <= 300 ? path : null
  } catch {
    return null
  }
}
