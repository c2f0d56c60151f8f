import { describe, expect, it } from 'vitest'

import {
  canBeDeclined,
  canMove,
  LEAD_STATUSES,
  supplierStatusesFrom,
  transitionProblem,
  type LeadStatus,
} from '@/lib/leads/states'

// Every pair of states, written out: the moves a lead may make, and every other pair refused.
const ALLOWED: Array<[LeadStatus, LeadStatus]> = [
  ['new', 'viewed'],
  ['new', 'contacted'],
  ['new', 'quoted'],
  ['new', 'won'],
  ['new', 'lost'],
  ['new', 'declined'],
  ['viewed', 'contacted'],
  ['viewed', 'quoted'],
  ['viewed', 'won'],
  ['viewed', 'lost'],
  ['viewed', 'declined'],
  ['contacted', 'quoted'],
  ['contacted', 'won'],
  ['contacted', 'lost'],
  ['contacted', 'declined'],
  ['quoted', 'won'],
  ['quoted', 'lost'],
]
const key = (from: LeadStatus, to: LeadStatus) => `${from} -> ${to}`
const allowed = new Set(ALLOWED.map(([from, to]) => key(from, to)))
const REFUSED = LEAD_STATUSES.flatMap((from) =>
  LEAD_STATUSES.map((to) => [from, to] as [LeadStatus, LeadStatus]),
).filter(([from, to]) => !allowed.has(key(from, to)))

describe("a lead's states and moves", () => {
  it('has seven states, 17 allowed moves and 32 refused pairs (staying put included)', () => {
    expect(LEAD_STATUSES).toEqual(['new', 'viewed', 'contacted', 'quoted', 'won', 'lost', 'declined'])
    expect(ALLOWED).toHaveLength(17)
    expect(REFUSED).toHaveLength(49 - 17)
  })

  it.each(ALLOWED)('allows %s -> %s', (from, to) => {
    expect(canMove(from, to)).toBe(true)
    expect(transitionProblem(from, to)).toBeNull()
  })

  it.each(REFUSED)('refuses %s -> %s, saying why', (from, to) => {
    expect(canMove(from, to)).toBe(false)
    expect(transitionProblem(from, to)).toMatch(/^(The lead is already|A lead that is)/)
  })

  it('names the states in its refusals', () => {
    expect(transitionProblem('quoted', 'declined')).toBe(
      'A lead that is Quoted cannot become Declined; it can become: Won, Lost.',
    )
    expect(transitionProblem('won', 'lost')).toBe('A lead that is Won keeps that status; it can no longer change.')
    expect(transitionProblem('viewed', 'viewed')).toBe('The lead is already Viewed.')
    expect(transitionProblem('new', 'archived')).toMatch(/^'archived' is not a lead status/)
  })

  it("offers in the status menu only the supplier's moves from where the lead is", () => {
    expect(supplierStatusesFrom('new')).toEqual(['contacted', 'quoted', 'won', 'lost'])
    expect(supplierStatusesFrom('viewed')).toEqual(['contacted', 'quoted', 'won', 'lost'])
    expect(supplierStatusesFrom('contacted')).toEqual(['quoted', 'won', 'lost'])
    expect(supplierStatusesFrom('quoted')).toEqual(['won', 'lost'])
    for (const final of ['won', 'lost', 'declined'] as const) expect(supplierStatusesFrom(final)).toEqual([])
  })

  it('lets a lead be declined only before it is quoted', () => {
    expect(LEAD_STATUSES.filter(canBeDeclined)).toEqual(['new', 'viewed', 'contacted'])
  })
})
