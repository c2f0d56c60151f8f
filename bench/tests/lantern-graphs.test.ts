import { describe, expect, it } from 'vitest'

import { graphTotals, summaryLine } from '../lantern-graphs.mjs'

const graph = {
  timeInMs: 2400,
  rows: [
    { kind: 'network', type: 'Document', kB: 28.4, start: 0, end: 900 },
    { kind: 'network', type: 'Script', kB: 71.8, start: 900, end: 2100 },
    { kind: 'network', type: 'Script', kB: 36.6, start: 900, end: 1800 },
    { kind: 'network', type: 'Font', kB: 0.2, start: 900, end: 1000 },
    { kind: 'cpu', type: 'cpu', kB: 0, start: 2100, end: 2300 },
    { kind: 'cpu', type: 'cpu', kB: 0, start: 2300, end: 2400 },
  ],
}

describe('lantern-graphs: what a run’s simulated LCP counted', () => {
  it('adds up a graph’s requests by type and its CPU time', () => {
    const { kB, cpu } = graphTotals(graph)
    expect(kB.Document).toBeCloseTo(28.4)
    expect(kB.Script).toBeCloseTo(108.4)
    expect(kB.Font).toBeCloseTo(0.2)
    expect(cpu).toBe(300)
  })

  it('prints one line a run with both graphs, leaving out types under half a kB', () => {
    const line = summaryLine('home-1', {
      observed: { fcp: 150, lcp: 171.6 },
      fcp: { timing: 1200, optimistic: 1200, pessimistic: 1200 },
      lcp: { timing: 2450.4, optimistic: graph, pessimistic: { ...graph, timeInMs: 2500 } },
    })
    expect(line).toMatch(/^home-1 +LCP 2450 \(observed 172\) /)
    expect(line).toContain('optimistic 2400 ms [Document 28, Script 108 kB; CPU 300 ms]')
    expect(line).toContain('pessimistic 2500 ms [Document 28, Script 108 kB; CPU 300 ms]')
    expect(line).not.toContain('Font')
  })
})
