'use client'

import { sendQuoteAction } from '@/actions/quotes'
import { FILE_INPUT_CLASS, FormField, Input, Select, SubmitButton, Textarea } from '@/components/forms/FormField'
import { usePageFormAction } from '@/components/forms/use-page-form-action'
import {
  QUOTE_DESCRIPTION_MAX,
  QUOTE_NOTES_MAX,
  QUOTE_UNIT_MAX,
  VAT_TREATMENT_LABELS,
  VAT_TREATMENTS,
  type QuoteFormValues,
} from '@/lib/leads/quote-rules'
import { LEAD_ATTACHMENT_MAX_BYTES } from '@/lib/leads/attachment-rules'
import type { QuoteFormState } from '@/lib/leads/quotes'

const CELL = 'w-full rounded-md border border-gray-300 px-2 py-1.5 text-sm'

/**
 * The supplier's quote for a lead: lines (a product of its catalogue or a description, quantity, unit, unit price in
 * pounds), delivery, VAT, dates and notes. Plain HTML posted to the server action (it works without JavaScript); the
 * server reads, checks and totals it, and answers with a message beside each field that needs one.
 */
export function QuoteForm({
  leadId,
  products,
  initial,
  revising,
}: {
  leadId: number
  products: Array<{ id: number; name: string }>
  initial: QuoteFormValues
  revising: boolean
}) {
  const [state, formAction, pending] = usePageFormAction(sendQuoteAction, {} as QuoteFormState)
  const values = state.values ?? initial
  const errors = state.errors ?? {}
  const lineErrors = Object.entries(errors).filter(([k]) => /^line\d+$/.test(k))
  return (
    <form action={formAction} noValidate className="mt-4 space-y-5" data-testid="quote-form">
      <input type="hidden" name="lead" value={leadId} />
      {state.message && !state.ok ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {state.message}
        </p>
      ) : null}
      <fieldset>
        <legend className="text-sm font-semibold text-gray-800">Lines</legend>
        <p className="mt-1 text-sm text-gray-700" id="quote-lines-hint">
          Choose one of your products or describe the line; prices in pounds (12.50). Empty lines are left out.
        </p>
        {errors.lines || errors.tooManyLines || errors.total || lineErrors.length ? (
          <ul role="alert" className="mt-2 list-disc pl-5 text-sm text-red-800" data-testid="quote-line-errors">
            {[errors.lines, errors.tooManyLines, errors.total, ...lineErrors.map(([, v]) => v)]
              .filter(Boolean)
              .map((m) => (
                <li key={m}>{m}</li>
              ))}
          </ul>
        ) : null}
        <div className="mt-3 space-y-3">
          {values.lines.map((line, i) => {
            const n = i + 1
            return (
              <div key={n} className="grid gap-2 rounded-md border border-gray-200 p-3 sm:grid-cols-6">
                <label className="text-xs font-semibold sm:col-span-2">
                  Line {n}: product
                  <select name={`line-${n}-product`} defaultValue={line.product} className={CELL}>
                    <option value="">Not from the catalogue</option>
                    {products.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="text-xs font-semibold sm:col-span-4">
                  Line {n}: description
                  <input
                    name={`line-${n}-description`}
                    defaultValue={line.description}
                    maxLength={QUOTE_DESCRIPTION_MAX}
                    className={CELL}
                  />
                </label>
                <label className="text-xs font-semibold sm:col-span-2">
                  Line {n}: quantity
                  <input
                    name={`line-${n}-quantity`}
                    defaultValue={line.quantity}
                    inputMode="decimal"
                    className={CELL}
                  />
                </label>
                <label className="text-xs font-semibold sm:col-span-2">
                  Line {n}: unit
                  <input
                    name={`line-${n}-unit`}
                    defaultValue={line.unit}
                    maxLength={QUOTE_UNIT_MAX}
                    placeholder="m², bag, kg"
                    className={CELL}
                  />
                </label>
                <label className="text-xs font-semibold sm:col-span-2">
                  Line {n}: unit price (£)
                  <input
                    name={`line-${n}-unitPrice`}
                    defaultValue={line.unitPrice}
                    inputMode="decimal"
                    className={CELL}
                  />
                </label>
              </div>
            )
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="quote-delivery"
          label="Delivery cost (£)"
          error={errors.deliveryCost}
          hint="0 when delivery is free."
        >
          {(wiring) => <Input {...wiring} name="deliveryCost" defaultValue={values.deliveryCost} inputMode="decimal" />}
        </FormField>
        <FormField id="quote-vat" label="VAT" required error={errors.vat}>
          {(wiring) => (
            <Select {...wiring} name="vat" required defaultValue={values.vat}>
              <option value="" disabled>
                Choose how VAT applies
              </option>
              {VAT_TREATMENTS.map((v) => (
                <option key={v} value={v}>
                  {VAT_TREATMENT_LABELS[v]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="quote-delivery-date" label="Earliest delivery date" required error={errors.earliestDelivery}>
          {(wiring) => (
            <Input {...wiring} type="date" name="earliestDelivery" required defaultValue={values.earliestDelivery} />
          )}
        </FormField>
        <FormField id="quote-valid-until" label="Valid until" required error={errors.validUntil}>
          {(wiring) => <Input {...wiring} type="date" name="validUntil" required defaultValue={values.validUntil} />}
        </FormField>
      </div>
      <FormField id="quote-notes" label="Notes for the enquirer" error={errors.notes}>
        {(wiring) => (
          <Textarea {...wiring} name="notes" rows={3} maxLength={QUOTE_NOTES_MAX} defaultValue={values.notes} />
        )}
      </FormField>
      <FormField
        id="quote-document"
        label="Quote document (PDF, optional)"
        error={errors.document}
        hint={`Up to ${LEAD_ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB. Only the enquirer and our team can open it.`}
      >
        {(wiring) => (
          <input {...wiring} type="file" name="document" accept="application/pdf" className={FILE_INPUT_CLASS} />
        )}
      </FormField>
      <SubmitButton
        pending={pending}
        label={revising ? 'Send the revised quote' : 'Send the quote'}
        pendingLabel="Sending the quote…"
      />
    </form>
  )
}
