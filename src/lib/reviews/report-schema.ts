import { z } from 'zod'

import { REPORT_REASONS, REVIEW_LIMITS } from '@/lib/reviews/rules'

// The report form's input rules, for the server (src/lib/reviews/report.ts) and the tests.

export const REPORT_FIELDS = ['reason', 'details'] as const

export const REPORT_DETAILS_NEEDED = 'Please say what is wrong with this review.'

/** The report form's input: a reason from the list, details optional (needed for 'Something else'). */
export const reportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { message: 'Please choose why you are reporting this review.' }),
    details: z
      .string()
      .trim()
      .max(
        REVIEW_LIMITS.reportDetails.max,
        `Please keep the details to ${REVIEW_LIMITS.reportDetails.max} characters or fewer.`,
      ),
  })
  .refine((value) => value.reason !== 'other' || value.details.length > 0, {
    path: ['details'],
    message: REPORT_DETAILS_NEEDED,
  })
