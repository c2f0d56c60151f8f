// Placeholder until the enquiry form lands (issue: enquiries). Props are the agreed contract.
export type EnquirySectionProps = {
  /** Prefills the City field (city pages). */
  city?: string
  /** Carried to routing: the enquiry goes only to suppliers of this category. */
  category?: { id: number; name: string }
  /** An enquiry addressed to one supplier (profile pages). */
  supplier?: { id: number; name: string }
  heading?: string
  intro?: string
  /** Anchor id of the section. */
  id?: string
}

export function EnquirySection({ heading = 'Get Quotes from Sustainable Suppliers', id = 'enquiry' }: EnquirySectionProps) {
  return (
    <section id={id} className="bg-brand-50 py-16">
      <div className="mx-auto max-w-3xl px-4">
        <h2 className="text-3xl font-bold text-brand-900">{heading}</h2>
      </div>
    </section>
  )
}
