'use client'

import { useState, type FormEvent } from 'react'

type Done = { doc: { id: number; name: string }; message: string }
type Problem = { field?: string; message: string }
type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; done: Done } | { kind: 'error'; errors: Problem[] }

/** Uploads an openEPD file to the import endpoint and links the new draft, or lists what could not be read. */
export function ProductImportForm({ suppliers }: { suppliers: { name: string; slug: string }[] }) {
  const [state, setState] = useState<State>({ kind: 'idle' })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setState({ kind: 'busy' })
    try {
      const response = await fetch('/api/products/import-openepd', {
        method: 'POST',
        body: new FormData(event.currentTarget),
        credentials: 'same-origin',
      })
      const body = (await response.json()) as Done | { errors?: Problem[] }
      if (!response.ok || !('doc' in body))
        setState({
          kind: 'error',
          errors: ('errors' in body && body.errors?.length && body.errors) || [{ message: 'The import failed.' }],
        })
      else setState({ kind: 'done', done: body })
    } catch {
      setState({ kind: 'error', errors: [{ message: 'The import could not reach the server. Please try again.' }] })
    }
  }

  const busy = state.kind === 'busy'
  return (
    <div>
      <form onSubmit={submit} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <label>
          Supplier (its slug){' '}
          <input name="supplier" list="product-import-suppliers" required disabled={busy} autoComplete="off" />
        </label>
        <datalist id="product-import-suppliers">
          {suppliers.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </datalist>
        <label>
          openEPD file <input type="file" name="file" accept=".json,application/json" required disabled={busy} />
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={busy}>
          {busy ? 'Importing…' : 'Import product'}
        </button>
      </form>
      <div role="status" aria-live="polite" style={{ marginTop: '0.75rem' }} data-testid="product-import-result">
        {state.kind === 'error' ? (
          <ul style={{ color: 'var(--theme-error-500)' }}>
            {state.errors.map((e) => (
              <li key={`${e.field ?? ''}:${e.message}`}>
                {e.field ? <code>{e.field}</code> : null} {e.message}
              </li>
            ))}
          </ul>
        ) : null}
        {state.kind === 'done' ? (
          <p>
            {state.done.message}{' '}
            <a href={`/admin/collections/products/${state.done.doc.id}`}>Open {state.done.doc.name}</a>
          </p>
        ) : null}
      </div>
    </div>
  )
}
