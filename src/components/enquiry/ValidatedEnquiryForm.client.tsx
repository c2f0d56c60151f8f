'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState } from 'react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import { toast } from '@/components/toast-bus'

import { submitEnquiryAction } from '@/actions/enquiry'
import { EnquiryFields, type MaterialOption } from '@/components/enquiry/EnquiryFields'
import type { EnquiryPrefillRequest } from '@/components/enquiry/prefill'
import { recipientsText, useRecipients, type RecipientsState } from '@/components/enquiry/useRecipients'
import {
  emptyEnquiryValues,
  ROUTING_FIELD_NAMES,
  type EnquiryFormValuesShown,
  type EnquiryRoutingField,
} from '@/lib/enquiry/form-state'
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
  /** The materials the form offers (the categories). */
  materials: readonly MaterialOption[]
  /** The page's own material (a category page): preset and fixed. */
  category?: { id: number; name: string }
  supplier?: { id: number; name: string }
  /** Prefills 'Site postcode' (a product page reached with a full postcode as its place). */
  sitePostcode?: string
  /** The recipients the server found for the prefilled city (or the addressed supplier). */
  initialRecipients?: RecipientsState
}

export type ValidatedEnquiryFormProps = EnquiryFormProps & {
  /** Values asked for by another part of the page (the retrofit calculator's 'Get quotes for this'). */
  prefill?: EnquiryPrefillRequest | null
  /** What the visitor had typed into the HTML form this one replaces, and the messages it showed. */
  typed?: EnquiryFormValuesShown | null
  typedErrors?: Partial<Record<EnquiryField | EnquiryRoutingField, string>>
  /** The confirmation of an enquiry the HTML form sent before this one took over: it stays on the page. */
  sent?: EnquiryConfirmation | null
}

/** The quote form with react-hook-form: validated in the browser and again on the server with the same schema. */
export function ValidatedEnquiryForm({
  city = '',
  cities,
  materials,
  category,
  supplier,
  sitePostcode = '',
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
  const empty = emptyEnquiryValues(city, category?.id, sitePostcode)
  const defaults: EnquiryFormValues = {
    ...empty,
    category: category?.id ?? null,
    sitePostcode,
    [HONEYPOT_FIELD]: '',
  }
  const typedValues: Partial<EnquiryFormValues> = typed
    ? { ...typed, category: /^\d+$/.test(typed.category) ? Number(typed.category) : (category?.id ?? null) }
    : {}
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
    defaultValues: { ...defaults, ...typedValues },
  })

  useEffect(() => {
    for (const field of [...ENQUIRY_FIELD_NAMES, ...ROUTING_FIELD_NAMES]) {
      const message = typedErrors?.[field]
      if (message) setError(field, { type: 'server', message })
    }
  }, [typedErrors, setError])

  useEffect(() => {
    if (!prefill) return
    setValue('projectDetails', prefill.projectDetails, { shouldDirty: true, shouldValidate: false })
    // Off a category page, the material the prefill implies (or none) is chosen in the select; the visitor may change it.
    if (!category) setValue('category', prefill.category?.id ?? null, { shouldDirty: true })
    setFocus('name')
  }, [prefill, setValue, setFocus, category])

  const typedCity = useWatch({ control, name: 'city' })
  const chosenMaterial = useWatch({ control, name: 'category' })
  const typedSite = useWatch({ control, name: 'sitePostcode' })
  const materialId = category ? category.id : typeof chosenMaterial === 'number' ? chosenMaterial : null
  const materialName = category ? category.name : materials.find((m) => m.id === materialId)?.name
  const recipients = useRecipients(
    {
      city: typeof typedCity === 'string' ? typedCity : '',
      category: materialId,
      supplier: supplier?.id ?? null,
      sitePostcode: typeof typedSite === 'string' ? typedSite : '',
    },
    materialId === (category?.id ?? null) ? initialRecipients : undefined,
  )

  async function onSubmit(values: EnquiryInput) {
    setSubmitting(true)
    try {
      const result = await submitEnquiryAction({
        ...values,
        category: materialId,
        supplier: supplier?.id ?? null,
        sourcePage: window.location.pathname,
      })
      if (result.ok) {
        toast.success(ENQUIRY_SUCCESS.title, { description: ENQUIRY_SUCCESS.description })
        setConfirmation(result.confirmation)
        reset(defaults)
        return
      }
      if (result.reason === 'invalid') {
        for (const field of [...ENQUIRY_FIELD_NAMES, ...ROUTING_FIELD_NAMES]) {
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

  const messages: Partial<Record<EnquiryField | EnquiryRoutingField, string>> = {}
  for (const field of [...ENQUIRY_FIELD_NAMES, ...ROUTING_FIELD_NAMES]) messages[field] = errors[field]?.message
  // The material's select gives its option's text: an id, or null for 'Any material'.
  const bind = (name: FieldPath<EnquiryFormValues>) =>
    name === 'category'
      ? register('category', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })
      : register(name)

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
          materials={materials}
          fixedMaterial={category}
          categoryName={materialName}
          supplierName={supplier?.name}
          recipientsText={recipientsText(recipients, materialName)}
          submitting={submitting}
        />
      </form>
    </>
  )
}
