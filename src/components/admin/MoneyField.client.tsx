'use client'

import { FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useState } from 'react'

import { formatPence, penceToPounds, poundsToPence } from '@/lib/money'

const shown = (value: unknown): string =>
  typeof value === 'number' && Number.isSafeInteger(value) ? penceToPounds(value) : ''

/**
 * A stored pence amount in the admin's edit view, as pounds: read-only it reads '£375.00'; editable, staff type pounds
 * ('375', '375.50', '£1,250') and the form keeps exact pence. Text that is not an amount is kept as typed, so the
 * field's rule (validatePence) refuses the save with its message rather than saving a guess.
 */
export const MoneyField: NumberFieldClientComponent = ({ field, path: pathFromProps, readOnly: readOnlyFromProps }) => {
  const { disabled, path, setValue, showError, value } = useField<number | string | null>({
    potentiallyStalePath: pathFromProps,
  })
  const readOnly = Boolean(readOnlyFromProps || field.admin?.readOnly || disabled)
  const [text, setText] = useState(() => (typeof value === 'string' ? value : shown(value)))
  const [seen, setSeen] = useState(value)

  // A value set from elsewhere (the document loaded, a reset) is shown as pounds; typing keeps its own text.
  if (value !== seen) {
    setSeen(value)
    if (typeof value !== 'string' && poundsToPence(text) !== (value ?? null)) setText(shown(value))
  }

  const id = `field-${path.replace(/\./g, '__')}`
  const descriptionId = `${id}-hint`
  const configured = field.admin?.description
  const description = typeof configured === 'string' ? configured : readOnly ? '' : 'In pounds, e.g. 375 or 375.50.'
  const className = ['field-type', 'number', 'money-field', showError && 'error', readOnly && 'read-only']
    .filter(Boolean)
    .join(' ')

  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        {readOnly ? (
          <input
            id={id}
            name={path}
            type="text"
            readOnly
            aria-readonly="true"
            aria-describedby={description ? descriptionId : undefined}
            value={typeof value === 'number' ? formatPence(value) : ''}
          />
        ) : (
          <input
            id={id}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            aria-describedby={description ? descriptionId : undefined}
            aria-invalid={showError || undefined}
            value={text}
            onChange={(event) => {
              const typed = event.target.value
              setText(typed)
              if (typed.trim() === '') return setValue(null)
              setValue(poundsToPence(typed) ?? typed)
            }}
          />
        )}
        {description ? (
          // Payload's own description grey falls below 4.5:1 on white: ours keeps the text's contrast.
          <p id={descriptionId} className="field-description" style={{ color: 'var(--theme-elevation-800)' }}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  )
}
