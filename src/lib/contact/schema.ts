import { z } from 'zod'

import { hasLineBreak, singleLineMessage } from '@/lib/single-line'

// The company contact form on /contact (a message to staff, never to suppliers): its fields, limits and messages.

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

export const CONTACT_LIMITS = { name: 120, email: 254, message: { min: 10, max: 3000 } } as const

/** A field bots fill and people never see; anything in it means the message is answered as sent and dropped. */
export const CONTACT_HONEYPOT = 'companyWebsite'

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(CONTACT_LIMITS.name, `Your name has at most ${CONTACT_LIMITS.name} characters.`)
    .refine((v) => !hasLineBreak(v), singleLineMessage('Your name'))
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'Your name contains characters that cannot be used.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .max(CONTACT_LIMITS.email, `An e-mail address has at most ${CONTACT_LIMITS.email} characters.`)
    .refine((v) => !hasLineBreak(v), singleLineMessage('Your e-mail address'))
    .pipe(z.string().email('Please enter a valid e-mail address.')),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.message.min, `Please write at least ${CONTACT_LIMITS.message.min} characters.`)
    .max(CONTACT_LIMITS.message.max, `Your message has at most ${CONTACT_LIMITS.message.max} characters.`)
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'Your message contains characters that cannot be used.'),
})

export type ContactInput = z.output<typeof contactSchema>
