'use client'

import { useId, type ReactNode } from 'react'

import { Checkbox, CheckboxField, FormField, Input, Select, SubmitButton, Textarea } from '@/components/forms/FormField'
import { IDLE_FORM, type AccountFormState } from '@/lib/account/form-state'
import { usePageFormAction } from '@/components/forms/use-page-form-action'

/** One control of an account form (serialisable, so a server page can describe its form). */
export type AccountFormField = {
  name: string
  /** Text, or markup a server page renders (the application's consent line links the terms). */
  label: ReactNode
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
  const [state, formAction, pending] = usePageFormAction(action, IDLE_FORM)
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
        if (field.type === 'checkbox')
          return (
            <div key={field.name}>
              <CheckboxField id={id} label={field.label} hint={field.hint} error={error}>
                {(wiring) => <Checkbox {...wiring} name={field.name} required={field.required} />}
              </CheckboxField>
            </div>
          )
        const common = {
          name: field.name,
          required: field.required,
          maxLength: field.maxLength,
          autoComplete: field.autoComplete,
          defaultValue: field.type === 'password' ? undefined : (state.values?.[field.name] ?? field.defaultValue),
        }
        return (
          <FormField
            key={`${field.name}-${state.values?.[field.name] ?? ''}`}
            id={id}
            label={field.label}
            required={field.required}
            hint={field.hint}
            error={error}
          >
            {(wiring) =>
              field.type === 'textarea' ? (
                <Textarea rows={5} {...wiring} {...common} />
              ) : field.type === 'select' ? (
                <Select {...wiring} {...common}>
                  <option value="">Choose...</option>
                  {(field.options ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              ) : (
                <Input type={field.type ?? 'text'} {...wiring} {...common} />
              )
            }
          </FormField>
        )
      })}
      <SubmitButton pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
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
