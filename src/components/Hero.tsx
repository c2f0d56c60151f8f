import Link from 'next/link'

import { FirstPaintImage } from '@/components/FirstPaintImage'
import { SiteImage } from '@/components/SiteImage'

export type HeroLink = { label: string; href: string }

/**
 * Hero photos sit under a 40-90% dark overlay, so a lower quality cannot be seen there and halves the bytes of the
 * page's largest paint (the timber photo at 750 px: 26 kB at 75, 10 kB at 50). Listed in next.config's images.qualities.
 */
export const HERO_IMAGE_QUALITY = 50

const HERO_IMAGE_CLASS = '-z-10 object-cover'

export type HeroProps = {
  title: string
  subtitle: string
  image: string
  cta?: HeroLink
  secondaryCta?: HeroLink
  /** The hero image is the page's largest paint: inline on phones, fetched first elsewhere. */
  priority?: boolean
}

function HeroButton({ link, primary }: { link: HeroLink; primary: boolean }) {
  const className = primary
    ? 'inline-flex items-center justify-center rounded-md bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow hover:bg-brand-800'
    : 'inline-flex items-center justify-center rounded-md border-2 border-white px-6 py-3 text-base font-semibold text-white hover:bg-white/10'
  // In-page anchors stay plain links so the browser scrolls (smoothly, per globals.css).
  return link.href.startsWith('#') ? (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  ) : (
    <Link href={link.href} className={className}>
      {link.label}
    </Link>
  )
}

export function Hero({ title, subtitle, image, cta, secondaryCta, priority = false }: HeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900" data-testid="hero">
      {priority ? (
        <FirstPaintImage
          src={image}
          alt=""
          fill
          sizes="100vw"
          quality={HERO_IMAGE_QUALITY}
          className={HERO_IMAGE_CLASS}
        />
      ) : (
        <SiteImage src={image} alt="" fill sizes="100vw" quality={HERO_IMAGE_QUALITY} className={HERO_IMAGE_CLASS} />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/90 via-brand-900/70 to-brand-900/40"
      />
      <div className="mx-auto flex min-h-[26rem] max-w-7xl flex-col justify-center px-4 py-20 sm:px-6 lg:px-8">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-50">{subtitle}</p>
        {cta || secondaryCta ? (
          <div className="mt-8 flex flex-wrap gap-4">
            {cta ? <HeroButton link={cta} primary /> : null}
            {secondaryCta ? <HeroButton link={secondaryCta} primary={false} /> : null}
          </div>
        ) : null}
      </div>
    </section>
  )
}
