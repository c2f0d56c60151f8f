import type { Media } from '@payload-types'

import { SiteImage } from '@/components/SiteImage'
import { initials } from '@/lib/text'

/** The author's uploaded avatar, else a generated one with their initials (no external service). */
export function AuthorAvatar({ name, avatar }: { name: string; avatar: number | Media | null | undefined }) {
  const url = avatar && typeof avatar === 'object' ? avatar.url : null
  if (url) {
    return <SiteImage src={url} alt="" width={48} height={48} className="size-12 rounded-full object-cover" />
  }
  return (
    <span
      aria-hidden="true"
      data-testid="author-initials"
      className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
    >
      {initials(name)}
    </span>
  )
}
