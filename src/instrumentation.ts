/**
 * At server boot: the shared cache gets this build's prerendered pages (with REDIS_URL), Payload starts with its job
 * crons (unless JOBS_AUTORUN=off), and SIGTERM shuts the instance down gracefully.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  if (process.env.REDIS_URL) {
    const [{ registerInitialCache }, { default: CacheHandler }] = await Promise.all([
      import('@fortedigital/nextjs-cache-handler/instrumentation'),
      import('../cache-handler.mjs'),
    ])
    // Entries another instance already rendered at run time are newer than the build's: keep them.
    await registerInitialCache(CacheHandler, {
      buildDir: process.env.NEXT_DIST_DIR || '.next',
      setOnlyIfNotExists: true,
    }).catch((error: unknown) => console.warn(`[cache] could not fill the shared cache: ${String(error)}`))
  }
  const [{ getPayload }, { default: config }, { installGracefulShutdown }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/lib/platform/shutdown'),
  ])
  try {
    installGracefulShutdown(await getPayload({ config, cron: true }))
  } catch (error) {
    // The site still serves cached pages while the database is away; crons start on the next successful init.
    console.error(`[jobs] could not start the job runner: ${error instanceof Error ? error.message : String(error)}`)
  }
}
