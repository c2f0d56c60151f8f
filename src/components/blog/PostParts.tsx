import type { Post } from '@payload-types'

import { FirstPaintImage } from '@/components/FirstPaintImage'
import { CoverImage } from '@/components/SiteImage'
import { formatLongDate } from '@/lib/dates'
import { imageSrc, POST_FALLBACK_IMAGE } from '@/lib/site/media'

/** A post's image filling its box (the uploaded one, else the shipped path, else the posts' fallback). */
export function PostImage({
  post,
  sizes,
  alt = '',
  eager = false,
}: {
  post: Pick<Post, 'image' | 'imageUrl'>
  sizes: string
  alt?: string
  /** The page's largest image: fetched first, never lazily. */
  eager?: boolean
}) {
  const src = imageSrc(post.image, post.imageUrl, POST_FALLBACK_IMAGE)
  return eager ? (
    <FirstPaintImage src={src} fallback={POST_FALLBACK_IMAGE} alt={alt} sizes={sizes} fill className="object-cover" />
  ) : (
    <CoverImage src={src} fallback={POST_FALLBACK_IMAGE} alt={alt} sizes={sizes} />
  )
}

/** A post's publication date, as a <time>. */
export function PostDate({ publishedAt }: { publishedAt: string }) {
  return <time dateTime={publishedAt}>{formatLongDate(publishedAt)}</time>
}
