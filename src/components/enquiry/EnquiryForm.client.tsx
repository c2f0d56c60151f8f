'use client'

import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react'
import { flushSync } from 'react-dom'

import { submitEnquiryFormAction } from '@/actions/enquiry'
import { EnquiryConfirmationPanel } from '@/components/enquiry/EnquiryConfirmation'
import { EnquiryFields, type FieldBinding } from '@/components/enquiry/EnquiryFields'
import { onEnquiryPrefill, type EnquiryPrefillRequest } from '@/components/enquiry/prefill'
import { recipientsText } from '@/components/enquiry/useRecipients'
import type { EnquiryFormProps, ValidatedEnquiryFormProps } from '@/components/enquiry/ValidatedEnquiryForm.client'
import {
  emptyEnquiryValues,
  enquiryValuesFromFormData,
  INITIAL_ENQUIRY_FORM_STATE,
  ROUTING_FIELD_NAMES,
  ROUTING_FIELDS,
  type EnquiryFormValuesShown,
  type EnquiryRoutingField,
} from '@/lib/enquiry/form-state'
import { toast } from '@/components/toast-bus'
import { ENQUIRY_FAILURE, ENQUIRY_SUCCESS } from '@/lib/enquiry/result'
import { ENQUIRY_FIELD_NAMES, type EnquiryField } from '@/lib/enquiry/fields'
import { usePageFormAction } from '@/components/forms/use-page-form-action'

type Validated = {
  Form: ComponentType<ValidatedEnquiryFormProps>
  typed: EnquiryFormValuesShown
  typedErrors: Partial<Record<EnquiryField | EnquiryRoutingField, string>>
}

const loadValidatedForm = () =>
  import('@/components/enquiry/ValidatedEnquiryForm.client').then((m) => m.ValidatedEnquiryForm)

/**
 * The quote form as HTML: rendered on the server and posted to the server action without JavaScript.
 * With JavaScript, the react-hook-form version (validation code, about 30 kB) replaces it when the form is
 * first used or a part of the page prefills it (see prefill.ts), keeping what was typed: never at page load.
 */
export function EnquiryForm(props: EnquiryFormProps) {
  const { city = '', cities, materials, category, supplier, initialRecipients, sitePostcode = '' } = props
  const uid = useId()
  const [state, formAction, pending] = usePageFormAction(submitEnquiryFormAction, INITIAL_ENQUIRY_FORM_STATE)
  const [validated, setValidated] = useState<Validated | null>(null)
  const [prefill, setPrefill] = useState<EnquiryPrefillRequest | null>(null)
  const container = useRef<HTMLDivElement>(null)
  const loading = useRef<Promise<void> | null>(null)

  // Swaps in the validated form; what was typed, the focus and the caret carry over in the same task.
  const enhance = (then?: (form: HTMLFormElement) => void) => {
    loading.current ??= loadValidatedForm().then(
      (Form) => {
        const form = container.current?.querySelector('form')
        const focused =
          document.activeElement instanceof HTMLInputElement || document.activeElement instanceof HTMLTextAreaElement
            ? document.activeElement
            : null
        const focusedName = focused && form?.contains(focused) ? focused.name : null
        const caret =
          focusedName && focused?.type !== 'checkbox'
            ? [focused?.selectionStart ?? null, focused?.selectionEnd ?? null]
            : null
        const typed = form
          ? enquiryValuesFromFormData(new FormData(form))
          : emptyEnquiryValues(city, category?.id, sitePostcode)
        flushSync(() => setValidated({ Form, typed, typedErrors: state.fieldErrors }))
        if (focusedName) {
          const next = container.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(
            `[name="${focusedName}"]`,
          )
          next?.focus()
          if (caret && caret[0] !== null && next && next.type !== 'email') next.setSelectionRange(caret[0], caret[1])
        }
      },
      (error: unknown) => {
        // Without the validation code the HTML form still works: the server validates.
        console.error('Loading the enquiry form validation failed', error)
        loading.current = null
      },
    )
    if (then)
      void loading.current.then(() => {
        const form = container.current?.querySelector('form')
        if (form) then(form)
      })
  }

  useEffect(
    () =>
      onEnquiryPrefill((values) => {
        setPrefill((previous) => ({ ...values, sequence: (previous?.sequence ?? 0) + 1 }))
        enhance()
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribed once: enhance reads refs, not render values
    [],
  )

  // An answer to the HTML form (posted before the page's scripts ran) is also announced as a toast.
  useEffect(() => {
    if (state.status === 'success') toast.success(ENQUIRY_SUCCESS.title, { description: ENQUIRY_SUCCESS.description })
    else if (state.status !== 'idle')
      toast.error(ENQUIRY_FAILURE.title, {
        description:
          state.status === 'invalid' ? ENQUIRY_FAILURE.description : (state.message ?? ENQUIRY_FAILURE.description),
      })
  }, [state])

  if (validated)
    return (
      <div ref={container}>
        <validated.Form
          {...props}
          prefill={prefill}
          typed={validated.typed}
          typedErrors={validated.typedErrors}
          sent={state.status === 'success' ? (state.confirmation ?? null) : null}
        />
      </div>
    )

  // Once scripts run, submitting goes through the validated form: nothing invalid is posted.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    enhance((form) => form.requestSubmit())
  }

  const shown =
    (state.status === 'invalid' || state.status === 'error' ? state.values : null) ??
    emptyEnquiryValues(city, category?.id, sitePostcode)
  const bind = (name: string): FieldBinding =>
    name === 'consent'
      ? { name, defaultChecked: shown.consent }
      : { name, defaultValue: String(shown[name as keyof EnquiryFormValuesShown] ?? '') }
  const errors: Partial<Record<EnquiryField | EnquiryRoutingField, string>> = {}
  for (const field of [...ENQUIRY_FIELD_NAMES, ...ROUTING_FIELD_NAMES]) errors[field] = state.fieldErrors[field]

  return (
    <div ref={container} onFocusCapture={() => enhance()} onPointerDownCapture={() => enhance()}>
      {state.status === 'success' ? (
        <EnquiryConfirmationPanel confirmation={state.confirmation} withThanks />
      ) : state.status !== 'idle' ? (
        <div role="alert" className="mb-5 rounded-md bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">{ENQUIRY_FAILURE.title}</p>
          <p>{state.message ?? ENQUIRY_FAILURE.description}</p>
        </div>
      ) : null}
      {/* A new answer re-mounts the controls so they show the kept values (or the cleared form after a success). */}
      <form
        key={state.submission}
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        aria-busy={pending}
        className="space-y-5 rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        {category ? <input type="hidden" name={ROUTING_FIELDS.category} value={category.id} /> : null}
        {supplier ? <input type="hidden" name={ROUTING_FIELDS.supplier} value={supplier.id} /> : null}
        <EnquiryFields
          idPrefix={uid}
          bind={bind}
          errors={errors}
          cities={cities}
          materials={materials}
          fixedMaterial={category}
          categoryName={category?.name}
          supplierName={supplier?.name}
          recipientsText={recipientsText(initialRecipients ?? { status: 'idle' }, category?.name)}
          submitting={pending}
        />
      </form>
    </div>
  )
}
