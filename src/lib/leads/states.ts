// A lead's one state, and the only moves between states: the portal's forms, its server actions, the lead-connections
// collection's hook (REST, the admin, the Local API) and the tests all read this table.

export const LEAD_STATUSES = ['new', 'viewed', 'contacted', 'quoted', 'won', 'lost', 'declined'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  viewed: 'Viewed',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  declined: 'Declined',
}

/** The statuses a supplier picks from the status menu; 'new' and 'viewed' are the system's, 'declined' has its own form. */
export const SUPPLIER_STATUSES = ['contacted', 'quoted', 'won', 'lost'] as const
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number]

/**
 * Where a lead may go from each state. Opening a new lead views it; a supplier moves it forward (a step may be
 * skipped); it may be declined until it is quoted (a quoted lead was a real one). Won, lost and declined are final
 * (staff's review of a decline is apart: it changes the commission, not the state).
 */
export const LEAD_TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['viewed', 'contacted', 'quoted', 'won', 'lost', 'declined'],
  viewed: ['contacted', 'quoted', 'won', 'lost', 'declined'],
  contacted: ['quoted', 'won', 'lost', 'declined'],
  quoted: ['won', 'lost'],
  won: [],
  lost: [],
  declined: [],
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value)
}

export function isSupplierStatus(value: unknown): value is SupplierStatus {
  return typeof value === 'string' && (SUPPLIER_STATUSES as readonly string[]).includes(value)
}

/** Whether a lead may move from one state to another (staying where it is is not a move). */
export function canMove(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_TRANSITIONS[from].includes(to)
}

/** The statuses the menu offers from a state, in the table's order. */
export function supplierStatusesFrom(from: LeadStatus): SupplierStatus[] {
  return SUPPLIER_STATUSES.filter((s) => canMove(from, s))
}

export const canBeDeclined = (from: LeadStatus): boolean => canMove(from, 'declined')

const listOf = (states: readonly LeadStatus[]) => states.map((s) => LEAD_STATUS_LABELS[s]).join(', ')

/** Null when the move is allowed; otherwise what is wrong, naming the states (for staff and API clients). */
export function transitionProblem(from: LeadStatus, to: unknown): string | null {
  if (!isLeadStatus(to)) return `'${String(to)}' is not a lead status. Use one of: ${listOf(LEAD_STATUSES)}.`
  if (canMove(from, to)) return null
  const next = LEAD_TRANSITIONS[from]
  if (from === to) return `The lead is already ${LEAD_STATUS_LABELS[from]}.`
  return next.length
    ? `A lead that is ${LEAD_STATUS_LABELS[from]} cannot become ${LEAD_STATUS_LABELS[to]}; it can become: ${listOf(next)}.`
    : `A lead that is ${LEAD_STATUS_LABELS[from]} keeps that status; it can no longer change.`
}
