import fs from 'node:fs'

import type { ScenarioResult } from './kit'

// The suite's report: printed, and written into docs/reliability.md between the figure markers.

export const FIGURES_START = '<!-- reliability:figures:start -->'
export const FIGURES_END = '<!-- reliability:figures:end -->'

const cell = (value: string | number) => String(value).replace(/\|/g, '\\|').replace(/\n/g, ' ')

export function renderMarkdown(results: readonly ScenarioResult[], meta: { startedAt: Date; seconds: number; machine: string }): string {
  const failed = results.filter((r) => r.failures.length > 0)
  const lines = [
    `Last run: ${meta.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${Math.round(meta.seconds / 60)} min, on ${meta.machine}. ` +
      `Result: **${failed.length === 0 ? 'all scenarios passed' : `${failed.length} of ${results.length} scenarios FAILED`}**.`,
    '',
    '| Scenario | Result | Time |',
    '| --- | --- | --- |',
    ...results.map((r) => `| ${cell(r.name)} | ${r.failures.length ? `FAILED (${r.failures.length})` : 'passed'} | ${r.seconds} s |`),
    '',
  ]
  for (const r of results) {
    lines.push(`#### ${r.name}`, '', r.summary, '', '| Figure | Value |', '| --- | --- |')
    for (const [label, value] of r.figures) lines.push(`| ${cell(label.trimStart() === label ? label : `↳ ${label.trim()}`)} | ${cell(value)} |`)
    for (const failure of r.failures) lines.push(`| **failed check** | ${cell(failure.slice(0, 400))} |`)
    lines.push('')
  }
  return lines.join('\n')
}

export function renderText(results: readonly ScenarioResult[]): string {
  const lines: string[] = ['', '=== reliability report ===']
  for (const r of results) {
    lines.push(`${r.failures.length ? '✗' : '✓'} ${r.name} (${r.seconds} s)`)
    for (const [label, value] of r.figures) lines.push(`    ${label}: ${value}`)
    for (const failure of r.failures) lines.push(`    FAILED: ${failure.slice(0, 600)}`)
  }
  const failed = results.filter((r) => r.failures.length > 0).length
  lines.push('', `${results.length - failed} passed, ${failed} failed`)
  return lines.join('\n')
}

/** Replaces the figures between the markers (or appends them) in the given markdown file. */
export function writeFigures(file: string, markdown: string): void {
  const block = `${FIGURES_START}\n${markdown}\n${FIGURES_END}`
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  const start = current.indexOf(FIGURES_START)
  const end = current.indexOf(FIGURES_END)
  const next = start >= 0 && end > start ? `${current.slice(0, start)}${block}${current.slice(end + FIGURES_END.length)}` : `${current.trimEnd()}\n\n${block}\n`
  fs.writeFileSync(file, next)
}
