import type { Payload, PayloadRequest } from 'payload'

import { earliestMatchingLead, lockDuplicateKeys, type DuplicateKeys } from '@/lib/leads/leads-sql'
import { duplicateWindowStart } from '@/lib/leads/rules'

export type { DuplicateKeys } from '@/lib/leads/leads-sql'

/**
 * The earlier lead a new enquiry repeats: the same e-mail or phone for the same city, category and addressed
 * supplier within 30 days (erased leads have no keys left). Returns the first lead of the chain, so duplicates all
 * point at the one that was routed. Takes a transaction lock per key first, so two identical enquiries sent at once
 * are told apart too (the second waits for the first to commit and then finds it).
 */
export async function findEarlierLead(
  payload: Payload,
  req: PayloadRequest,
  keys: DuplicateKeys,
  now: Date,
): Promise<number | null> {
  await lockDuplicateKeys(payload, req, keys)
  const found = await earliestMatchingLead(payload, req, keys, duplicateWindowStart(now))
  return found ? (found.duplicate_of_id ?? found.id) : null
}
