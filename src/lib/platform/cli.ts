// How our TypeScript commands (run by tsx) end: 0 finished, 1 failed, EXIT_UNFINISHED (75, EX_TEMPFAIL) when the
// event loop drained before the work finished, which runScript in scripts/lib/environment.mjs runs again.
export const EXIT_UNFINISHED = 75

export function runCli(label: string, main: () => Promise<number | void>): void {
  process.exitCode = EXIT_UNFINISHED
  // Payload keeps its connection pool open, so the process exits explicitly once the work is done.
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(`${label} failed: ${describeError(error)}`)
      process.exit(1)
    },
  )
}

/** The error's stack, and the reason under it (a failed query's `cause` is PostgreSQL's own message). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? `\nCaused by: ${error.cause.message}` : ''
  return `${error.stack ?? error.message}${cause}`
}
