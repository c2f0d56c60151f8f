import { describe, expect, it } from 'vitest'

import { INVITATION_WINDOW_DAYS } from '@/lib/reviews/invitations'
import { RESET_LINK_HOURS } from '@/lib/account/auth-emails'
import { CLAIM_LINK_HOURS, LOGIN_ATTEMPTS, LOGIN_LOCK_MS } from '@/lib/account/rules'
import { EXPIRY_REMINDER_DAYS } from '@/lib/suppliers/certificates'
import { EPD_REMINDER_DAYS } from '@/lib/materials/expiry'
import { DEFAULT_ENQUIRY_RATE_LIMIT, ENQUIRY_RATE_WINDOW_SECONDS } from '@/lib/enquiry/rate-limit'
import {
  DECLINE_WINDOW_DAYS,
  DEFAULT_RETENTION_MONTHS,
  DUPLICATE_WINDOW_DAYS,
  RESPONDS_QUICKLY_HOURS,
} from '@/lib/leads/rules'
import { WELCOME_LINK_DAYS } from '@/lib/packages/fulfil'
import { MESSAGE_EMAIL_INTERVAL_MINUTES, MESSAGE_WINDOW_MS, MESSAGES_PER_HOUR } from '@/lib/leads/conversation-rules'
import { NEW_POSTCODE_LOOKUP_WINDOW_SECONDS, NEW_POSTCODE_LOOKUPS_PER_WINDOW } from '@/lib/places/resolve'
import { REMINDER_DAYS } from '@/lib/packages/terms'
import { WELCOME_RESEND_LIMIT, WELCOME_RESEND_WINDOW_SECONDS } from '@/lib/packages/welcome-rules'
import {
  DEFAULT_INVITATION_DELAY_DAYS,
  DEFAULT_LINK_VALID_DAYS,
  REPORT_WINDOW_SECONDS,
  REPORTS_PER_HOUR,
} from '@/lib/reviews/rules'

// The time rules' numbers as the product states them (the design, the issues, the e-mails and pages that quote them).
// tests/int/time-edges.test.ts tries each rule on both sides of its edge, deriving the edges from these constants; this
// says what the constants are, so changing one is a decision made here too, never a slip.

describe('the time rules', () => {
  it('are the ones the product states', () => {
    expect({
      duplicateWindowDays: DUPLICATE_WINDOW_DAYS,
      declineWindowDays: DECLINE_WINDOW_DAYS,
      retentionMonths: DEFAULT_RETENTION_MONTHS,
      respondsQuicklyWorkingHours: RESPONDS_QUICKLY_HOURS,
      reviewInvitationDelayDays: DEFAULT_INVITATION_DELAY_DAYS,
      reviewInvitationCatchUpDays: INVITATION_WINDOW_DAYS,
      reviewLinkDays: DEFAULT_LINK_VALID_DAYS,
      claimLinkHours: CLAIM_LINK_HOURS,
      resetLinkHours: RESET_LINK_HOURS,
      welcomeLinkDays: WELCOME_LINK_DAYS,
      packageReminderDays: REMINDER_DAYS,
      certificateReminderDays: EXPIRY_REMINDER_DAYS,
      epdReminderDays: EPD_REMINDER_DAYS,
      enquiriesAndClaims: { perAddress: DEFAULT_ENQUIRY_RATE_LIMIT, minutes: ENQUIRY_RATE_WINDOW_SECONDS / 60 },
      reviewReports: { perAddress: REPORTS_PER_HOUR, minutes: REPORT_WINDOW_SECONDS / 60 },
      welcomeEmailAgain: { perOrderAndAddress: WELCOME_RESEND_LIMIT, minutes: WELCOME_RESEND_WINDOW_SECONDS / 60 },
      signInLock: { attempts: LOGIN_ATTEMPTS, minutes: LOGIN_LOCK_MS / 60_000 },
      newPostcodeLookups: {
        perAddress: NEW_POSTCODE_LOOKUPS_PER_WINDOW,
        minutes: NEW_POSTCODE_LOOKUP_WINDOW_SECONDS / 60,
      },
      conversationEmailMinutes: MESSAGE_EMAIL_INTERVAL_MINUTES,
      conversationMessages: { perParty: MESSAGES_PER_HOUR, minutes: MESSAGE_WINDOW_MS / 60_000 },
    }).toEqual({
      duplicateWindowDays: 30,
      declineWindowDays: 14,
      retentionMonths: 24,
      respondsQuicklyWorkingHours: 24,
      reviewInvitationDelayDays: 14,
      reviewInvitationCatchUpDays: 7,
      reviewLinkDays: 60,
      claimLinkHours: 24,
      resetLinkHours: 1,
      welcomeLinkDays: 7,
      packageReminderDays: [30, 7],
      certificateReminderDays: 30,
      epdReminderDays: [60, 30],
      enquiriesAndClaims: { perAddress: 5, minutes: 10 },
      reviewReports: { perAddress: 5, minutes: 60 },
      welcomeEmailAgain: { perOrderAndAddress: 3, minutes: 60 },
      signInLock: { attempts: 5, minutes: 10 },
      newPostcodeLookups: { perAddress: 20, minutes: 10 },
      conversationEmailMinutes: 15,
      conversationMessages: { perParty: 20, minutes: 60 },
    })
  })
})
