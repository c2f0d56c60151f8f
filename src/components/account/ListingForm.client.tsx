'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef, useState, useTransition, type ReactNode } from 'react'
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form'

import { saveListingAction } from '@/actions/listing'
import {
  Checkbox,
  CheckboxField,
  FILE_INPUT_CLASS,
  FormField,
  Input,
  LABEL_CLASS,
  SubmitButton,
  Textarea,
  type FieldWiring,
} from '@/components/forms/FormField'
import { IDLE_FORM } from '@/lib/account/form-state'
import { listingEditSchema, type ListingEdit, type ListingEditValues } from '@/lib/account/listing-edit-schema'
import {
  DELIVERY_RADIUS_LIMITS,
  LISTING_LIMITS,
  megabytes,
  LISTING_IMAGE_MAX_BYTES,
  EVIDENCE_MAX_BYTES,
} from '@/lib/account/listing-rules'
import { PLACE_INPUT_MAX } from '@/lib/places/postcode'
import { usePageFormAction } from '@/components/forms/use-page-form-action'

export type ListingFormCertificate = {
  id: string
  name: string
  issuer: string
  number: string
  expiresAt: string
  /** The id of the evidence file the row has ('' for none). */
  evidence: string
  evidenceName: string | null
  evidenceUrl: string | null
  verified: boolean
}

type Props = {
  listingId: number
  initial: {
    description: string
    contactEmail: string
    phone: string
    website: string
    serviceAreas: string
    base: string
    deliveryRadiusMiles: string
    /** 'on' when ticked, as a posted form says it. */
    deliversUkWide: string
  }
  image: { url: string; alt: string } | null
  certificates: ListingFormCertificate[]
}

const blankRow = { id: '', name: '', issuer: '', number: '', expiresAt: '', evidence: '', remove: false }

