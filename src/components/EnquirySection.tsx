import { EnquiryForm } from '@/components/enquiry/EnquiryForm.client'
import type { RecipientsState } from '@/components/enquiry/useRecipients'
import { getEnquiryRecipients } from '@/lib/data/enquiry-recipients'
import { getShellData } from '@/lib/data/shell'
import { getCategories } from '@/lib/data/taxonomy'

export type EnquirySectionProps = {
  /** Prefills the City field (city pages). */
  city?: string
  /** The page's material (a category page): preset and fixed; the enquiry goes only to suppliers of it. */
  category?: { id: number; name: string }
  /** An enquiry addressed to one supplier (profile pages). */
  supplier?: { id: number; name: string }
  /** Prefills 'Site postcode' (a product page near a full postcode). */
  sitePostcode?: string
  heading?: string
  intro?: string
  /** Anchor id of the section. */
  id?: string
}

/** The quote form section: the form is in the page's HTML and works without JavaScript. */
export async function EnquirySection({
  city,
  category,
  supplier,
  sitePostcode,
  heading = 'Get Quotes from Sustainable Suppliers',
  intro,
  id = 'enquiry',
}: EnquirySectionProps) {
  const [shell, categories, recipients] = await Promise.all([
    getShellData(),
    // The materials a visitor may name: the categories (none offered if they cannot be read; the form still works).
    getCategories().catch(() => []),
    getEnquiryRecipients({ city: city ?? '', category: category?.id ?? null, supplier: supplier?.id ?? null }),
  ])
  const initialRecipients: RecipientsState | undefined = recipients
    ? { status: 'ready', city: supplier ? '' : (city ?? ''), recipients }
    : undefined
  const cities = shell.cities.map((c) => c.label)
  const materials = categories.map((c) => ({ id: c.id, name: c.name }))
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="bg-brand-50 py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h2 id={headingId} className="text-3xl font-bold text-brand-900">
          {heading}
        </h2>
        {intro ? <p className="mt-3 text-lg text-gray-700">{intro}</p> : null}
        {supplier ? <p className="mt-2 text-gray-700">Your enquiry will go to {supplier.name}.</p> : null}
        <div className="mt-8">
          <EnquiryForm
            city={city}
            cities={cities}
            materials={materials}
            category={category}
            supplier={supplier}
            sitePostcode={sitePostcode}
            initialRecipients={initialRecipients}
          />
        </div>
      </div>
    </section>
  )
}
