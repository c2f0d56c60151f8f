// Admin: the leads list description, with the CSV export link (GET /api/leads/export.csv, admins only).
export function LeadsListDescription() {
  return (
    <div className="custom-view-description">
      Enquiries from the site. Each is routed to the matching suppliers as lead connections.{' '}
      <a href="/api/leads/export.csv" download>
        Export all leads as CSV
      </a>
    </div>
  )
}
