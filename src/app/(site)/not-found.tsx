import type { Metadata } from 'next'

import { NotFoundContent } from '@/components/NotFoundContent'

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: "The page you're looking for doesn't exist.",
  // Overrides the layout's 'index, follow' so the page never says both.
  robots: { index: false, follow: true },
}

export default function NotFound() {
  return <NotFoundContent />
}
