// Admin: the newsletter subscribers list description, with the CSV export link (admins only).
export function SubscribersListDescription() {
  return (
    <div className="custom-view-description">
      Addresses signed up in the blog’s newsletter box. Only confirmed ones receive newsletters.{' '}
      <a href="/api/newsletter-subscribers/export.csv" download>
        Export confirmed subscribers as CSV
      </a>
    </div>
  )
}
