import type { AccountFormField } from '@/components/account/AccountForm.client'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/account/rules'

/** The e-mail address an account signs in with (or asks for a reset link, or claims with, labelled as it says). */
export function emailField(label = 'E-mail address'): AccountFormField {
  return { name: 'email', label, type: 'email', autoComplete: 'email', required: true, maxLength: 254 }
}

/** A new password typed twice (newPasswordSchema checks both on the server). */
export const NEW_PASSWORD_FIELDS: readonly AccountFormField[] = [
  {
    name: 'password',
    label: 'New password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    maxLength: PASSWORD_MAX_LENGTH,
    hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  {
    name: 'confirm',
    label: 'New password again',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    maxLength: PASSWORD_MAX_LENGTH,
  },
]
