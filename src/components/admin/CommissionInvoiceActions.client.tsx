'use client'

import { Button, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useId, useState } from 'react'

type Outcome = { ok: boolean; message: string } | null

const UNPAID = ['open', 'uncollectible']

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * A commission invoice's view in the admin: Stripe's hosted invoice page (where the supplier pays; Stripe's PDF is
 * downloaded there) and, for an unpaid invoice, staff's write-off with a reason through the write-off endpoint
 * (POST /api/commission-invoices/:id/write-off), which decides who may and what may be written off.
 */
export function CommissionInvoiceActions() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const status = useFormFields(([fields]) => text(fields.status?.value))
  const hostedUrl = useFormFields(([fields]) => text(fields.hostedInvoiceUrl?.value))
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const reasonId = useId()
  const hintId = useId()

  if (!id) return null
  const writtenOff = outcome?.ok === true
  const canWriteOff = user?.collection === 'users' && UNPAID.includes(status) && !writtenOff

  async function writeOff() {
    setBusy(true)
    setOutcome(null)
    try {
      const response = await fetch(`/api/commission-invoices/${id}/write-off`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reason }),
      })
      const body = (await response.json().catch(() => null)) as { errors?: Array<{ message?: string }> } | null
      setOutcome(
        response.ok
          ? { ok: true, message: 'Written off: the invoice is void in Stripe and the reason is recorded.' }
          : { ok: false, message: body?.errors?.[0]?.message ?? `The write-off failed (${response.status}).` },
      )
    } catch {
      setOutcome({ ok: false, message: 'The write-off could not be sent. Check the connection and try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <h3 style={{ margin: '0 0 0.5rem' }}>Stripe invoice</h3>
      {hostedUrl ? (
        <p style={{ margin: '0 0 1rem' }}>
          <a href={hostedUrl} target="_blank" rel="noopener noreferrer">
            Hosted invoice page and PDF (opens in a new tab)
          </a>
        </p>
      ) : (
        <p>Not finalised in Stripe yet: no hosted page.</p>
      )}
      {canWriteOff ? (
        <div>
          <label htmlFor={reasonId} style={{ display: 'block', fontWeight: 600 }}>
            Reason for writing it off
          </label>
          <p id={hintId} style={{ margin: '0.25rem 0' }}>
            Voids the unpaid invoice in Stripe; the reason is recorded on it.
          </p>
          <textarea
            id={reasonId}
            aria-describedby={hintId}
            rows={3}
            style={{ width: '100%' }}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button buttonStyle="secondary" disabled={busy || reason.trim() === ''} onClick={writeOff} type="button">
            {busy ? 'Writing off…' : 'Write off'}
          </Button>
        </div>
      ) : null}
      <p role="status" style={{ margin: '0.5rem 0 0' }}>
        {outcome?.ok ? outcome.message : ''}
      </p>
      <p role="alert" style={{ margin: '0.5rem 0 0' }}>
        {outcome && !outcome.ok ? outcome.message : ''}
      </p>
    </div>
  )
}
