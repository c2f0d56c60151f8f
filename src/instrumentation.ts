/** Starts Payload with its job crons when the server boots, so queued e-mails are sent without a visitor. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  try {
    await getPayload({ config, cron: true })
  } catch (error) {
    // The site still serves cached pages while the database is away; crons start on the next successful init.
    console.error(`[jobs] could not start the job runner: ${error instanceof Error ? error.message : String(error)}`)
  }
}
