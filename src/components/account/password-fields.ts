import type { AccountFormField } from '@/components/account/AccountForm.client'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/account/rules'

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
