'use client'

import { useId, type ReactNode } from 'react'

import { saveProductAction } from '@/actions/products'
import {
  FILE_INPUT_CLASS,
  FormField,
  Input,
  LABEL_CLASS,
  Select,
  SubmitButton,
  Textarea,
  type FieldWiring,
} from '@/components/forms/FormField'
import { usePageFormAction } from '@/components/forms/use-page-form-action'
import { IDLE_FORM } from '@/lib/account/form-state'

export type Option = { value: string; label: string }

export type ProductFormProps = {
  /** The product's id; null for a new product. */
  productId: number | null
  /** The form's values by field name (`epd.gwp.a1a3`, ...), as the latest draft holds them. */
  initial: Record<string, string>
  categories: Option[]
  units: Option[]
  standards: Option[]
  dataTypes: Option[]
  gwpModules: Option[]
  /** The EPD document the product has (kept unless a new one is chosen). */
  document: { id: number; name: string; url: string | null } | null
  documentMaxMb: number
}

const GRID = 'grid gap-5 sm:grid-cols-2'
const NUMBER = { inputMode: 'decimal' as const, autoComplete: 'off' }
const FIELDSET = 'space-y-5 rounded-lg border border-gray-200 p-4'
const LEGEND = 'px-1 text-lg font-semibold text-gray-900'

/**
 * A product and its EPD in the supplier portal: plain HTML posted to its server action (it works without
 * JavaScript; the server checks every field with the one EPD schema and names each problem beside its field).
 * Every figure says its unit.
 */
export function ProductForm(props: ProductFormProps) {
  const { productId, initial, categories, units, standards, dataTypes, gwpModules, document, documentMaxMb } = props
  const [state, formAction, pending] = usePageFormAction(saveProductAction, IDLE_FORM)
  const uid = useId()
  const value = (name: string) => state.values?.[name] ?? initial[name] ?? ''

  const field = (
    name: string,
    label: string,
    control: (wiring: FieldWiring & { name: string; defaultValue: string }) => ReactNode,
    { hint, required, className }: { hint?: string; required?: boolean; className?: string } = {},
  ) => (
    <FormField
      key={`${name}-${value(name)}`}
      id={`${uid}-${name}`}
      label={label}
      hint={hint}
      required={required}
      error={state.fieldErrors?.[name]}
      className={className}
    >
      {(wiring) => control({ ...wiring, name, defaultValue: value(name) })}
    </FormField>
  )
  const text = (name: string, label: string, options: { hint?: string; required?: boolean; max?: number } = {}) =>
    field(name, label, (p) => <Input type="text" maxLength={options.max} {...p} />, options)
  const number = (name: string, label: string, options: { hint?: string; required?: boolean } = {}) =>
    field(name, label, (p) => <Input type="text" {...NUMBER} {...p} />, options)
  const select = (
    name: string,
    label: string,
    choices: Option[],
    options: { hint?: string; required?: boolean } = {},
  ) =>
    field(
      name,
      label,
      (p) => (
        <Select {...p}>
          <option value="">Choose...</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
      ),
      options,
    )

  return (
    <form action={formAction} noValidate aria-busy={pending} className="space-y-6" data-testid="product-form">
      {state.status === 'error' && state.message ? (
        <p role="alert" tabIndex={-1} className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {state.message}
        </p>
      ) : null}
      <input type="hidden" name="product" value={productId ?? ''} />
      {text('name', 'Product name', { required: true, max: 200 })}
      {select('category', 'Category', categories, { required: true })}
      {field(
        'description',
        'Description',
        (p) => (
          <Textarea rows={4} maxLength={2000} {...p} />
        ),
        {
          hint: 'What the product is and what it is used for (at most 2,000 characters).',
        },
      )}

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>EPD (Environmental Product Declaration)</legend>
        <p className="text-sm text-gray-600">
          Leave every EPD field empty for a product without an EPD. With one, give the declared unit, the standard, both
          dates, the data type and the GWP-total for A1–A3, as the EPD document states them. Our team checks the figures
          against the document before they show as verified.
        </p>
        <div className={GRID}>
          {number('epd.declaredUnitQuantity', 'Declared unit: quantity', { hint: "The 1 of '1 m³'." })}
          {select('epd.declaredUnit', 'Declared unit', units)}
        </div>
        {number('epd.massPerDeclaredUnit', 'Mass per declared unit (kg)', {
          hint: 'Optional: lets products in different units be compared by mass.',
        })}
        <fieldset className="space-y-4">
          <legend className={LABEL_CLASS}>GWP-total (kg CO2e per declared unit)</legend>
          <div className="grid gap-4 sm:grid-cols-4">
            {gwpModules.map((m) =>
              number(`epd.gwp.${m.value}`, `${m.label} (kg CO2e per declared unit)`, {
                required: m.value === 'a1a3',
              }),
            )}
          </div>
        </fieldset>
        {number('epd.biogenicCarbonA1A3', 'GWP-biogenic A1–A3 (kg CO2e per declared unit)', {
          hint: 'Negative when the product stores carbon, as wood does.',
        })}
        <div className={GRID}>
          {select('epd.standard', 'Standard', standards)}
          {select('epd.dataTypeClaimed', 'Data type (as the EPD states it)', dataTypes, {
            hint: 'Our team confirms the data type.',
          })}
        </div>
        <div className={GRID}>
          {field('epd.issuedOn', 'Date of issue', (p) => (
            <Input type="date" {...p} />
          ))}
          {field(
            'epd.validUntil',
            'Valid until',
            (p) => (
              <Input type="date" {...p} />
            ),
            {
              hint: 'The last day the EPD is valid on.',
            },
          )}
        </div>
        <div className={GRID}>
          {text('epd.registrationNumber', 'EPD registration number', { max: 200 })}
          {text('epd.programmeOperator', 'Programme operator', { max: 200 })}
          {text('epd.pcrName', 'PCR (product category rules) name', { max: 300 })}
          {text('epd.pcrVersion', 'PCR version', { max: 50 })}
          {text('epd.verifier', 'Third-party verifier', { max: 200 })}
          {text('epd.plantLocation', 'Plant (town or postcode)', { max: 100 })}
        </div>
        <div className={GRID}>
          {number('epd.recycledContent', 'Recycled content (%)')}
          {number('epd.serviceLifeYears', 'Reference service life (years)')}
        </div>
        <div>
          {document ? (
            <p className="mb-2 text-sm text-gray-700">
              EPD document:{' '}
              {document.url ? (
                <a href={document.url} className="font-semibold text-brand-700 underline">
                  {document.name}
                </a>
              ) : (
                document.name
              )}
            </p>
          ) : null}
          {document ? <input type="hidden" name="epd.document" value={document.id} /> : null}
          {field(
            'epd.documentFile',
            document ? 'Replace the EPD document (PDF)' : 'EPD document (PDF)',
            ({ defaultValue: _unused, ...p }) => (
              <input type="file" accept="application/pdf" className={FILE_INPUT_CLASS} {...p} />
            ),
            { hint: `A PDF of at most ${documentMaxMb} MB. It is public, like the EPD itself.` },
          )}
        </div>
        {field('epd.documentUrl', 'Or the EPD document’s address', (p) => (
          <Input type="url" placeholder="https://" maxLength={2000} {...p} />
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={pending} label="Save draft" pendingLabel="Saving..." />
        <button
          type="submit"
          name="intent"
          value="submit"
          disabled={pending}
          className={
            'inline-flex min-h-11 items-center rounded-md border border-brand-700 px-5 py-2.5 ' +
            'font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60'
          }
        >
          Save and send for review
        </button>
      </div>
    </form>
  )
}
