// Where a supplier's leads live in the portal (never cached, never indexed: under /account).

export const LEADS_PATH = '/account/leads'
export const leadPath = (connectionId: number) => `${LEADS_PATH}/${connectionId}`
export const statementPath = (month?: string) => `${LEADS_PATH}/statement${month ? `?month=${month}` : ''}`
