'use client'

import Image, { type ImageProps } from 'next/image'
import { useState } from 'react'

import { FALLBACK_IMAGE } from '@/lib/data/media'

type Props = Omit<ImageProps, 'src' | 'onError' | 'priority'> & {
  src: string
  /** Shown instead when the image fails to load. */
  fallback?: string
}

/** next/image that swaps to the shipped fallback when the source fails; same box, so no layout shift. */
export function FallbackImage({ src, fallback = FALLBACK_IMAGE, alt, unoptimized, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const current = failedSrc === src ? fallback : src || fallback
  // Addresses on other hosts are not in images.localPatterns, so they bypass the optimiser.
  const external = /^https?:\/\//i.test(current)
  return (
    <Image
      {...rest}
      src={current}
      alt={alt}
      unoptimized={unoptimized ?? external}
      onError={() => {
        if (current !== fallback) setFailedSrc(src)
      }}
    />
  )
}
