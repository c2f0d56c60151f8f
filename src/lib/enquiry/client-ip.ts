import { isIP } from 'node:net'

/** True when TRUST_PROXY is set to anything but an explicit 'false'/'0'/empty. */
export function trustsProxy(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const value = env.TRUST_PROXY?.trim().toLowerCase()
  return Boolean(value) && value !== 'false' && value !== '0' && value !== 'no'
}

function cleanAddress(raw: string | undefined): string | null {
  if (!raw) return null
  let address = raw.trim().replace(/^"|"$/g, '')
  // '[::1]:1234' and '1.2.3.4:5678' carry a port; an IPv4-mapped IPv6 address names the IPv4 one.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  if (address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7)
  return isIP(address) ? address.toLowerCase() : null
}

/**
 * The client address for rate limiting. Next 16 gives route handlers and server actions no socket
 * address; its server writes the peer address into X-Forwarded-For when the request has none.
 * - TRUST_PROXY set: a proxy we run sends the visitor's address. X-Real-IP comes first: deploy/nginx.conf
 *   sets it from the connection, while it only appends to X-Forwarded-For, whose first address the
 *   visitor can write (reliability/security review). Without X-Real-IP, the first forwarded address.
 * - TRUST_PROXY unset: only the last address (the one the nearest hop, normally Next itself,
 *   wrote) is used; addresses a client adds in front are ignored. Next writes the peer address only
 *   when the request has no X-Forwarded-For, so a client that sends one alone is counted under the
 *   address it names: production runs behind the proxy (docs/security.md).
 * Returns null when no valid address is present.
 */
export function clientIpFrom(headers: Pick<Headers, 'get'>, trustProxy: boolean = trustsProxy()): string | null {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  if (trustProxy) return cleanAddress(headers.get('x-real-ip') ?? undefined) ?? cleanAddress(forwarded[0])
  return cleanAddress(forwarded[forwarded.length - 1])
}
