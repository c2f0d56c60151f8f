import { getImageProps, type ImageProps } from 'next/image'

import { FALLBACK_IMAGE } from '@/lib/site/media'

export type SiteImageProps = Omit<
  ImageProps,
  'src' | 'onError' | 'onLoad' | 'priority' | 'preload' | 'placeholder' | 'blurDataURL'
> & {
  src: string
  /** Shown instead when the image fails to load. */
  fallback?: string
}

// Addresses on other hosts are not in images.localPatterns, so they bypass the optimiser.
const isExternal = (src: string) => /^https?:\/\//i.test(src)

/**
 * An optimised image (next/image's srcset, sizes and lazy loading) rendered as a plain <img>, so it ships no
 * JavaScript. When the source fails, the page's image-fallback script (ImageFallbackScript) swaps in the fallback,
 * optimised for the same sizes; the box stays the same, so nothing shifts. A page's largest image is a FirstPaintImage
 * (inline on phones, fetched first elsewhere).
 * (No ReactDOM.preload: in a server component it travels in the RSC payload, so a prefetch of another page would
 * start downloading that page's hero.)
 */
export function SiteImage({ src, fallback = FALLBACK_IMAGE, unoptimized, ...rest }: SiteImageProps) {
  const source = src || fallback
  const { props } = getImageProps({ ...rest, src: source, unoptimized: unoptimized ?? isExternal(source) })
  const { props: fallbackProps } = getImageProps({ ...rest, src: fallback, unoptimized: isExternal(fallback) })
  const swappable = source !== fallback
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, rendered without its client code
    <img
      {...props}
      alt={props.alt}
      data-fallback={swappable ? fallbackProps.src : undefined}
      data-fallback-srcset={swappable ? fallbackProps.srcSet : undefined}
    />
  )
}

/** An image covering the box it fills (the box sets the size; `sizes` says how wide it shows), fetched lazily. */
export function CoverImage(props: Omit<SiteImageProps, 'fill' | 'className' | 'fetchPriority' | 'loading'>) {
  return <SiteImage {...props} fill className="object-cover" />
}
