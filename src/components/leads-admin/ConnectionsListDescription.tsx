// Admin: the lead connections list description, with a month's commission statements of all suppliers as CSV
// (GET /api/lead-connections/statements.csv, admins only). A plain GET form: it works without JavaScript.
export function ConnectionsListDescription() {
  const thisMonth = new Date().toISOString().slice(0, 7)
  return (
    <div className="custom-view-description">
      One lead routed to one supplier, with its commission (fixed when routed; an accepted decline voids it). To decide
      a waiting decline, open it and set Decline review to Accepted or Refused.
      <form method="get" action="/api/lead-connections/statements.csv" style={{ marginTop: '0.5rem' }}>
        <label>
          Commission statements of all suppliers for{' '}
          <input type="month" name="month" defaultValue={thisMonth} required />
        </label>{' '}
        <button type="submit">Export CSV</button>
      </form>
    </div>
  )
}
