import type { Post } from '@payload-types'
import type { Metadata } from 'next'

import { postCategoryName } from '@/lib/site/blog'
import { imageSrc } from '@/lib/site/media'
import { postPath } from '@/lib/routes'
import { articleJsonLd, pageMetadata } from '@/lib/seo/metadata'
import { applySeoFields, postSeoDefaults } from '@/lib/seo/fields'

type PostMetaInput = Pick<
  Post,
  'title' | 'slug' | 'excerpt' | 'publishedAt' | 'author' | 'category' | 'image' | 'imageUrl'
> &
  Partial<Pick<Post, 'meta'>>

/** A post's metadata (its SEO fields where set); the canonical URL is always the post's own page (also for /blog/featured). */
export function postMetadata(post: PostMetaInput, brand: string): Metadata {
  return pageMetadata(
    applySeoFields(
      {
        ...postSeoDefaults(post),
        path: postPath(post.slug),
        brand,
        image: imageSrc(post.image, post.imageUrl),
        type: 'article',
        publishedTime: post.publishedAt,
        authors: [post.author],
      },
      post.meta,
    ),
  )
}

/** Article structured data; dateModified defaults to the publication date. */
export function postJsonLd(post: PostMetaInput, brand: string): Record<string, unknown> {
  return articleJsonLd({
    title: post.title,
    description: post.excerpt,
    path: postPath(post.slug),
    image: imageSrc(post.image, post.imageUrl),
    datePublished: post.publishedAt,
    authorName: post.author,
    section: postCategoryName(post.category),
    brand,
  })
}
