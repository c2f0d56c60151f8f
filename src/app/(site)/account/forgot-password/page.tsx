import type { Metadata } from 'next'

import { forgotPasswordAction } from '@/actions/account'
import { AccountForm } from '@/components/account/AccountForm.client'
import { AccountHeading } from '@/components/account/AccountHeading'
import { emailField } from '@/components/account/account-fields'

export const metadata: Metadata = { title: 'Reset your password' }

export default function ForgotPasswordPage() {
  return (
    <>
      <AccountHeading
        title="Reset your password"
        intro="Enter the e-mail address of your supplier account and we will e-mail you a link to choose a new password."
      />
      <AccountForm
        action={forgotPasswordAction}
        submitLabel="Send the link"
        pendingLabel="Sending..."
        fields={[emailField()]}
      />
    </>
  )
}
