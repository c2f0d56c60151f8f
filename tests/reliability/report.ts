import fs from 'node:fs'

import type { ScenarioResult } from './kit'

// The suite's report: printed, and written into docs/reliability.md between the figure markers.

export const FIGURES_START = '<!-- reliability:figures:start -->'
export const FIGURES_END = '<!-- reliability:figures:end -->'

const cell = (value: string | number) => String(value).replace(/\|/g, '\\|').replace(/\n/g, ' ')

const outcome = (r: ScenarioResult) =>
  r.failures.length ? `FAILED (${r.failures.length})` : r.notRun ? `NOT RUN: ${r.notRun}` : 'passed'

/** The headline figures: inputs tried and refused, faults survived, requests held, records lost. */
export function headline(results: readonly ScenarioResult[]): string {
  const sum = (name: keyof ScenarioResult['totals']) => results.reduce((n, r) => n + (r.totals[name] ?? 0), 0)
  const faults = results.filter((r) => r.name.startsWith('Fault'))
  const n = (v: number) => v.toLocaleString('en-GB')
  return [
    `${n(sum('inputs tried'))} generated inputs tried, ${n(sum('inputs refused'))} refused ` +
      `and nothing stored (validation message, clean 4xx or, for the honeypot, a quiet 201)`,
    `${faults.filter((r) => r.failures.length === 0).length} of ${faults.length} faults survived`,
    `${n(sum('requests'))} requests held`,
    `records lost: ${n(sum('records lost'))}`,
  ].join('; ')
}

export function renderMarkdown(
  results: readonly ScenarioResult[],
  meta: { startedAt: Date; seconds: number; machine: string },
): string {
  const failed = results.filter((r) => r.failures.length > 0)
  const lines = [
    `Last run: ${meta.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${Math.round(meta.seconds / 60)} min, on ${meta.machine}. ` +
      `Result: **${failed.length === 0 ? 'no scenario failed' : `${failed.length} of ${results.length} scenarios FAILED`}**` +
      `${results.some((r) => r.notRun) ? ` (${results.filter((r) => r.notRun).length} could not run here, see below)` : ''}.`,
    '',
    `**${headline(results)}.**`,
    '',
    '| Scenario | Result | Time |',
    '| --- | --- | --- |',
    ...results.map((r) => `| ${cell(r.name)} | ${cell(outcome(r))} | ${r.seconds} s |`),
    '',
  ]
  for (const r of results) {
    lines.push(`#### ${r.name}`, '', r.summary, '')
    if (r.notRun) lines.push(`Not run: ${r.notRun}.`, '')
    if (r.figures.length === 0 && r.failures.length === 0) continue
    lines.push('| Figure | Value |', '| --- | --- |')
    for (const [label, value] of r.figures)
      lines.push(`| ${cell(label.trimStart() === label ? label : `↳ ${label.trim()}`)} | ${cell(value)} |`)
    for (const failure of r.failures) lines.push(`| **failed check** | ${cell(failure.slice(0, 400))} |`)
    lines.push('')
  }
  return lines.join('\n')
}

export function renderText(results: readonly ScenarioResult[]): string {
  const lines: string[] = ['', '=== reliability report ===']
  for (const r of results) {
    lines.push(
      `${r.failures.length ? '✗' : r.notRun ? '–' : '✓'} ${r.name} (${r.seconds} s)${r.notRun ? ` NOT RUN: ${r.notRun}` : ''}`,
    )
    for (const [label, value] of r.figures) lines.push(`    ${label}: ${value}`)
    for (const failure of r.failures) lines.push(`    FAILED: ${failure.slice(0, 600)}`)
  }
  const failed = results.filter((r) => r.failures.length > 0).length
  const notRun = results.filter((r) => r.notRun && r.failures.length === 0).length
  lines.push('', headline(results), `${results.length - failed - notRun} passed, ${failed} failed, ${notRun} not run`)
  return lines.join('\n')
}

/** Replaces the figures between the markers (or appends them) in the given markdown file. */
export function writeFigures(file: string, markdown: string): void {
  const block = `${FIGURES_START}\n${markdown}\n${FIGURES_END}`
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  const start = current.indexOf(FIGURES_START)
  const end = current.indexOf(FIGURES_END)
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + FIGURES_END.length)}`
      : `${current.trimEnd()}\n\n${block}\n`
  fs.writeFileSync(file, next)
}
