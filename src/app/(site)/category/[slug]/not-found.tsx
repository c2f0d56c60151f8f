import { CategoryNotFound } from '@/components/CategoryNotFound'

export default function NotFound() {
  return <CategoryNotFound />
}