/** The first message for a dotted path in react-hook-form's nested errors. */
function clientError(errors: FieldErrors<ListingEditValues>, path: string): string | undefined {
  let node: unknown = errors
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  const message = (node as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? message : undefined
}

/**
 * Brings the first field with a message (or else the form's alert) into view and focus after a refused save: the
 * message in the middle of the screen, the field focused, so a screen reader reads the field and its message.
 */
function showFirstProblem(form: HTMLFormElement | null): boolean {
  if (!form) return false
  const control = form.querySelector<HTMLElement>('[aria-invalid="true"]')
  const target = control ?? form.querySelector<HTMLElement>('[role="alert"]')
  if (!target) return false
  const messageId = control
    ?.getAttribute('aria-describedby')
    ?.split(' ')
    .find((id) => id.endsWith('-error'))
  const message = messageId ? document.getElementById(messageId) : null
  ;(message ?? target).scrollIntoView({ block: 'center', behavior: 'instant' })
  target.focus({ preventScroll: true })
  return true
}

/**
 * The supplier's listing form: plain HTML posted to its server action (it works without JavaScript, and the server
 * validates with the same schema); with JavaScript, react-hook-form checks each field first and certificates can be
 * added and removed in place.
 */
export function ListingForm({ listingId, initial, image, certificates }: Props) {
  const [state, formAction, pending] = usePageFormAction(saveListingAction, IDLE_FORM)
  const [, startTransition] = useTransition()
  const uid = useId()
  const formRef = useRef<HTMLFormElement>(null)
  // Counts the saves the browser-side check refused; with the server's last answer, what was last brought into view.
  const [refusals, setRefusals] = useState(0)
  const shown = useRef({ refusals: 0, state })
  const kept = state.values
  const keptText = (name: keyof Props['initial']) => kept?.[name] ?? initial[name]
  const rows = certificates.map((row, index) => {
    const at = (field: string, fallback: string) => kept?.[`certificates.${index}.${field}`] ?? fallback
    return {
      id: row.id,
      name: at('name', row.name),
      issuer: at('issuer', row.issuer),
      number: at('number', row.number),
      expiresAt: at('expiresAt', row.expiresAt),
      evidence: row.evidence,
      remove: false,
    }
  })
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ListingEditValues, unknown, ListingEdit>({
    resolver: zodResolver(listingEditSchema),
    mode: 'onTouched',
    // showFirstProblem focuses the field and also brings its message into view.
    shouldFocusError: false,
    defaultValues: {
      description: keptText('description'),
      contactEmail: keptText('contactEmail'),
      phone: keptText('phone'),
      website: keptText('website'),
      serviceAreas: keptText('serviceAreas'),
      base: keptText('base'),
      deliveryRadiusMiles: keptText('deliveryRadiusMiles'),
      // A posted form that was refused keeps the box as it was sent (an unticked box is not sent at all).
      deliversUkWide: (kept ? kept.deliversUkWide : initial.deliversUkWide) === 'on',
      // A spare row, so a certificate can be added without JavaScript.
      certificates: [...rows, blankRow],
    },
  })
  // keyName: the rows carry their own `id` (the listing's row id), which the default key would hide.
  const { fields, append } = useFieldArray({ control, name: 'certificates', keyName: 'key' })
  const errorOf = (path: string) => clientError(errors, path) ?? state.fieldErrors?.[path]

  const field = (name: string, label: string, control: (wiring: FieldWiring) => ReactNode, hint?: string) => (
    <FormField id={`${uid}-${name}`} label={label} hint={hint} error={errorOf(name)}>
      {control}
    </FormField>
  )

  // register() sets values through refs once scripts run; defaultValue puts them in the server's HTML too.

  // With JavaScript: the same schema checks first; the posted FormData (files included) then goes to the action.
  const onSubmit = handleSubmit(
    (_valid, event) => {
      const form = event?.target
      if (form instanceof HTMLFormElement) startTransition(() => formAction(new FormData(form)))
    },
    () => setRefusals((n) => n + 1),
  )
  // A refused save (a field's message, a file the server refused named, or the form's alert) is brought into view
  // once its messages are on the page: checked after every render, as react-hook-form renders errors on its own turn.
  useEffect(() => {
    const refusedByServer = state.status === 'error' && state !== shown.current.state
    if (!refusedByServer && refusals === shown.current.refusals) return
    if (showFirstProblem(formRef.current)) shown.current = { refusals, state }
  })

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate aria-busy={pending} className="space-y-6">
      {state.status === 'error' && state.message ? (
        <p role="alert" tabIndex={-1} className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {state.message}
        </p>
      ) : null}
      <input type="hidden" name="listing" value={listingId} />
      {field(
        'description',
        'Description',
        (p) => (
          <Textarea
            rows={6}
            maxLength={LISTING_LIMITS.description}
            {...p}
            {...register('description')}
            defaultValue={keptText('description')}
          />
        ),
        `What you make or sell and what makes it sustainable (at most ${LISTING_LIMITS.description.toLocaleString('en-GB')} characters).`,
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        {field(
          'contactEmail',
          'Contact e-mail',
          (p) => (
            <Input
              type="email"
              autoComplete="email"
              maxLength={254}
              {...p}
              {...register('contactEmail')}
              defaultValue={keptText('contactEmail')}
            />
          ),
          'Receives enquiries from the site.',
        )}
        {field(
          'phone',
          'Phone',
          (p) => (
            <Input
              type="tel"
              autoComplete="tel"
              maxLength={LISTING_LIMITS.phone}
              {...p}
              {...register('phone')}
              defaultValue={keptText('phone')}
            />
          ),
          'For our team; not shown on the site.',
        )}
      </div>
      {field('website', 'Website', (p) => (
        <Input
          type="url"
          autoComplete="url"
          maxLength={300}
          placeholder="https://"
          {...p}
          {...register('website')}
          defaultValue={keptText('website')}
        />
      ))}
      {field(
        'serviceAreas',
        'Service areas',
        (p) => (
          <Textarea rows={3} {...p} {...register('serviceAreas')} defaultValue={keptText('serviceAreas')} />
        ),
        'Other cities you serve, one a line; enquiries from them reach you too.',
      )}
      <fieldset className="rounded-lg border border-gray-200 p-4">
        <legend className="px-1 text-lg font-semibold text-gray-900">Base and delivery area</legend>
        <p className="text-sm text-gray-600">
          Visitors searching near a postcode or a town find you when your delivery area reaches it.
        </p>
        <div className="mt-3 grid gap-6 sm:grid-cols-2">
          {field(
            'base',
            'Base (postcode or town)',
            (p) => (
              <Input
                type="text"
                maxLength={PLACE_INPUT_MAX}
                {...p}
                {...register('base')}
                defaultValue={keptText('base')}
              />
            ),
            'A UK postcode (LS6 2AA, or LS6) or a town (Frome).',
          )}
          {field(
            'deliveryRadiusMiles',
            'Delivers within (miles)',
            (p) => (
              <Input
                type="number"
                inputMode="numeric"
                min={DELIVERY_RADIUS_LIMITS.min}
                max={DELIVERY_RADIUS_LIMITS.max}
                step={1}
                {...p}
                {...register('deliveryRadiusMiles')}
                defaultValue={keptText('deliveryRadiusMiles')}
              />
            ),
            'Miles from your base; leave empty if you deliver UK-wide.',
          )}
        </div>
        <div className="mt-4">
          <CheckboxField id={`${uid}-deliversUkWide`} label="Delivers UK-wide" error={errorOf('deliversUkWide')}>
            {(p) => (
              <Checkbox
                {...p}
                {...register('deliversUkWide')}
                defaultChecked={(kept ? kept.deliversUkWide : initial.deliversUkWide) === 'on'}
              />
            )}
          </CheckboxField>
        </div>
      </fieldset>
      <div>
        {image ? (
          <div className="mb-2">
            <p className={LABEL_CLASS}>Current image</p>
            {/* eslint-disable-next-line @next/next/no-img-element -- the uploaded file as it is, small preview */}
            <img src={image.url} alt={image.alt} className="mt-1 h-24 w-40 rounded-md object-cover" />
          </div>
        ) : null}
        {field(
          'image',
          image ? 'Replace the image' : 'Image',
          (p) => (
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className={FILE_INPUT_CLASS}
              {...p}
              {...register('image')}
            />
          ),
          `JPEG, PNG or WebP, at most ${megabytes(LISTING_IMAGE_MAX_BYTES)}.`,
        )}
      </div>
      <fieldset className="rounded-lg border border-gray-200 p-4">
        <legend className="px-1 text-lg font-semibold text-gray-900">Certificates</legend>
        <p className="text-sm text-gray-600">
          Evidence files (PDF, JPEG or PNG, at most {megabytes(EVIDENCE_MAX_BYTES)}) are seen only by our team and your
          account. Our team verifies each certificate before its badge counts as verified.
        </p>
        {fields.map((row, index) => {
          const existing = certificates.find((c) => c.id && c.id === row.id) ?? null
          const base = `certificates.${index}` as const
          return (
            <div
              key={String(row.key)}
              className="mt-4 space-y-3 border-t border-gray-200 pt-4"
              data-testid="certificate-row"
            >
              <input
                type="hidden"
                {...register(`${base}.id`)}
                defaultValue={typeof row.id === 'string' ? row.id : ''}
              />
              <input type="hidden" {...register(`${base}.evidence`)} defaultValue={row.evidence ?? ''} />
              <div className="grid gap-3 sm:grid-cols-2">
                {field(`${base}.name`, 'Certificate name', (p) => (
                  <Input
                    type="text"
                    maxLength={LISTING_LIMITS.certificateText}
                    {...p}
                    {...register(`${base}.name`)}
                    defaultValue={row.name}
                  />
                ))}
                {field(`${base}.issuer`, 'Issuer', (p) => (
                  <Input
                    type="text"
                    maxLength={LISTING_LIMITS.certificateText}
                    {...p}
                    {...register(`${base}.issuer`)}
                    defaultValue={row.issuer}
                  />
                ))}
                {field(`${base}.number`, 'Certificate number', (p) => (
                  <Input
                    type="text"
                    maxLength={LISTING_LIMITS.certificateText}
                    {...p}
                    {...register(`${base}.number`)}
                    defaultValue={row.number}
                  />
                ))}
                {field(`${base}.expiresAt`, 'Expiry date', (p) => (
                  <Input type="date" {...p} {...register(`${base}.expiresAt`)} defaultValue={row.expiresAt} />
                ))}
              </div>
              {existing?.evidenceName ? (
                <p className="text-sm text-gray-700">
                  Evidence:{' '}
                  {existing.evidenceUrl ? (
                    <a href={existing.evidenceUrl} className="font-semibold text-brand-700 underline">
                      {existing.evidenceName}
                    </a>
                  ) : (
                    existing.evidenceName
                  )}
                  {existing.verified ? ' (verified)' : ''}
                </p>
              ) : null}
              {field(
                `${base}.evidenceFile`,
                existing?.evidenceName ? 'Replace the evidence file' : 'Evidence file',
                (p) => (
                  <input
                    type="file"
                    accept="application/pdf,image/jpeg,image/png"
                    className={FILE_INPUT_CLASS}
                    {...p}
                    {...register(`${base}.evidenceFile`)}
                  />
                ),
              )}
              <label className="inline-flex items-center gap-2 text-sm text-gray-800">
                <input type="checkbox" {...register(`${base}.remove`)} /> Remove this certificate
              </label>
            </div>
          )
        })}
        {fields.length <= LISTING_LIMITS.certificates ? (
          <button
            type="button"
            onClick={() => append(blankRow)}
            className="mt-4 text-sm font-semibold text-brand-700 underline"
          >
            Add another certificate
          </button>
        ) : null}
      </fieldset>
      <SubmitButton pending={pending} label="Send changes for review" pendingLabel="Sending for review..." />
    </form>
  )
}
