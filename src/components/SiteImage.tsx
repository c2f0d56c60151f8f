import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

import { FALLBACK_IMAGE } from '@/lib/data/media'

export type SiteImageProps = Omit<ImageProps, 'src' | 'onError' | 'onLoad' | 'priority' | 'placeholder' | 'blurDataURL'> & {
  src: string
  /** Shown instead when the image fails to load. */
  fallback?: string
}

// Addresses on other hosts are not in images.localPatterns, so they bypass the optimiser.
const isExternal = (src: string) => /^https?:\/\//i.test(src)

/**
 * An optimised image (next/image's srcset, sizes and lazy loading) rendered as a plain <img>, so it ships no
 * JavaScript. When the source fails, the page's image-fallback script (ImageFallbackScript) swaps in the fallback,
 * optimised for the same sizes; the box stays the same, so nothing shifts. `preload` adds a high-priority preload.
 */
export function SiteImage({ src, fallback = FALLBACK_IMAGE, unoptimized, preload: shouldPreload, ...rest }: SiteImageProps) {
  const source = src || fallback
  const { props } = getImageProps({ ...rest, src: source, unoptimized: unoptimized ?? isExternal(source) })
  const { props: fallbackProps } = getImageProps({ ...rest, src: fallback, unoptimized: isExternal(fallback) })
  if (shouldPreload) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  const swappable = source !== fallback
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, rendered without its client code
    <img {...props} data-fallback={swappable ? fallbackProps.src : undefined} data-fallback-srcset={swappable ? fallbackProps.srcSet : undefined} />
  )
}
