'use client'

import { useActionState, useId } from 'react'

import { IDLE_FORM, type AccountFormState } from '@/lib/account/form-state'

/** One control of an account form (serialisable, so a server page can describe its form). */
export type AccountFormField = {
  name: string
  label: string
  type?: 'text' | 'email' | 'password' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'date'
  /** The choices of a select. */
  options?: readonly { value: string; label: string }[]
  autoComplete?: string
  required?: boolean
  maxLength?: number
  hint?: string
  defaultValue?: string
}

export type AccountFormProps = {
  action: (previous: AccountFormState, formData: FormData) => Promise<AccountFormState>
  fields: readonly AccountFormField[]
  submitLabel: string
  pendingLabel: string
  /** Sent with the form, e.g. a token from the link or the page to return to. */
  hidden?: Record<string, string>
  /** A field bots fill and people never see (the enquiry form's honeypot). */
  honeypot?: string
  /** Shown instead of the form once the action answers 'done'. */
  doneNote?: string
  /** Folds the form under this summary (a <details>), opened when the action answers with an error. */
  summary?: string
}

const inputClass =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600'

/**
 * A form of the supplier portal: plain HTML posted to its server action (it works before or without JavaScript),
 * with the action's messages beside the fields and what was typed kept.
 */
export function AccountForm({
  action,
  fields,
  submitLabel,
  pendingLabel,
  hidden,
  honeypot,
  doneNote,
  summary,
}: AccountFormProps) {
  const [state, formAction, pending] = useActionState(action, IDLE_FORM)
  const uid = useId()
  if (state.status === 'done')
    return (
      <div role="status" className="rounded-md border border-green-200 bg-green-50 p-4 text-green-900">
        <p>{state.message}</p>
        {doneNote ? <p className="mt-2 text-sm">{doneNote}</p> : null}
      </div>
    )
  const form = (
    <form action={formAction} noValidate className="space-y-5">
      {state.status === 'error' && state.message ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {state.message}
        </p>
      ) : null}
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {honeypot ? (
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${uid}-${honeypot}`}>Leave this field empty</label>
          <input id={`${uid}-${honeypot}`} type="text" name={honeypot} tabIndex={-1} autoComplete="off" />
        </div>
      ) : null}
      {fields.map((field) => {
        const id = `${uid}-${field.name}`
        const error = state.fieldErrors?.[field.name]
        const describedBy = [error ? `${id}-error` : null, field.hint ? `${id}-hint` : null].filter(Boolean).join(' ')
        const common = {
          id,
          name: field.name,
          required: field.required,
          maxLength: field.maxLength,
          autoComplete: field.autoComplete,
          defaultValue: field.type === 'password' ? undefined : (state.values?.[field.name] ?? field.defaultValue),
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy || undefined,
          className: inputClass,
        }
        if (field.type === 'checkbox')
          return (
            <div key={field.name}>
              <div className="flex items-start gap-3">
                <input
                  type="checkbox"
                  id={id}
                  name={field.name}
                  required={field.required}
                  aria-invalid={Boolean(error)}
                  aria-describedby={describedBy || undefined}
                  className="mt-1 h-4 w-4 rounded border-gray-300"
                />
                <label htmlFor={id} className="text-sm text-gray-800">
                  {field.label}
                </label>
              </div>
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          )
        return (
          <div key={`${field.name}-${state.values?.[field.name] ?? ''}`}>
            <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
              {field.label}
              {field.required ? (
                <>
                  {' '}
                  <span aria-hidden="true" className="text-red-600">
                    *
                  </span>
                </>
              ) : null}
            </label>
            {field.type === 'textarea' ? (
              <textarea rows={5} {...common} />
            ) : field.type === 'select' ? (
              <select {...common}>
                <option value="">Choose...</option>
                {(field.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input type={field.type ?? 'text'} {...common} />
            )}
            {field.hint ? (
              <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
                {field.hint}
              </p>
            ) : null}
            {error ? (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      <button
        type="submit"
        disabled={pending}
        className="inline-flex items-center rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/40 disabled:opacity-60"
      >
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  )
  if (!summary) return form
  return (
    <details open={state.status === 'error'} className="group">
      <summary className="cursor-pointer font-semibold text-brand-700 underline">{summary}</summary>
      <div className="mt-4">{form}</div>
    </details>
  )
}
