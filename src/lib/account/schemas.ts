import { z } from 'zod'

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/account/rules'

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
