import { NewsletterForm } from '@/components/blog/NewsletterForm.client'

/** The newsletter sign-up box: Subscribe e-mails a confirmation link (double opt-in), with or without JavaScript. */
export function NewsletterBox() {
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="rounded-2xl bg-brand-50 px-6 py-12 text-center ring-1 ring-brand-100 sm:px-12"
    >
      <h2 id="newsletter-heading" className="text-2xl font-bold text-brand-900">
        Subscribe to Our Newsletter
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-gray-700">
        Get the latest sustainable building guides, material news and supplier updates in your inbox.
      </p>
      <NewsletterForm />
    </section>
  )
}
