'use client'

import { useId } from 'react'

import { importOpenEpdAction, sendProductForReviewAction } from '@/actions/products'
import { FILE_INPUT_CLASS, FormField, SubmitButton } from '@/components/forms/FormField'
import { usePageFormAction } from '@/components/forms/use-page-form-action'
import { IDLE_FORM } from '@/lib/account/form-state'

/**
 * The portal's openEPD import: a JSON file becomes a new draft product. What cannot be read is listed field by field
 * (the document's own field names) and nothing is stored. Plain HTML posted to the action: it works without JavaScript.
 */
export function OpenEpdImportForm() {
  const [state, formAction, pending] = usePageFormAction(importOpenEpdAction, { status: 'idle' })
  const uid = useId()
  const problemsId = `${uid}-problems`
  return (
    <form action={formAction} noValidate aria-busy={pending} className="space-y-5">
      {state.status === 'error' && state.message ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{state.message}</p>
          {state.problems?.length ? (
            <ul id={problemsId} className="mt-2 list-disc space-y-1 pl-5" data-testid="openepd-problems">
              {state.problems.map((p) => (
                <li key={`${p.field}:${p.message}`}>
                  <code className="font-mono">{p.field}</code>: {p.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <FormField
        id={`${uid}-file`}
        label="openEPD file (JSON)"
        required
        hint="The openEPD document of one product, as EC3 or your EPD programme exports it (a .json file)."
      >
        {(wiring) => (
          <input type="file" name="file" accept=".json,application/json" className={FILE_INPUT_CLASS} {...wiring} />
        )}
      </FormField>
      <SubmitButton pending={pending} label="Import as a draft product" pendingLabel="Importing..." />
    </form>
  )
}

/** Sends the product, as its latest draft stands, for review. */
export function SendForReviewForm({ productId }: { productId: number }) {
  const [state, formAction, pending] = usePageFormAction(sendProductForReviewAction, IDLE_FORM)
  return (
    <form action={formAction} className="mt-4 space-y-3">
      {state.status === 'error' && state.message ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {state.message}
        </p>
      ) : null}
      <input type="hidden" name="product" value={productId} />
      <SubmitButton pending={pending} label="Send for review" pendingLabel="Sending..." />
    </form>
  )
}
