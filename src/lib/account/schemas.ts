import { z } from 'zod'

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/account/rules'
import { hasLineBreak, singleLineMessage } from '@/lib/single-line'

const email = z
  .string()
  .trim()
  .min(1, 'Please enter your e-mail address.')
  .max(254, 'An e-mail address has at most 254 characters.')
  .email('Please enter a valid e-mail address.')

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password.').max(PASSWORD_MAX_LENGTH, 'That password is too long.'),
})

export const forgotPasswordSchema = z.object({ email })

/** A new password, typed twice. */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Please use at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(PASSWORD_MAX_LENGTH, `Please use at most ${PASSWORD_MAX_LENGTH} characters.`),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: 'The two passwords are not the same.',
  })

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

const line = (empty: string, max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max, `${label} has at most ${max} characters.`)
    .refine((v) => !hasLineBreak(v), singleLineMessage(label))
    .refine((v) => !CONTROL_CHARACTERS.test(v), `${label} contains characters that cannot be used.`)

/** The claim form on /account/claim: who is claiming which listing. */
export const claimSchema = z.object({
  listing: z.string().trim().min(1, 'Please open the claim form from the listing you want to claim.').max(100),
  name: line('Please enter your name.', 120, 'Your name'),
  email: email.refine((v) => !CONTROL_CHARACTERS.test(v), 'Please enter a valid e-mail address.'),
  phone: line('Please enter your phone number.', 30, 'The phone number').refine(
    (v) => /^\+?[0-9 ()-]{6,30}$/.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= 6,
    'Please enter a valid phone number.',
  ),
  jobRole: line('Please enter your role at the business.', 120, 'Your role'),
})

export type ClaimInput = z.output<typeof claimSchema>

const phone = line('Please enter your phone number.', 30, 'The phone number').refine(
  (v) => /^\+?[0-9 ()-]{6,30}$/.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= 6,
  'Please enter a valid phone number.',
)

/** The application of a new supplier paying for a package (/suppliers/apply). */
export const applicationSchema = z.object({
  package: z.string().trim().min(1, 'Please choose a package on the Get Listed tab.').max(80),
  businessName: line('Please enter your business name.', 120, 'The business name'),
  contactName: line('Please enter your name.', 120, 'Your name'),
  email: email.refine((v) => !CONTROL_CHARACTERS.test(v), 'Please enter a valid e-mail address.'),
  phone,
  city: line('Please enter the city you are based in.', 80, 'The city'),
  category: z.string().trim().min(1, 'Please choose the category of your materials.').max(100),
  website: z
    .string()
    .trim()
    .max(200, 'A website address has at most 200 characters.')
    .transform((v) => (v && !/^https?:\/\//i.test(v) ? `https://${v}` : v))
    .refine((v) => {
      if (!v) return true
      try {
        const url = new URL(v)
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
      } catch {
        return false
      }
    }, 'Please enter a website address such as www.example.co.uk, or leave it empty.'),
  terms: z.literal('on', { message: 'Please agree to the terms to continue.' }),
})

export type ApplicationInput = z.output<typeof applicationSchema>
