// Telling Payload's refusals (its APIError and ValidationError) from our own failures, in every build.

export type PayloadRefusal = { status: number; issues: { path: string; message: string }[] }

/**
 * What Payload refused, by its status and shape: its error classes cannot be told apart with instanceof in a
 * production build (the server bundles hold copies of them). A ValidationError has its issues; a refused upload
 * (FileUploadError: a file it could not read or process) has none. Null for a failure of ours.
 */
export function payloadRefusal(error: unknown): PayloadRefusal | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || typeof error.status !== 'number')
    return null
  if (error.status < 400 || error.status >= 500) return null
  const data = 'data' in error ? (error.data as { errors?: unknown } | undefined) : undefined
  const issues = Array.isArray(data?.errors)
    ? (data.errors as unknown[]).flatMap((issue) =>
        typeof issue === 'object' && issue !== null && 'path' in issue && 'message' in issue
          ? [{ path: String(issue.path), message: String(issue.message) }]
          : [],
      )
    : []
  return { status: error.status, issues }
}
