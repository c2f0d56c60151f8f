import { getHome } from '@/lib/data/site'
import { getFeaturedSuppliers } from '@/lib/data/suppliers'

export const revalidate = 300

export default async function HomePage() {
  const [home, featured] = await Promise.all([getHome(), getFeaturedSuppliers()])
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900">{home.hero.title}</h1>
      <p className="mt-4 text-lg text-gray-700">{home.hero.subtitle}</p>
      <h2 className="mt-12 text-2xl font-semibold">Featured Eco-Suppliers</h2>
      <ul>
        {featured.map((s) => (
          <li key={s.id}>{s.name}</li>
        ))}
      </ul>
    </div>
  )
}
