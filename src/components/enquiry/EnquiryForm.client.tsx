'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import { toast } from '@/lib/notify'

import { submitEnquiryAction } from '@/app/(site)/actions/enquiry'
import type { EnquiryPrefillRequest } from '@/components/enquiry/prefill'
import { useRecipients, type RecipientsState } from '@/components/enquiry/useRecipients'
import { consentParts, PRIVACY_POLICY_PATH } from '@/lib/enquiry/consent'
import { describeRecipients } from '@/lib/enquiry/recipients'
import { ENQUIRY_FAILURE, ENQUIRY_SUCCESS } from '@/lib/enquiry/result'
import { ENQUIRY_FIELDS, ENQUIRY_MAX_LENGTHS, enquirySchema, HONEYPOT_FIELD, type EnquiryFormValues, type EnquiryInput } from '@/lib/enquiry/schema'

export type EnquiryFormProps = {
  city?: string
  cities: readonly string[]
  category?: { id: number; name: string }
  supplier?: { id: number; name: string }
  /** Values asked for by another part of the page (the retrofit calculator's 'Get quotes for this'). */
  prefill?: EnquiryPrefillRequest | null
}

const inputClass =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600'

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label} <span aria-hidden="true" className="text-red-600">*</span>
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function recipientsText(state: RecipientsState, category?: string): string {
  switch (state.status) {
    case 'idle':
      return 'Enter your city to see which suppliers will receive your enquiry.'
    case 'loading':
      return 'Checking which suppliers will receive your enquiry…'
    case 'error':
      return 'We could not check which suppliers will receive your enquiry; our team will make sure it reaches the right ones.'
    case 'ready':
      return describeRecipients(state.recipients, state.city, category)
  }
}

/** The quote form: validated in the browser and again on the server with the same schema. */
export function EnquiryForm({ city = '', cities, category, supplier, prefill }: EnquiryFormProps) {
  const uid = useId()
  const [submitting, setSubmitting] = useState(false)
  // The category a prefill implies (null: none) replaces the page's own until the next successful enquiry.
  const [prefillCategory, setPrefillCategory] = useState<EnquiryPrefillRequest['category'] | undefined>(undefined)
  const routedCategory = prefillCategory === undefined ? category : (prefillCategory ?? undefined)
  const defaults: EnquiryFormValues = { name: '', email: '', phone: '', city, projectDetails: '', consent: false, [HONEYPOT_FIELD]: '' }
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    setFocus,
    control,
    formState: { errors },
  } = useForm<EnquiryFormValues, unknown, EnquiryInput>({ resolver: zodResolver(enquirySchema), defaultValues: defaults })

  useEffect(() => {
    if (!prefill) return
    setValue('projectDetails', prefill.projectDetails, { shouldDirty: true, shouldValidate: false })
    setPrefillCategory(prefill.category)
    setFocus('name')
  }, [prefill, setValue, setFocus])

  const typedCity = useWatch({ control, name: 'city' })
  const recipients = useRecipients({ city: typeof typedCity === 'string' ? typedCity : '', category: routedCategory?.id ?? null, supplier: supplier?.id ?? null })

  const id = (name: string) => `${uid}-${name}`
  const described = (name: FieldPath<EnquiryFormValues>) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id(name)}-error` } : { 'aria-invalid': false as const }

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
        reset(defaults)
        setPrefillCategory(undefined)
        return
      }
      if (result.reason === 'invalid') {
        for (const field of ENQUIRY_FIELDS) {
          const message = result.fieldErrors[field]
          if (message) setError(field, { type: 'server', message })
        }
      }
      toast.error(ENQUIRY_FAILURE.title, { description: result.reason === 'rate-limited' ? result.message : ENQUIRY_FAILURE.description })
    } catch (error) {
      console.error('Enquiry submission failed', error)
      toast.error(ENQUIRY_FAILURE.title, { description: ENQUIRY_FAILURE.description })
    } finally {
      setSubmitting(false)
    }
  }

  const consent = consentParts(supplier?.name)
  const datalistId = id('cities')

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={submitting} className="space-y-5 rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('name')} label="Full Name" error={errors.name?.message}>
          <input id={id('name')} type="text" autoComplete="name" maxLength={ENQUIRY_MAX_LENGTHS.name} className={inputClass} {...described('name')} {...register('name')} />
        </Field>
        <Field id={id('email')} label="Email" error={errors.email?.message}>
          <input id={id('email')} type="email" autoComplete="email" maxLength={ENQUIRY_MAX_LENGTHS.email} className={inputClass} {...described('email')} {...register('email')} />
        </Field>
        <Field id={id('phone')} label="Phone Number" error={errors.phone?.message}>
          <input id={id('phone')} type="tel" autoComplete="tel" maxLength={ENQUIRY_MAX_LENGTHS.phone} className={inputClass} {...described('phone')} {...register('phone')} />
        </Field>
        <Field id={id('city')} label="City" error={errors.city?.message}>
          <input id={id('city')} type="text" list={datalistId} autoComplete="address-level2" maxLength={ENQUIRY_MAX_LENGTHS.city} className={inputClass} {...described('city')} {...register('city')} />
          <datalist id={datalistId}>
            {cities.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </Field>
      </div>
      <Field id={id('projectDetails')} label="Project Details" error={errors.projectDetails?.message}>
        <textarea
          id={id('projectDetails')}
          rows={5}
          maxLength={ENQUIRY_MAX_LENGTHS.projectDetails}
          className={inputClass}
          placeholder={routedCategory ? `What ${routedCategory.name.toLowerCase()} do you need, and for what project?` : 'What are you building, and which materials do you need?'}
          {...described('projectDetails')}
          {...register('projectDetails')}
        />
      </Field>
      {/* Honeypot: hidden from people and assistive technology; bots that fill it get a fake success. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id(HONEYPOT_FIELD)}>Company website</label>
        <input id={id(HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>
      <div>
        <p id={id('recipients')} aria-live="polite" data-testid="enquiry-recipients" className="mb-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900 ring-1 ring-brand-100">
          {recipientsText(recipients, routedCategory?.name)}
        </p>
        <div className="flex items-start gap-3">
          <input
            id={id('consent')}
            type="checkbox"
            className="mt-1 h-4 w-4 rounded border-gray-300 text-brand-700 focus:ring-brand-600"
            {...described('consent')}
            // Who receives the enquiry is part of what the visitor agrees to.
            aria-describedby={[id('recipients'), errors.consent ? `${id('consent')}-error` : null].filter(Boolean).join(' ')}
            {...register('consent')}
          />
          <label htmlFor={id('consent')} className="text-sm text-gray-700">
            {consent.before}
            <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline hover:text-brand-800">
              {consent.link}
            </a>
            {consent.after} <span aria-hidden="true" className="text-red-600">*</span>
          </label>
        </div>
        {errors.consent?.message ? (
          <p id={`${id('consent')}-error`} className="mt-1 text-sm text-red-700">
            {errors.consent.message}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="w-full rounded-md bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {submitting ? 'Submitting...' : 'Submit Enquiry'}
      </button>
    </form>
  )
}
