/** The newsletter sign-up box (the spec wires no behaviour to it). */
export function NewsletterBox() {
  return (
    <section
      aria-labelledby="newsletter-heading"
      className="rounded-2xl bg-brand-50 px-6 py-12 text-center ring-1 ring-brand-100 sm:px-12"
    >
      <h2 id="newsletter-heading" className="text-2xl font-bold text-brand-900">
        Subscribe to Our Newsletter
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-gray-700">
        Get the latest sustainable building guides, material news and supplier updates in your inbox.
      </p>
      <div className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Your email address"
          className="min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-4 py-3 text-gray-900 focus:border-brand-700"
        />
        <button type="button" className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          Subscribe
        </button>
      </div>
    </section>
  )
}
