import type { Metadata } from 'next'

export const dynamic = 'force-static'

export const metadata: Metadata = {
  title: 'Empty page',
  robots: { index: false, follow: false },
}

/** An empty page of the same build: the framework's own first-load JavaScript (npm run bench). */
export default function BenchEmptyPage() {
  return <p>Empty page: the framework baseline of npm run bench.</p>
}
