import { spawnSync } from 'node:child_process'

import { runScenario, type ScenarioResult, type SuiteContext } from '../kit'

// `npm audit --omit=dev` (it needs the registry's audit endpoint, so it is here and not in `npm test`).
// A high or critical finding fails the suite unless EXPLAINED says why it does not apply; the
// explanations are repeated in docs/reliability.md.

/** Package name → why its high/critical advisory does not reach this site (keep docs/reliability.md in step). */
export const EXPLAINED: Readonly<Record<string, string>> = {}

type AuditJson = {
  metadata?: { vulnerabilities?: Record<string, number>; dependencies?: { prod?: number; total?: number } }
  vulnerabilities?: Record<
    string,
    { severity: string; via: Array<string | { title?: string; url?: string }>; range?: string; fixAvailable?: unknown }
  >
  message?: string
  error?: { summary?: string }
}

export function npmAudit(ctx: SuiteContext, projectRoot: string): Promise<ScenarioResult> {
  return runScenario(
    'Dependencies: npm audit --omit=dev',
    'production dependencies checked against the npm advisory database',
    ctx,
    async (s) => {
      const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
        cwd: projectRoot,
        encoding: 'utf8',
        timeout: 120_000,
      })
      let json: AuditJson = {}
      try {
        json = JSON.parse(result.stdout || '{}') as AuditJson
      } catch {
        json = { message: (result.stderr || 'no output').trim().split('\n').pop() }
      }
      const counts = json.metadata?.vulnerabilities
      if (!counts) {
        // The registry refused or could not be reached: say so plainly rather than report a clean bill.
        const reason =
          json.message ?? json.error?.summary ?? (result.error ? String(result.error) : `exit ${result.status}`)
        // Said without the endpoint's address: the report is committed.
        s.notRun = `the registry's audit endpoint answered "${reason.replace(/\s*-?\s*(POST|GET)?\s*https?:\/\/\S+/g, '').slice(0, 160)}"`
        return
      }
      s.figure('production dependencies audited', json.metadata?.dependencies?.prod ?? '?')
      s.figure(
        'findings (critical / high / moderate / low / info)',
        ['critical', 'high', 'moderate', 'low', 'info'].map((k) => counts[k] ?? 0).join(' / '),
      )
      for (const [name, finding] of Object.entries(json.vulnerabilities ?? {})) {
        const titles = finding.via
          .map((v) => (typeof v === 'string' ? `via ${v}` : (v.title ?? v.url ?? '')))
          .join('; ')
        s.figure(
          `  ${name} (${finding.severity})`,
          `${titles}${EXPLAINED[name] ? ` (explained: ${EXPLAINED[name]})` : ''}`,
        )
        if ((finding.severity === 'high' || finding.severity === 'critical') && !EXPLAINED[name])
          s.check(false, `${finding.severity} finding in ${name} is not explained: ${titles}`)
      }
    },
  )
}
