import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API (one instance per server process). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
