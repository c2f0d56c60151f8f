/** The public origin of the site, without a trailing slash (SITE_URL, else http://localhost:$PORT). */
export function siteUrl(): string {
  const configured = process.env.SITE_URL ?? process.env.NEXT_PUBLIC_SITE_URL
  const url = configured && configured.trim() ? configured.trim() : `http://localhost:${process.env.PORT ?? 3000}`
  return url.replace(/\/+$/, '')
}
