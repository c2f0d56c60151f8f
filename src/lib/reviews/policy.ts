import type { Payload, PayloadRequest } from 'payload'

import { POLICY_REASON_LABELS, POLICY_REASONS, type PolicyReason } from '@/lib/reviews/rules'

export type PolicyReasonText = { reason: PolicyReason; heading: string; explanation: string | null }

/** Each policy reason with the editors' heading and explanation (the default heading where they wrote none). */
export function policyReasonTexts(
  rows:
    ReadonlyArray<{ reason?: string | null; heading?: string | null; explanation?: string | null }> | null | undefined,
): PolicyReasonText[] {
  const byReason = new Map((rows ?? []).map((row) => [row.reason, row]))
  return POLICY_REASONS.map((reason) => {
    const row = byReason.get(reason)
    return {
      reason,
      heading: row?.heading?.trim() || POLICY_REASON_LABELS[reason],
      explanation: row?.explanation?.trim() || null,
    }
  })
}

/** The policy's headings by reason, as the editors wrote them (for e-mails and the admin's decisions). */
export async function policyReasonHeadings(
  payload: Payload,
  req?: PayloadRequest,
): Promise<Record<PolicyReason, string>> {
  const policy = await payload.findGlobal({
    slug: 'review-policy',
    depth: 0,
    overrideAccess: true,
    select: { reasons: true },
    ...(req ? { req } : {}),
  })
  return Object.fromEntries(policyReasonTexts(policy.reasons).map((r) => [r.reason, r.heading])) as Record<
    PolicyReason,
    string
  >
}
