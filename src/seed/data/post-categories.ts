import { slugify } from '@/lib/slug'
import type { PostCategorySeed } from '@/seed/types'

/** The blog's four categories, in the spec's words. */
export const postCategories: PostCategorySeed[] = [
  'Sustainable Materials',
  'Energy Efficiency',
  'Water Management',
  'Renewable Energy',
].map((name) => ({ name, slug: slugify(name) }))
