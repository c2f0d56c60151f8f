import Link from 'next/link'

import { readOr } from '@/lib/platform/offline'
import { getHome } from '@/lib/data/site'
import { ABOUT_PATH } from '@/lib/routes'

/** The home global's about section, shown at the foot of the home, city and category pages. */
export async function AboutBlock() {
  // A page still renders without it when the CMS cannot be reached (the demo-data state).
  const about = await readOr('home about section', async () => (await getHome()).about, null)
  if (!about) return null
  return (
    <section aria-labelledby="about-block-heading" className="bg-gray-50 py-16">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="about-block-heading" className="text-3xl font-bold text-brand-900">
          {about.title}
        </h2>
        <p className="mt-4 text-lg leading-8 text-gray-700">{about.body}</p>
        <Link
          href={ABOUT_PATH}
          className="mt-6 inline-block font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          Learn more about us →
        </Link>
      </div>
    </section>
  )
}
