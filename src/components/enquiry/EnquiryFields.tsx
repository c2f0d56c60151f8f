import type { ReactNode } from 'react'

import { consentParts, PRIVACY_POLICY_PATH } from '@/lib/enquiry/consent'
import { ENQUIRY_MAX_LENGTHS, HONEYPOT_FIELD, type EnquiryField } from '@/lib/enquiry/fields'

/** What a form gives each control: its name and either react-hook-form's handlers or an HTML default. */
export type FieldBinding = {
  name: string
  ref?: (instance: HTMLInputElement | HTMLTextAreaElement | null) => void
  onChange?: (event: { target: unknown; type?: unknown }) => unknown
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown
  defaultValue?: string
  defaultChecked?: boolean
}

export type EnquiryFieldsProps = {
  /** Prefix of the controls' ids (unique per form on the page). */
  idPrefix: string
  bind: (name: EnquiryField | typeof HONEYPOT_FIELD) => FieldBinding
  errors: Partial<Record<EnquiryField, string | undefined>>
  cities: readonly string[]
  categoryName?: string
  supplierName?: string
  recipientsText: string
  submitting: boolean
}

const inputClass =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600'

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}{' '}
        <span aria-hidden="true" className="text-red-600">
          *
        </span>
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

/** The quote form's controls, labels, messages, recipients and consent: the same markup with or without JavaScript. */
export function EnquiryFields({
  idPrefix,
  bind,
  errors,
  cities,
  categoryName,
  supplierName,
  recipientsText,
  submitting,
}: EnquiryFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`
  const described = (name: EnquiryField) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id(name)}-error` }
      : { 'aria-invalid': false as const }
  const consent = consentParts(supplierName)
  const datalistId = id('cities')
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('name')} label="Full Name" error={errors.name}>
          <input
            id={id('name')}
            type="text"
            autoComplete="name"
            maxLength={ENQUIRY_MAX_LENGTHS.name}
            className={inputClass}
            {...described('name')}
            {...bind('name')}
          />
        </Field>
        <Field id={id('email')} label="Email" error={errors.email}>
          <input
            id={id('email')}
            type="email"
            autoComplete="email"
            maxLength={ENQUIRY_MAX_LENGTHS.email}
            className={inputClass}
            {...described('email')}
            {...bind('email')}
          />
        </Field>
        <Field id={id('phone')} label="Phone Number" error={errors.phone}>
          <input
            id={id('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={ENQUIRY_MAX_LENGTHS.phone}
            className={inputClass}
            {...described('phone')}
            {...bind('phone')}
          />
        </Field>
        <Field id={id('city')} label="City" error={errors.city}>
          <input
            id={id('city')}
            type="text"
            list={datalistId}
            autoComplete="address-level2"
            maxLength={ENQUIRY_MAX_LENGTHS.city}
            className={inputClass}
            {...described('city')}
            {...bind('city')}
          />
          <datalist id={datalistId}>
            {cities.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </Field>
      </div>
      <Field id={id('projectDetails')} label="Project Details" error={errors.projectDetails}>
        <textarea
          id={id('projectDetails')}
          rows={5}
          maxLength={ENQUIRY_MAX_LENGTHS.projectDetails}
          className={inputClass}
          placeholder={
            categoryName
              ? `What ${categoryName.toLowerCase()} do you need, and for what project?`
              : 'What are you building, and which materials do you need?'
          }
          {...described('projectDetails')}
          {...bind('projectDetails')}
        />
      </Field>
      {/* Honeypot: hidden from people and assistive technology; bots that fill it get a fake success. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id(HONEYPOT_FIELD)}>Company website</label>
        <input id={id(HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" {...bind(HONEYPOT_FIELD)} />
      </div>
      <div>
        <p
          id={id('recipients')}
          aria-live="polite"
          data-testid="enquiry-recipients"
          className="mb-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900 ring-1 ring-brand-100"
        >
          {recipientsText}
        </p>
        <div className="flex items-start gap-3">
          <input
            id={id('consent')}
            type="checkbox"
            className="mt-1 h-4 w-4 rounded border-gray-300 text-brand-700 focus:ring-brand-600"
            {...described('consent')}
            // Who receives the enquiry is part of what the visitor agrees to.
            aria-describedby={[id('recipients'), errors.consent ? `${id('consent')}-error` : null]
              .filter(Boolean)
              .join(' ')}
            {...bind('consent')}
          />
          <label htmlFor={id('consent')} className="text-sm text-gray-700">
            {consent.before}
            <a
              href={PRIVACY_POLICY_PATH}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              {consent.link}
            </a>
            {consent.after}{' '}
            <span aria-hidden="true" className="text-red-600">
              *
            </span>
          </label>
        </div>
        {errors.consent ? (
          <p id={`${id('consent')}-error`} className="mt-1 text-sm text-red-700">
            {errors.consent}
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
    </>
  )
}
