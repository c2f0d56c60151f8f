import Link from 'next/link'

import { AccountHeading } from '@/components/account/AccountHeading'
import { LINK_EXPIRED } from '@/lib/account/messages'
import { ACCOUNT_PATHS } from '@/lib/routes'

/** The page an expired, used or mangled e-mail link opens: what happened and what to do, never an error. */
export function ExpiredLink({ what }: { what: string }) {
  return (
    <>
      <AccountHeading title="This link no longer works" intro={LINK_EXPIRED} />
      <p className="text-gray-700">
        Links in our e-mails work once and for a limited time. If this was a {what} link, you can ask for a new one:
      </p>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-gray-700">
        <li>
          <Link href={ACCOUNT_PATHS.forgotPassword} className="font-semibold text-brand-700 underline">
            E-mail me a new password link
          </Link>
        </li>
        <li>
          <Link href={ACCOUNT_PATHS.signIn} className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </li>
        <li>To claim a listing again, open the business&apos;s profile and choose &lsquo;Claim this listing&rsquo;.</li>
      </ul>
    </>
  )
}
