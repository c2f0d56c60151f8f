import type { Metadata } from 'next'

import { CompanyContactSection } from '@/components/contact/CompanyContactSection'
import { EnquirySection } from '@/components/EnquirySection'
import { Hero } from '@/components/Hero'
import { JsonLd } from '@/components/JsonLd'
import { getShellData } from '@/lib/data/shell'
import { pageMetadata, siteJsonLd } from '@/lib/seo/metadata'
import { CONTACT_PATH } from '@/lib/routes'

export const revalidate = 300

const DESCRIPTION =
  'Tell us about your project and we will connect you with vetted sustainable building-material suppliers near you. Free quotes, no obligation.'

export async function generateMetadata(): Promise<Metadata> {
  const shell = await getShellData()
  return pageMetadata({
    title: 'Contact Us',
    description: DESCRIPTION,
    path: CONTACT_PATH,
    brand: shell.brand,
    image: '/images/hero-contact.webp',
  })
}

export default async function ContactPage() {
  const shell = await getShellData()
  return (
    <>
      <JsonLd data={siteJsonLd(shell)} />
      <Hero
        title="Connect with Sustainable Suppliers"
        subtitle="Tell us what you are building and we will pass your enquiry to vetted eco-friendly suppliers who can quote for it."
        image="/images/hero-contact.webp"
        cta={{ label: 'Submit Your Enquiry', href: '#contact-form' }}
        priority
      />
      <EnquirySection
        id="contact-form"
        heading="Submit Your Enquiry"
        intro="Fill in the form and the matching suppliers in your city will contact you with quotes, free of charge."
      />
      <CompanyContactSection />
    </>
  )
}
