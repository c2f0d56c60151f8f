'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect } from 'react'
import { toast } from '@/components/toast-bus'

import { POST_NOT_FOUND_PARAM } from '@/lib/site/blog'

/**
 * Reads ?notFound=1 (set by the post page's redirect for an unknown slug) on the client (the page itself is static)
 * into the 'Blog post not found' toast, then removes it.
 */
export function BlogQuery() {
  const postNotFound = useSearchParams().has(POST_NOT_FOUND_PARAM)

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
