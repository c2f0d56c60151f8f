import Link from 'next/link'
import type { ReactNode } from 'react'

import { AccountForm, type AccountFormProps } from '@/components/account/AccountForm.client'
import { BLOG_PATH } from '@/lib/routes'

/** The page a newsletter e-mail's link opens (confirm, unsubscribe): its title, what it says, a way back. */
export function NewsletterLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      {children}
      <p className="mt-8">
        <Link href={BLOG_PATH} className="font-semibold text-brand-700 underline">
          Back to the blog
        </Link>
      </p>
    </div>
  )
}

/** Opening the link only asks: this button (a POST carrying the link's token) does it. */
export function NewsletterLinkForm({
  intro,
  token,
  ...form
}: { intro: string; token: string } & Pick<AccountFormProps, 'action' | 'submitLabel' | 'pendingLabel'>) {
  return (
    <>
      <p className="mt-4 text-gray-800">{intro}</p>
      <div className="mt-6">
        <AccountForm {...form} fields={[]} hidden={{ token }} />
      </div>
    </>
  )
}

/** A link that no longer works (spent, expired, forged). */
export function NewsletterLinkProblem({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
      {children}
    </p>
  )
}
