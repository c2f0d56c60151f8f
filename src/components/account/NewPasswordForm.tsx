import { AccountForm, type AccountFormProps } from '@/components/account/AccountForm.client'
import { AccountHeading } from '@/components/account/AccountHeading'
import { NEW_PASSWORD_FIELDS } from '@/components/account/account-fields'

type Props = {
  title: string
  intro?: string
  action: AccountFormProps['action']
  /** The e-mailed link's token, posted back with the form (the action consumes it). */
  token: string
  submitLabel: string
}

/** A page that sets a new password from an e-mailed link (a claim, a reset): its heading and the form. */
export function NewPasswordForm({ title, intro, action, token, submitLabel }: Props) {
  return (
    <>
      <AccountHeading title={title} intro={intro} />
      <AccountForm
        action={action}
        hidden={{ token }}
        submitLabel={submitLabel}
        pendingLabel="Saving..."
        fields={NEW_PASSWORD_FIELDS}
      />
    </>
  )
}
