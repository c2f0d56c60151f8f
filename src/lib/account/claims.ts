import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import {
  claimLinkExpiry,
  claimNeedsReview,
  hashClaimToken,
  isWellFormedClaimToken,
  LINK_STATUSES,
  newClaimToken,
} from '@/lib/account/claim-rules'
import { queueClaimEmail } from '@/lib/account/claim-emails'
import {
  FORM_FAILED_MESSAGE,
  FORM_INVALID_MESSAGE,
  fieldErrorsOf,
  type AccountFormState,
} from '@/lib/account/form-state'
import {
  CLAIM_AWAITING_REVIEW,
  CLAIM_LINK_SENT,
  CLAIM_LISTING_UNKNOWN,
  CLAIM_OTHER_LISTING,
  LINK_EXPIRED,
} from '@/lib/account/messages'
import { claimDomainMatches } from '@/lib/account/rules'
import { claimSchema, newPasswordSchema } from '@/lib/account/schemas'
import { runSql, withTransaction } from '@/lib/platform/db'
import { consumeFormAllowance, enquiryRateLimit, tooManyEnquiriesMessage } from '@/lib/enquiry/rate-limit'
import { HONEYPOT_FIELD } from '@/lib/enquiry/fields'

export const CLAIM_FIELDS = ['listing', 'name', 'email', 'phone', 'jobRole'] as const

export type SubmitClaimContext = {
  payload: Payload
  /** The client address for the per-address limit (see clientIpFrom); null when none is known. */
  clientIp: string | null
  /** Claims allowed per address and per e-mail in 10 minutes; defaults to ENQUIRY_RATE_LIMIT. */
  rateLimit?: number
}

type ClaimedListing = { id: number; name: string; website?: string | null; contactEmail?: string | null }

/** The published listing a claim form names by its slug; null when there is none. */
export async function claimableListing(payload: Payload, slug: string): Promise<ClaimedListing | null> {
  if (!slug || slug.length > 100) return null
  const { docs } = await payload.find({
    collection: 'suppliers',
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    draft: false,
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { name: true, website: true, contactEmail: true },
  })
  return docs[0] ?? null
}

/**
 * The claim form's one entry: honeypot, validation, rate limits, then the claim and (when the work e-mail is at the
 * listing's domain and nobody manages the listing yet) its e-mailed link, in one transaction. Never throws.
 */
export async function submitClaim(
  values: Record<string, string>,
  context: SubmitClaimContext,
): Promise<AccountFormState> {
  const { payload } = context
  const kept = Object.fromEntries(CLAIM_FIELDS.map((name) => [name, values[name] ?? '']))
  if (values[HONEYPOT_FIELD]?.trim()) {
    payload.logger.info({ msg: 'Claim with the honeypot field filled: answered as sent, nothing stored' })
    return { status: 'done', message: CLAIM_AWAITING_REVIEW }
  }
  const parsed = claimSchema.safeParse(values)
  if (!parsed.success)
    return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error), values: kept }
  const { listing: slug, ...fields } = parsed.data
  const claim = { ...fields, email: fields.email.toLowerCase() }
  try {
    const listing = await claimableListing(payload, slug)
    if (!listing) return { status: 'error', message: CLAIM_LISTING_UNKNOWN, values: kept }
    const allowance = await consumeFormAllowance(
      payload,
      'claim',
      { ip: context.clientIp, email: claim.email },
      context.rateLimit ?? enquiryRateLimit(),
    )
    if (!allowance.allowed) {
      payload.logger.warn({ msg: 'Claim refused by the rate limit', clientIp: context.clientIp })
      return { status: 'error', message: tooManyEnquiriesMessage(allowance.retryAfterMs, 'claims'), values: kept }
    }
    const stored = await storeClaim(payload, listing, claim)
    payload.logger.info({ msg: `Claim ${stored.id} stored`, linkSent: stored.linkSent })
    return { status: 'done', message: stored.linkSent ? CLAIM_LINK_SENT : CLAIM_AWAITING_REVIEW }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Claim could not be stored; nothing was kept' })
    return { status: 'error', message: FORM_FAILED_MESSAGE, values: kept }
  }
}

