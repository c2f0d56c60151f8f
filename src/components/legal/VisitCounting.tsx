/**
 * The privacy policy's section on how visits are counted for suppliers' insights (issue 35), below the page's own
 * text (it adds, never replaces). Its claims are what src/lib/insights/ does: keep them together.
 */
export function VisitCountingSection() {
  return (
    <section aria-labelledby="visit-counting-heading" data-testid="visit-counting" className="mt-10">
      <h2 id="visit-counting-heading" className="text-2xl font-bold text-brand-900">
        How we count visits for suppliers
      </h2>
      <p className="mt-4 leading-7 text-gray-800">
        To show suppliers how their listing is doing, we count, per supplier and per day, views of their profile and
        products, how often their listing appears in lists and search results, and clicks on their website, e-mail and
        phone links. A small script reports these after a page has loaded; without JavaScript nothing is counted. We set
        no cookie and use no other storage on your device for this, and we keep no IP address, user agent or identifier
        of you: to count a visitor’s repeat views within one day only once, we keep a one-way hash of your address,
        browser and the event, made with a random key that changes every day. The day’s hashes and key are deleted after
        the day is over (by the next morning), after which they cannot be tied to anyone. Only the daily totals are
        kept. Known bots and pages loaded in advance by browsers are not counted.
      </p>
    </section>
  )
}
