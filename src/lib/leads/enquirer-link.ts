import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

import { isWellFormedLinkToken } from '@/lib/link-token'

// The enquirer's link, kept sealed (issue 33) so a later e-mail (a new message, a quote) can carry it again: AES-256-GCM
// under a key derived from PAYLOAD_SECRET, so the database alone opens no one's enquiry; only its hash is looked up.
// Erasure and retention empty it with the hash.

function key(secret: string): Buffer {
  if (!secret) throw new Error('PAYLOAD_SECRET is needed to seal enquirer links')
  return createHmac('sha256', secret).update('ecobuild:enquirer-link:v1').digest()
}

const currentSecret = () => process.env.PAYLOAD_SECRET ?? ''

/** The token sealed for storage: 'v1.<iv>.<tag>.<ciphertext>' (base64url). */
export function sealEnquirerToken(token: string, secret: string = currentSecret()): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(secret), iv)
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(
    '.',
  )
}

/** The token back, or null when the value is not one we sealed with this secret. */
export function openEnquirerToken(value: unknown, secret: string = currentSecret()): string | null {
  if (typeof value !== 'string') return null
  const [version, iv, tag, sealed] = value.split('.')
  if (version !== 'v1' || !iv || !tag || !sealed) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(secret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    const token = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
    return isWellFormedLinkToken(token) ? token : null
  } catch {
    return null
  }
}
