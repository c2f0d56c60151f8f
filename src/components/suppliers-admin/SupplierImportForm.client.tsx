'use client'

import { useState, type FormEvent } from 'react'

type Report = { rows: number; created: number; updated: number; failed: { line: number; reason: string }[] }
type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; report: Report } | { kind: 'error'; message: string }

/** Uploads a CSV to the import endpoint and shows what was created, updated and refused (line by line). */
export function SupplierImportForm() {
  const [state, setState] = useState<State>({ kind: 'idle' })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setState({ kind: 'busy' })
    try {
      const response = await fetch('/api/suppliers/import', {
        method: 'POST',
        body: new FormData(event.currentTarget),
        credentials: 'same-origin',
      })
      const body = (await response.json()) as Report | { errors?: { message: string }[] }
      if (!response.ok || !('rows' in body))
        setState({ kind: 'error', message: ('errors' in body && body.errors?.[0]?.message) || 'The import failed.' })
      else setState({ kind: 'done', report: body })
    } catch {
      setState({ kind: 'error', message: 'The import could not reach the server. Please try again.' })
    }
  }

  return (
    <div>
      <form onSubmit={submit} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <label>
          CSV file <input type="file" name="file" accept=".csv,text/csv" required disabled={state.kind === 'busy'} />
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? 'Importing…' : 'Import suppliers'}
        </button>
      </form>
      <div role="status" aria-live="polite" style={{ marginTop: '0.75rem' }}>
        {state.kind === 'error' ? <p style={{ color: 'var(--theme-error-500)' }}>{state.message}</p> : null}
        {state.kind === 'done' ? (
          <div data-testid="supplier-import-report">
            <p>
              {state.report.rows} rows: {state.report.created} created, {state.report.updated} updated,{' '}
              {state.report.failed.length} refused.
            </p>
            {state.report.failed.length ? (
              <ul>
                {state.report.failed.map((f) => (
                  <li key={f.line}>
                    Line {f.line}: {f.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}