async function storeClaim(
  payload: Payload,
  listing: ClaimedListing,
  claim: { name: string; email: string; phone: string; jobRole: string },
): Promise<{ id: number; linkSent: boolean }> {
  return withTransaction(
    payload,
    async (req) => {
      const managed = await payload.count({
        collection: SUPPLIER_ACCOUNTS_COLLECTION,
        where: { and: [{ supplier: { equals: listing.id } }, { _verified: { equals: true } }] },
        overrideAccess: true,
        req,
      })
      const domainMatch = claimDomainMatches(claim.email, listing)
      const listingHadAccount = managed.totalDocs > 0
      const link = claimNeedsReview({ domainMatch, listingHasVerifiedAccount: listingHadAccount })
        ? null
        : newClaimToken()
      const created = await payload.create({
        collection: 'listing-claims',
        data: {
          listing: listing.id,
          ...claim,
          domainMatch,
          listingHadAccount,
          status: link ? 'link-sent' : 'awaiting-review',
          tokenHash: link?.hash ?? null,
          tokenExpiresAt: link ? claimLinkExpiry(new Date()).toISOString() : null,
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
      if (link) await queueClaimEmail(req, { kind: 'link', claim: created, token: link.token })
      return { id: created.id, linkSent: link !== null }
    },
    {
      context: { disableRevalidate: true },
      confirm: async ({ id }) =>
        (await payload.count({ collection: 'listing-claims', where: { id: { equals: id } }, overrideAccess: true }))
          .totalDocs === 1,
    },
  )
}

/** Whether a claim link's token can still set a password (GET of the link page: reads only, never consumes). */
export async function claimTokenIsLive(payload: Payload, token: unknown): Promise<boolean> {
  if (!isWellFormedClaimToken(token)) return false
  const { totalDocs } = await payload.count({
    collection: 'listing-claims',
    overrideAccess: true,
    where: {
      and: [
        { tokenHash: { equals: hashClaimToken(token) } },
        { tokenExpiresAt: { greater_than: new Date().toISOString() } },
        { status: { in: [...LINK_STATUSES] } },
      ],
    },
  })
  return totalDocs === 1
}

export type CompleteClaimOutcome =
  { outcome: 'done'; accountId: number; created: boolean } | { outcome: 'expired' } | { outcome: 'other-listing' }

class ManagesAnotherListing extends Error {}

type ConsumedClaim = { id: number; listing_id: number; name: string; email: string; phone: string; job_role: string }

/**
 * Consumes a claim link (a conditional UPDATE: of two clicks one wins, the other finds nothing) and, in the same
 * transaction, creates the verified account with the password or links the account of that e-mail when it already
 * manages the listing. An address that manages another listing changes nothing.
 */
export async function completeClaim(payload: Payload, token: string, password: string): Promise<CompleteClaimOutcome> {
  if (!isWellFormedClaimToken(token)) return { outcome: 'expired' }
  const tokenHash = hashClaimToken(token)
  try {
    return await withTransaction(payload, async (req): Promise<CompleteClaimOutcome> => {
      const { rows } = await runSql(
        payload,
        sql`update listing_claims
            set token_hash = null, token_expires_at = null, status = 'completed', completed_at = now(), updated_at = now()
            where token_hash = ${tokenHash} and token_expires_at > now() and status in ('link-sent', 'approved')
            returning id, listing_id, name, email, phone, job_role`,
        req,
      )
      const claim = rows[0] as ConsumedClaim | undefined
      if (!claim) return { outcome: 'expired' }
      const existing = await payload.find({
        collection: SUPPLIER_ACCOUNTS_COLLECTION,
        where: { email: { equals: claim.email.toLowerCase() } },
        overrideAccess: true,
        depth: 0,
        limit: 1,
        pagination: false,
        req,
      })
      const account = existing.docs[0]
      let accountId: number
      if (account) {
        const managed = typeof account.supplier === 'number' ? account.supplier : account.supplier.id
        if (managed !== claim.listing_id) throw new ManagesAnotherListing()
        await payload.update({
          collection: SUPPLIER_ACCOUNTS_COLLECTION,
          id: account.id,
          data: { password, _verified: true, loginAttempts: 0, lockUntil: null },
          overrideAccess: true,
          depth: 0,
          req,
        })
        accountId = account.id
      } else {
        const created = await payload.create({
          collection: SUPPLIER_ACCOUNTS_COLLECTION,
          data: {
            email: claim.email,
            password,
            name: claim.name,
            phone: claim.phone,
            jobRole: claim.job_role,
            supplier: claim.listing_id,
            _verified: true,
          },
          overrideAccess: true,
          disableVerificationEmail: true,
          depth: 0,
          req,
        })
        accountId = created.id
      }
      await runSql(payload, sql`update listing_claims set account_id = ${accountId} where id = ${claim.id}`, req)
      return { outcome: 'done', accountId, created: !account }
    })
  } catch (error) {
    if (error instanceof ManagesAnotherListing) return { outcome: 'other-listing' }
    throw error
  }
}

/** The set-password form of a claim link: the message a visitor sees when it cannot be used. */
export async function setClaimPassword(
  payload: Payload,
  values: Record<string, string>,
): Promise<AccountFormState | { status: 'done'; accountId: number }> {
  const parsed = newPasswordSchema.safeParse(values)
  if (!parsed.success)
    return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error) }
  try {
    const result = await completeClaim(payload, values.token ?? '', parsed.data.password)
    if (result.outcome === 'expired') return { status: 'error', message: LINK_EXPIRED }
    if (result.outcome === 'other-listing') return { status: 'error', message: CLAIM_OTHER_LISTING }
    return { status: 'done', accountId: result.accountId }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'A claim link could not set the password; nothing was kept' })
    return { status: 'error', message: FORM_FAILED_MESSAGE }
  }
}
