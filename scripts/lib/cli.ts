// How our TypeScript command-line entries (run by tsx) end: 0 when the work finished, 1 when it failed, and
// EXIT_UNFINISHED when the process ran out of work without finishing.
//
// Under tsx's module loader an `import()` inside Payload sometimes never settles; Node then drains its event loop
// and exits as if all were well, having done nothing (payloadcms/payload#16381, #17757). Exiting with a code of its
// own instead lets the launcher (scripts/lib/environment.mjs, runScript) tell that apart from a failure and run the
// command again; every such command is safe to repeat (migrations and the seed run in transactions).

/**
 * EX_TEMPFAIL: the command stopped before finishing and may be run again. (When the drain comes while the entry's
 * modules are still loading, before runCli runs, Node itself exits 13, "unsettled top-level await"; the launcher
 * runs the command again for that code too. Measured here: 1 run in 45.)
 */
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
