import Link from 'next/link'

/** 'Category Not Found' with a link home, for a category slug that names no category. */
export function CategoryNotFound() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-brand-900">Category Not Found</h1>
      <p className="mt-4 text-lg text-gray-700">The category you&apos;re looking for doesn&apos;t exist.</p>
      <Link
        href="/"
        className="mt-8 inline-flex rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Return Home
      </Link>
    </section>
  )
}
