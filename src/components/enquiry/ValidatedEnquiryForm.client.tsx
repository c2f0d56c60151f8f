'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState } from 'react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import { toast } from '@/components/toast-bus'

import { submitEnquiryAction } from '@/actions/enquiry'
import { EnquiryFields } from '@/components/enquiry/EnquiryFields'
import type { EnquiryPrefillRequest } from '@/components/enquiry/prefill'
import { recipientsText, useRecipients, type RecipientsState } from '@/components/enquiry/useRecipients'
import { emptyEnquiryValues, type EnquiryFormValuesShown } from '@/lib/enquiry/form-state'
import { ENQUIRY_FAILURE, ENQUIRY_SUCCESS, type EnquiryConfirmation } from '@/lib/enquiry/result'
import { EnquiryConfirmationPanel } from '@/components/enquiry/EnquiryConfirmation'
import {
  ENQUIRY_FIELD_NAMES,
  enquirySchema,
  HONEYPOT_FIELD,
  type EnquiryField,
  type EnquiryFormValues,
  type EnquiryInput,
} from '@/lib/enquiry/schema'

export type EnquiryFormProps = {
  city?: string
  cities: readonly string[]
  category?: { id: number; name: string }
  supplier?: { id: number; name: string }
  /** The recipients the server found for the prefilled city (or the addressed supplier). */
  initialRecipients?: RecipientsState
}

export type ValidatedEnquiryFormProps = EnquiryFormProps & {
  /** Values asked for by another part of the page (the retrofit calculator's 'Get quotes for this'). */
  prefill?: EnquiryPrefillRequest | null
  /** What the visitor had typed into the HTML form this one replaces, and the messages it showed. */
  typed?: EnquiryFormValuesShown | null
  typedErrors?: Partial<Record<EnquiryField, string>>
  /** The confirmation of an enquiry the HTML form sent before this one took over: it stays on the page. */
  sent?: EnquiryConfirmation | null
}

/** The quote form with react-hook-form: validated in the browser and again on the server with the same schema. */
export function ValidatedEnquiryForm({
  city = '',
  cities,
  category,
  supplier,
  initialRecipients,
  prefill,
  typed,
  typedErrors,
  sent,
}: ValidatedEnquiryFormProps) {
  const uid = useId()
  const [submitting, setSubmitting] = useState(false)
  // The last sent enquiry's confirmation stays on the page until the visitor leaves it (or sends another).
  const [confirmation, setConfirmation] = useState<EnquiryConfirmation | null>(sent ?? null)
  // The category a prefill implies (null: none) replaces the page's own until the next successful enquiry.
  const [sentSequence, setSentSequence] = useState<number | null>(null)
  const prefillCategory = prefill && prefill.sequence !== sentSequence ? prefill.category : undefined
  const routedCategory = prefillCategory === undefined ? category : (prefillCategory ?? undefined)
  const defaults: EnquiryFormValues = { ...emptyEnquiryValues(city), [HONEYPOT_FIELD]: '' }
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    setFocus,
    control,
    formState: { errors },
  } = useForm<EnquiryFormValues, unknown, EnquiryInput>({
    resolver: zodResolver(enquirySchema),
    defaultValues: typed ? { ...defaults, ...typed } : defaults,
  })

  useEffect(() => {
    for (const field of ENQUIRY_FIELD_NAMES) {
      const message = typedErrors?.[field]
      if (message) setError(field, { type: 'server', message })
    }
  }, [typedErrors, setError])

  useEffect(() => {
    if (!prefill) return
    setValue('projectDetails', prefill.projectDetails, { shouldDirty: true, shouldValidate: false })
    setFocus('name')
  }, [prefill, setValue, setFocus])

  const typedCity = useWatch({ control, name: 'city' })
  const recipients = useRecipients(
    {
      city: typeof typedCity === 'string' ? typedCity : '',
      category: routedCategory?.id ?? null,
      supplier: supplier?.id ?? null,
    },
    routedCategory?.id === category?.id ? initialRecipients : undefined,
  )

  async function onSubmit(values: EnquiryInput) {
    setSubmitting(true)
    try {
      const result = await submitEnquiryAction({
        ...values,
        category: routedCategory?.id ?? null,
        supplier: supplier?.id ?? null,
        sourcePage: window.location.pathname,
      })
      if (result.ok) {
        toast.success(ENQUIRY_SUCCESS.title, { description: ENQUIRY_SUCCESS.description })
        setConfirmation(result.confirmation)
        reset(defaults)
        setSentSequence(prefill?.sequence ?? null)
        return
      }
      if (result.reason === 'invalid') {
        for (const field of ENQUIRY_FIELD_NAMES) {
          const message = result.fieldErrors[field]
          if (message) setError(field, { type: 'server', message })
        }
      }
      toast.error(ENQUIRY_FAILURE.title, {
        description: result.reason === 'rate-limited' ? result.message : ENQUIRY_FAILURE.description,
      })
    } catch (error) {
      console.error('Enquiry submission failed', error)
      toast.error(ENQUIRY_FAILURE.title, { description: ENQUIRY_FAILURE.description })
    } finally {
      setSubmitting(false)
    }
  }

  const messages: Partial<Record<EnquiryField, string>> = {}
  for (const field of ENQUIRY_FIELD_NAMES) messages[field] = errors[field]?.message
  const bind = (name: FieldPath<EnquiryFormValues>) => register(name)

  return (
    <>
      {confirmation ? <EnquiryConfirmationPanel confirmation={confirmation} /> : null}
      <form
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        aria-busy={submitting}
        data-validated=""
        className="space-y-5 rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <EnquiryFields
          idPrefix={uid}
          bind={bind}
          errors={messages}
          cities={cities}
          categoryName={routedCategory?.name}
          supplierName={supplier?.name}
          recipientsText={recipientsText(recipients, routedCategory?.name)}
          submitting={submitting}
        />
      </form>
    </>
  )
}
