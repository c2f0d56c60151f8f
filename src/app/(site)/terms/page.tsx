import type { Metadata } from 'next'

import { LegalPageContent, legalPageMetadata } from '@/components/legal/LegalPageContent'
import { CommissionTermsSection } from '@/components/packages/CommissionTerms'
import { EcoScoreTermsSection } from '@/components/legal/EcoScoreTerms'

export const revalidate = 300

export function generateMetadata(): Promise<Metadata> {
  return legalPageMetadata('terms')
}

export default function TermsPage() {
  return (
    <LegalPageContent slug="terms">
      <CommissionTermsSection />
      <EcoScoreTermsSection />
    </LegalPageContent>
  )
}
