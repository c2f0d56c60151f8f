import { getImageProps } from 'next/image'

import { SiteImage, type SiteImageProps } from '@/components/SiteImage'
import { PHONE_MAX_WIDTH, phoneImageDataUrl } from '@/lib/site/phone-image'
import { FALLBACK_IMAGE } from '@/lib/site/media'

/**
 * A page's largest image, fetched first: on a phone (up to PHONE_MAX_WIDTH CSS pixels) the picture is in the HTML
 * (a data: URL, a few kB), so it paints with the page; a larger screen's <source> fetches the optimised image at
 * high priority. An uploaded image, or one that cannot be made, is the usual eager SiteImage.
 */
export async function FirstPaintImage({
  src,
  fallback = FALLBACK_IMAGE,
  ...rest
}: Omit<SiteImageProps, 'fetchPriority' | 'loading'>) {
  const source = src || fallback
  const inline = await phoneImageDataUrl(source)
  if (!inline) return <SiteImage src={source} fallback={fallback} {...rest} fetchPriority="high" loading="eager" />
  const { props } = getImageProps({ ...rest, src: source })
  return (
    <picture>
      <source media={`(min-width: ${PHONE_MAX_WIDTH + 1}px)`} srcSet={props.srcSet} sizes={props.sizes} />
      <img
        alt={props.alt}
        src={inline}
        className={props.className}
        style={props.style}
        width={props.width}
        height={props.height}
        fetchPriority="high"
        loading="eager"
        decoding="sync"
      />
    </picture>
  )
}
