'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect } from 'react'
import { toast } from '@/components/toast-bus'

import { BLOG_CATEGORY_PARAM, POST_NOT_FOUND_PARAM, selectedCategory } from '@/lib/site/blog'

/**
 * Reads the query on the client (the page itself is static): ?category= into the filter, and ?notFound=1
 * (set by the post page's redirect for an unknown slug) into the 'Blog post not found' toast, then removes it.
 */
export function BlogQuery({
  categories,
  onCategory,
}: {
  categories: string[]
  onCategory: (category: string | null) => void
}) {
  const params = useSearchParams()
  const category = selectedCategory(params.get(BLOG_CATEGORY_PARAM), categories)
  const postNotFound = params.has(POST_NOT_FOUND_PARAM)

  useEffect(() => onCategory(category), [category, onCategory])

  useEffect(() => {
    if (!postNotFound) return
    toast.error('Blog post not found', {
      id: 'post-not-found',
      description: "The blog post you're looking for doesn't exist.",
    })
    const url = new URL(window.location.href)
    url.searchParams.delete(POST_NOT_FOUND_PARAM)
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`)
  }, [postNotFound])

  return null
}
