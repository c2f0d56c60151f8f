import type { Supplier } from '@payload-types'
import type { Payload, Where } from 'payload'

import { withTransaction } from '@/lib/platform/db'
import { recomputeExpired } from '@/lib/eco-score/recompute'
import {
  CERTIFICATE_CLOCK_CONTEXT,
  expiryDay,
  EXPIRY_REMINDER_DAYS,
  isCertificateExpired,
  isExpiryReminderDue,
} from '@/lib/suppliers/certificates'
import { certificateExpiryReminderEmail } from '@/lib/email/certificate-expiry'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { emailSiteFacts } from '@/lib/email/site-facts'

export type CertificateCheckSummary = {
  suppliersUpdated: number
  badgesHidden: number
  badgesShown: number
  remindersQueued: number
  /** Eco-Scores changed by what time alone changed (a certificate or an adjustment past its last day). */
  scoresChanged: number
  failures: number
}

type Certification = NonNullable<Supplier['certifications']>[number]
type CheckedSupplier = Pick<Supplier, 'id' | 'name' | 'contactEmail' | 'certifications'>

const PAGE_SIZE = 100
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The daily certificate check over every published supplier: a certificate past its expiry date gets
 * its badge hidden, and the supplier is e-mailed once, 30 days before a certificate expires. Each
 * supplier's save and its reminder e-mails are stored in one transaction, so a reminder is never
 * queued without being recorded (and never recorded without being queued).
 */
export async function checkCertificateExpiry(
  payload: Payload,
  now: Date = new Date(),
): Promise<CertificateCheckSummary> {
  const summary: CertificateCheckSummary = {
    suppliersUpdated: 0,
    badgesHidden: 0,
    badgesShown: 0,
    remindersQueued: 0,
    scoresChanged: 0,
    failures: 0,
  }
  const facts = await emailSiteFacts(payload)
  // Only suppliers with a certificate expiring within the reminder window (or already expired) can need a change.
  const where: Where = {
    and: [
      { _status: { equals: 'published' } },
      {
        'certifications.expiresAt': {
          less_than_equal: new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS).toISOString(),
        },
      },
    ],
  }
  for (let page = 1; ; page += 1) {
    const result = await payload.find({
      collection: 'suppliers',
      where,
      select: { name: true, contactEmail: true, certifications: true },
      sort: 'id',
      depth: 0,
      limit: PAGE_SIZE,
      page,
      overrideAccess: true,
    })
    for (const supplier of result.docs as CheckedSupplier[]) {
      try {
        const changes = await updateSupplier(payload, supplier, now, {
          brand: facts.brand,
          staffEmail: facts.staffEmail,
        })
        if (!changes) continue
        summary.suppliersUpdated += 1
        summary.badgesHidden += changes.badgesHidden
        summary.badgesShown += changes.badgesShown
        summary.remindersQueued += changes.remindersQueued
      } catch (error) {
        summary.failures += 1
        payload.logger.error({
          err: error,
          msg: `Certificate check failed for supplier ${supplier.id}; nothing was changed for it`,
        })
      }
    }
    if (!result.hasNextPage) break
  }
  // Hiding a badge above recomputed its supplier's score in the same save; what is left is evidence that ended without
  // a save: a certificate past its last day whose badge was already hidden, and adjustments past theirs.
  await recomputeExpired(payload, now, summary)
  return summary
}

type SupplierChanges = { badgesHidden: number; badgesShown: number; remindersQueued: number }

async function updateSupplier(
  payload: Payload,
  supplier: CheckedSupplier,
  now: Date,
  site: { brand: string; staffEmail: string | null },
): Promise<SupplierChanges | null> {
  const certs = supplier.certifications ?? []
  const contactEmail = supplier.contactEmail?.trim() || null
  // Without a contact e-mail nothing is recorded, so the reminder goes out once an address is added.
  const remind = (c: Certification) => contactEmail !== null && isExpiryReminderDue(c, now)
  const staleBadge = (c: Certification) => Boolean(c.badgeHidden) !== isCertificateExpired(c.expiresAt, now)
  const reminders = certs.filter(remind)
  const stale = certs.filter(staleBadge)
  if (reminders.length === 0 && stale.length === 0) return null

  await withTransaction(
    payload,
    async (req) => {
      await payload.update({
        collection: 'suppliers',
        id: supplier.id,
        data: {
          certifications: certs.map((c) => ({
            ...c,
            badgeHidden: isCertificateExpired(c.expiresAt, now),
            expiryReminderFor: remind(c) ? c.expiresAt : (c.expiryReminderFor ?? null),
          })),
        },
        depth: 0,
        overrideAccess: true,
        // Saved like an editor's change, so the revalidation hook expires the cached pages; the badge's hook decides
        // on the check's clock.
        context: { disableRevalidate: false, [CERTIFICATE_CLOCK_CONTEXT]: now.toISOString() },
        req,
      })
      for (const cert of reminders) {
        const expiresAt = cert.expiresAt as string
        const email = await certificateExpiryReminderEmail({
          supplierName: supplier.name,
          certificateName: cert.name,
          issuer: cert.issuer,
          number: cert.number,
          expiresAt,
          brand: site.brand,
          staffEmail: site.staffEmail,
        })
        await queueEmail(
          { payload, req },
          {
            to: contactEmail as string,
            subject: email.subject,
            text: email.text,
            html: email.html,
            replyTo: site.staffEmail,
            idempotencyKey: emailIdempotencyKey(
              'certificate-expiry',
              supplier.id,
              cert.id ?? cert.name,
              expiryDay(expiresAt),
            ),
          },
        )
      }
    },
    {
      context: { disableRevalidate: false },
      confirm: async () => {
        const saved = await payload.findByID({
          collection: 'suppliers',
          id: supplier.id,
          depth: 0,
          overrideAccess: true,
          select: { certifications: true },
        })
        return (saved.certifications ?? []).every(
          (c) => Boolean(c.badgeHidden) === isCertificateExpired(c.expiresAt, now),
        )
      },
    },
  )
  return {
    badgesHidden: stale.filter((c) => !c.badgeHidden).length,
    badgesShown: stale.filter((c) => c.badgeHidden).length,
    remindersQueued: reminders.length,
  }
}
