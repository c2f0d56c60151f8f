import { Checkbox, CheckboxField, FormField, Input, Select, Textarea } from '@/components/forms/FormField'
import { consentParts, PRIVACY_POLICY_PATH } from '@/lib/enquiry/consent'
import { enquiryFieldsOf, HONEYPOT_FIELD, type EnquiryField, type EnquiryFieldEntry } from '@/lib/enquiry/fields'
import type { EnquiryRoutingField } from '@/lib/enquiry/form-state'
import { MATERIAL_FIELD, SITE_POSTCODE_FIELD } from '@/lib/enquiry/routing-fields'

/** A material the form offers (a category). */
export type MaterialOption = { id: number; name: string }

/** What a form gives each control: its name and either react-hook-form's handlers or an HTML default. */
export type FieldBinding = {
  name: string
  ref?: (instance: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => void
  onChange?: (event: { target: unknown; type?: unknown }) => unknown
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown
  defaultValue?: string
  defaultChecked?: boolean
}

export type EnquiryFieldsProps = {
  /** Prefix of the controls' ids (unique per form on the page). */
  idPrefix: string
  bind: (name: EnquiryField | EnquiryRoutingField | typeof HONEYPOT_FIELD) => FieldBinding
  errors: Partial<Record<EnquiryField | EnquiryRoutingField, string | undefined>>
  cities: readonly string[]
  /** The materials to choose from (the categories). */
  materials: readonly MaterialOption[]
  /** The page's own material (a category page): shown, fixed, and carried by a hidden field instead of the select. */
  fixedMaterial?: MaterialOption
  categoryName?: string
  supplierName?: string
  recipientsText: string
  submitting: boolean
}

/** One typed field of the list (fields.ts), with the same markup in both forms. */
function TypedField({
  field,
  id,
  listId,
  error,
  bind,
  cities,
  categoryName,
}: {
  field: EnquiryFieldEntry
  id: string
  /** The id of the cities' datalist, for a field that suggests them. */
  listId: string
  error?: string
  bind: EnquiryFieldsProps['bind']
  cities: readonly string[]
  categoryName?: string
}) {
  const { control } = field
  const binding = bind(field.name)
  return (
    <FormField id={id} label={field.label} required error={error}>
      {(wiring) =>
        control.element === 'textarea' ? (
          <Textarea
            {...wiring}
            rows={control.rows}
            maxLength={field.maxLength}
            placeholder={control.placeholder(categoryName)}
            {...binding}
          />
        ) : (
          <>
            <Input
              {...wiring}
              type={control.type}
              list={control.suggestCities ? listId : undefined}
              autoComplete={control.autoComplete}
              maxLength={field.maxLength}
              {...binding}
            />
            {control.suggestCities ? (
              <datalist id={listId}>
                {cities.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            ) : null}
          </>
        )
      }
    </FormField>
  )
}

/** The quote form's controls, labels, messages, recipients and consent: the same markup with or without JavaScript. */
export function EnquiryFields({
  idPrefix,
  bind,
  errors,
  cities,
  materials,
  fixedMaterial,
  categoryName,
  supplierName,
  recipientsText,
  submitting,
}: EnquiryFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`
  const consent = consentParts(supplierName)
  const typed = (field: EnquiryFieldEntry) => (
    <TypedField
      key={field.name}
      field={field}
      id={id(field.name)}
      listId={id('cities')}
      error={errors[field.name]}
      bind={bind}
      cities={cities}
      categoryName={categoryName}
    />
  )
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">{enquiryFieldsOf('enquirer').map(typed)}</div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={id(MATERIAL_FIELD.name)}
          label={MATERIAL_FIELD.label}
          hint={MATERIAL_FIELD.hint}
          error={errors.category}
        >
          {(wiring) =>
            fixedMaterial ? (
              // A category page's material is the page's: shown, not chosen (the hidden field carries it).
              <Input {...wiring} type="text" readOnly value={fixedMaterial.name} />
            ) : (
              <Select {...wiring} {...bind('category')}>
                <option value="">{MATERIAL_FIELD.any}</option>
                {materials.map((m) => (
                  <option key={m.id} value={String(m.id)}>
                    {m.name}
                  </option>
                ))}
              </Select>
            )
          }
        </FormField>
        <FormField
          id={id(SITE_POSTCODE_FIELD.name)}
          label={SITE_POSTCODE_FIELD.label}
          hint={SITE_POSTCODE_FIELD.hint}
          error={errors.sitePostcode}
        >
          {(wiring) => (
            <Input
              {...wiring}
              type="text"
              autoComplete="postal-code"
              maxLength={SITE_POSTCODE_FIELD.maxLength}
              {...bind('sitePostcode')}
            />
          )}
        </FormField>
      </div>
      {enquiryFieldsOf('project').map(typed)}
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
        <CheckboxField
          id={id('consent')}
          label={
            <>
              {consent.before}
              <a
                href={PRIVACY_POLICY_PATH}
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-700 underline hover:text-brand-800"
              >
                {consent.link}
              </a>
              {consent.after}
            </>
          }
          required
          error={errors.consent}
          // Who receives the enquiry is part of what the visitor agrees to.
          describedBy={id('recipients')}
        >
          {(wiring) => <Checkbox {...wiring} {...bind('consent')} />}
        </CheckboxField>
      </div>
      <button
        type="submit"
        disabled={submitting}
        className={
          'w-full rounded-md bg-brand-700 px-6 py-3 text-base font-semibold ' +
          'text-white shadow hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 ' +
          'sm:w-auto'
        }
      >
        {submitting ? 'Submitting...' : 'Submit Enquiry'}
      </button>
    </>
  )
}
