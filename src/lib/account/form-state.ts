import type { ZodError } from 'zod'

/** What an account form's server action answers; the form renders it (with or without JavaScript). */
export type AccountFormState = {
  status: 'idle' | 'error' | 'done'
  /** A message for the whole form (an alert above the fields). */
  message?: string
  /** The first message for each field that is wrong. */
  fieldErrors?: Record<string, string>
  /** What was sent, so the form keeps it (never a password). */
  values?: Record<string, string>
}

export const IDLE_FORM: AccountFormState = { status: 'idle' }

/** The text fields of a posted form, trimmed; a missing field is ''. */
export function textFields<K extends string>(formData: FormData, names: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>
  for (const name of names) {
    const value = formData.get(name)
    out[name] = typeof value === 'string' ? value : ''
  }
  return out
}

/** The first message zod gives each field. */
export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form'
    if (!(key in out)) out[key] = issue.message
  }
  return out
}

export const FORM_INVALID_MESSAGE = 'Please correct the fields marked below.'
export const FORM_FAILED_MESSAGE = 'Something went wrong on our side and nothing was saved. Please try again.'
