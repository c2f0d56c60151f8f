import type { About, Home, Post, User } from '@payload-types'
import { draftMode, headers } from 'next/headers'
import type { TypedCollectionSelect } from 'payload'
import { cache } from 'react'

import { isStaffUser } from '@/access'
import { resolveCategory, resolveCity, type CategoryView, type CityView, type Resolved } from '@/lib/data/pages'
import { getPostBySlug } from '@/lib/data/posts'
import { getAbout, getHome } from '@/lib/data/site'
import {
  getSupplierBySlug,
  PROFILE_SELECT,
  toSupplierProfile,
  withProductNames,
  type SupplierProfile,
} from '@/lib/data/supplier-profile'
import { getPayloadClient } from '@/lib/platform/payload'

// Draft reads for preview. They are plain functions, never the cached readers: a draft never enters Next's data
// cache, and Next renders draft-mode requests per request without storing the page.

/** The signed-in staff user while draft mode is on, else null (and the page reads the cached published content). */
export const previewUser = cache(async (): Promise<User | null> => {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return isStaffUser(user) ? (user as User) : null
})

/** The latest version (a draft or the published one) of the document with this slug, read as the staff user. */
async function latestBySlug<S extends 'posts' | 'cities' | 'categories' | 'suppliers'>(
  collection: S,
  slug: string,
  user: User,
  select?: TypedCollectionSelect[S],
) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    draft: true,
    depth: 1,
    limit: 1,
    overrideAccess: false,
    user,
    ...(select ? { select } : {}),
  })
  return docs[0] ?? null
}

/** A post as the page shows it: the latest draft in preview, the cached published post otherwise. */
export async function postForPage(slug: string): Promise<Post | null> {
  const user = await previewUser()
  return user ? latestBySlug('posts', slug, user) : getPostBySlug(slug)
}

export async function supplierForPage(slug: string): Promise<SupplierProfile | null> {
  const user = await previewUser()
  if (!user) return getSupplierBySlug(slug)
  const draft = await latestBySlug('suppliers', slug, user, PROFILE_SELECT)
  if (!draft) return null
  const profile = toSupplierProfile(draft as Parameters<typeof toSupplierProfile>[0])
  return withProductNames(await getPayloadClient(), profile)
}

export async function cityForPage(slug: string): Promise<Resolved<CityView>> {
  const user = await previewUser()
  const draft = user ? await latestBySlug('cities', slug.toLowerCase(), user) : null
  return draft ? { value: draft, offline: false } : resolveCity(slug)
}

/** In preview the latest draft by slug; an alias (or no draft match) resolves as published pages do. */
export async function categoryForPage(slug: string): Promise<Resolved<CategoryView>> {
  const user = await previewUser()
  const draft = user ? await latestBySlug('categories', slug, user) : null
  return draft ? { value: draft, offline: false } : resolveCategory(slug)
}

export async function homeForPage(): Promise<Home> {
  const user = await previewUser()
  if (!user) return getHome()
  return (await getPayloadClient()).findGlobal({ slug: 'home', draft: true, depth: 1, overrideAccess: false, user })
}

export async function aboutForPage(): Promise<About> {
  const user = await previewUser()
  if (!user) return getAbout()
  return (await getPayloadClient()).findGlobal({ slug: 'about', draft: true, depth: 0, overrideAccess: false, user })
}
