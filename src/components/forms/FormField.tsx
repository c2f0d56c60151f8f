import type { ComponentProps, ReactNode } from 'react'

// Every form's labelled field: the label, the control, its hint and its message, wired for assistive technology
// (label `for`, `aria-describedby` naming the message then the hint, `aria-invalid`). No 'use client': server pages
// and client forms (the plain HTML ones and the react-hook-form ones, which pass `register(...)` to the control)
// render the same markup.

/** A text input, textarea or select. */
export const INPUT_CLASS =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 ' +
  'shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 ' +
  'focus:ring-brand-700 aria-[invalid=true]:border-red-600'
/** A compact select or input inside its own label, beside a button (the portal's one-control forms). */
export const INLINE_INPUT_CLASS = 'ml-2 rounded-md border border-gray-300 px-2 py-1.5 font-normal'
export const FILE_INPUT_CLASS = 'mt-1 block text-sm'
export const CHECKBOX_CLASS = 'mt-1 h-4 w-4 rounded border-gray-300 text-brand-700 focus:ring-brand-600'
export const LABEL_CLASS = 'block text-sm font-semibold text-gray-800'
const CHECKBOX_LABEL_CLASS = 'text-sm text-gray-700'
const HINT_CLASS = 'mt-1 text-sm text-gray-600'
const ERROR_CLASS = 'mt-1 text-sm text-red-700'

/** What a field gives its control: the id its label names, and the accessible wiring to its hint and message. */
export type FieldWiring = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }

export const fieldErrorId = (id: string) => `${id}-error`
export const fieldHintId = (id: string) => `${id}-hint`

/** The control's wiring: `describedBy` (e.g. a note above the field) first, then the message, then the hint. */
export function fieldWiring(
  id: string,
  { error, hint, describedBy }: { error?: string; hint?: ReactNode; describedBy?: string },
): FieldWiring {
  const ids = [describedBy, error ? fieldErrorId(id) : null, hint ? fieldHintId(id) : null].filter(Boolean)
  return { id, 'aria-invalid': Boolean(error), 'aria-describedby': ids.join(' ') || undefined }
}

/** The red star after a required field's label, hidden from screen readers (the message says what is missing). */
function RequiredMark() {
  return (
    <>
      {' '}
      <span aria-hidden="true" className="text-red-600">
        *
      </span>
    </>
  )
}

function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={fieldHintId(id)} className={HINT_CLASS}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(id)} className={ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </>
  )
}

export type FormFieldProps = {
  /** The control's id (unique on the page); the hint and the message take `<id>-hint` and `<id>-error`. */
  id: string
  label: ReactNode
  /** Shows the required marker after the label (the control's own `required` attribute is the caller's). */
  required?: boolean
  hint?: ReactNode
  error?: string
  className?: string
  /** Renders the control (and anything beside it, e.g. a datalist) with the wiring spread on it. */
  children: (wiring: FieldWiring) => ReactNode
}

/** A labelled field: label, control, hint, message. */
export function FormField({ id, label, required, hint, error, className, children }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children(fieldWiring(id, { error, hint }))}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

export type CheckboxFieldProps = Omit<FormFieldProps, 'className'> & {
  /** Ids of other text the box is described by (named before its message). */
  describedBy?: string
}

/**
 * A checkbox with its label beside it and its message below, for a caller's wrapper element. The box is the
 * caller's (`<Checkbox {...wiring} {...binding} />`).
 */
export function CheckboxField({ id, label, required, hint, error, describedBy, children }: CheckboxFieldProps) {
  return (
    <>
      <div className="flex items-start gap-3">
        {children(fieldWiring(id, { error, hint, describedBy }))}
        <label htmlFor={id} className={CHECKBOX_LABEL_CLASS}>
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </>
  )
}

// The controls with the shared classes; every other attribute (name, defaultValue, react-hook-form's ref and
// handlers) is the caller's.

export function Input({ className = INPUT_CLASS, ...props }: ComponentProps<'input'>) {
  return <input className={className} {...props} />
}

export function Textarea({ className = INPUT_CLASS, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={className} {...props} />
}

export function Select({ className = INPUT_CLASS, ...props }: ComponentProps<'select'>) {
  return <select className={className} {...props} />
}

export function Checkbox({ className = CHECKBOX_CLASS, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="checkbox" className={className} {...props} />
}

/** A portal form's submit button: disabled, and saying what it does, while the form is being sent. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean
  label: string
  pendingLabel: string
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      // White on brand-700 is 5.0:1 (brand-600 was 3.3:1); the focus outline is the site's own (globals.css).
      className={
        'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2.5 ' +
        'font-semibold text-white hover:bg-brand-800 disabled:opacity-60'
      }
    >
      {pending ? pendingLabel : label}
    </button>
  )
}
