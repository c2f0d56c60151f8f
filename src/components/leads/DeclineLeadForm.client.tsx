'use client'

import { declineLeadAction } from '@/actions/leads'
import { FormField, Select, Textarea } from '@/components/forms/FormField'
import type { DeclineFormState } from '@/lib/leads/inbox'
import { DECLINE_NOTE_MAX, DECLINE_REASON_LABELS, DECLINE_REASONS, isDeclineReason } from '@/lib/leads/rules'
import { usePageFormAction } from '@/components/forms/use-page-form-action'

const button = 'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800'
const secondary = 'rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-900'

/**
 * Declining a lead in two steps, plain HTML posted to the server action (it works without JavaScript): the reason and
 * the supplier's words, with a message beside each when missing; then what was chosen, to confirm or change.
 */
export function DeclineLeadForm({ leadId }: { leadId: number }) {
  const [state, formAction, pending] = usePageFormAction(declineLeadAction, { step: 'fields' } as DeclineFormState)
  const values = state.values ?? { reason: '', note: '' }
  if (state.step === 'confirm' && isDeclineReason(values.reason))
    return (
      <form action={formAction} className="mt-3 space-y-3" data-testid="decline-confirm">
        <input type="hidden" name="lead" value={leadId} />
        <input type="hidden" name="reason" value={values.reason} />
        <input type="hidden" name="note" value={values.note} />
        <input type="hidden" name="confirm" value="yes" />
        <p role="status" className="text-sm text-gray-900">
          Decline this lead as <strong>{DECLINE_REASON_LABELS[values.reason]}</strong>? A declined lead cannot be taken
          back.
        </p>
        <blockquote className="whitespace-pre-line border-l-4 border-gray-300 pl-3 text-sm text-gray-800">
          {values.note}
        </blockquote>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={button} disabled={pending}>
            Yes, decline this lead
          </button>
          <button type="submit" name="step" value="edit" className={secondary} disabled={pending}>
            Change the reason
          </button>
        </div>
      </form>
    )
  const errors = state.fieldErrors ?? {}
  return (
    <form action={formAction} noValidate className="mt-3 space-y-4">
      <input type="hidden" name="lead" value={leadId} />
      <FormField id="decline-reason" label="Reason" required error={errors.reason}>
        {(wiring) => (
          <Select {...wiring} name="reason" required defaultValue={values.reason} key={`reason-${values.reason}`}>
            <option value="" disabled>
              Choose a reason
            </option>
            {DECLINE_REASONS.map((r) => (
              <option key={r} value={r}>
                {DECLINE_REASON_LABELS[r]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="decline-note"
        label="Why are you declining it?"
        required
        error={errors.note}
        hint="Our team reads this when it reviews the decline."
      >
        {(wiring) => (
          <Textarea
            {...wiring}
            name="note"
            rows={3}
            required
            maxLength={DECLINE_NOTE_MAX}
            defaultValue={values.note}
            key={`note-${values.note}`}
          />
        )}
      </FormField>
      <button type="submit" className={button} disabled={pending}>
        Decline lead
      </button>
    </form>
  )
}
