'use client'

import { subscribeNewsletterAction } from '@/actions/newsletter'
import { fieldErrorId } from '@/components/forms/FormField'
import type { NewsletterBoxState } from '@/lib/newsletter/subscribers'
import { usePageFormAction } from '@/components/forms/use-page-form-action'

const IDLE: NewsletterBoxState = { status: 'idle' }
const EMAIL_ID = 'newsletter-email'

/**
 * The newsletter box's form: the spec's e-mail field and Subscribe button, posted to the server action as plain HTML
 * (it works before or without JavaScript); the answer is shown under it.
 */
export function NewsletterForm() {
  const [state, formAction, pending] = usePageFormAction(subscribeNewsletterAction, IDLE)
  const error = state.status === 'error' ? state.message : undefined
  return (
    <form action={formAction} noValidate className="mx-auto mt-6 max-w-md">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={EMAIL_ID} className="sr-only">
          Email address
        </label>
        <input
          key={state.email ?? ''}
          id={EMAIL_ID}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Your email address"
          defaultValue={state.status === 'error' ? state.email : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? fieldErrorId(EMAIL_ID) : undefined}
          className="min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-4 py-3 text-gray-900 focus:border-brand-700"
        />
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="newsletter-company-website">Leave this field empty</label>
          <input id="newsletter-company-website" type="text" name="companyWebsite" tabIndex={-1} autoComplete="off" />
        </div>
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          Subscribe
        </button>
      </div>
      {state.status === 'done' ? (
        <p role="status" className="mt-4 text-brand-900">
          {state.message}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(EMAIL_ID)} role="alert" className="mt-4 text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  )
}
