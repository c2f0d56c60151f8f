import type { Metadata } from 'next'

import { LegalPageContent, legalPageMetadata } from '@/components/legal/LegalPageContent'
import { VisitCountingSection } from '@/components/legal/VisitCounting'

export const revalidate = 300

export function generateMetadata(): Promise<Metadata> {
  return legalPageMetadata('privacy-policy')
}

export default function PrivacyPolicyPage() {
  return (
    <LegalPageContent slug="privacy-policy">
      <VisitCountingSection />
    </LegalPageContent>
  )
}
