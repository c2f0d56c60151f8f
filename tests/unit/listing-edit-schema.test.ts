import { describe, expect, it } from 'vitest'

import { checkListingDraft, listingEditSchema, listingFormInput } from '@/lib/account/listing-edit-schema'
import { DELIVERY_AREA_MESSAGE } from '@/lib/places/distance'

const valid = {
  description: '  Reclaimed timber from London yards.  ',
  contactEmail: '',
  phone: '',
  website: '',
  serviceAreas: 'Leeds\nManchester',
  certificates: [],
}

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = listingEditSchema.safeParse({ ...valid, ...input })
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

const file = (bytes: number, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type })

describe('the listing form schema', () => {
  it('trims, splits lines into lists and turns empty optional fields into null', () => {
    const parsed = listingEditSchema.parse(valid)
    expect(parsed).toMatchObject({
      description: 'Reclaimed timber from London yards.',
      serviceAreas: ['Leeds', 'Manchester'],
      contactEmail: null,
      phone: null,
      website: null,
      certificates: [],
    })
    expect(parsed.image).toBeUndefined()
  })

  it('gives each bad field its message', () => {
    expect(errorsOf({ description: ' ' })).toEqual({ description: 'Please enter a description of your business.' })
    expect(errorsOf({ description: 'x'.repeat(2001) })).toEqual({
      description: 'The description must be at most 2,000 characters.',
    })
    expect(errorsOf({ contactEmail: 'sales@' })).toEqual({ contactEmail: 'Please enter a valid email address' })
    expect(errorsOf({ phone: '12345' })).toEqual({ phone: 'Please enter a valid phone number' })
    expect(errorsOf({ phone: 'ring 0161 496 0000' })).toEqual({ phone: 'Please enter a valid phone number' })
    expect(errorsOf({ website: 'ftp://files.example' })).toEqual({
      website: 'Please enter a full web address starting with https://',
    })
    expect(errorsOf({ serviceAreas: Array.from({ length: 21 }, (_, i) => `Town ${i}`).join('\n') })).toEqual({
      serviceAreas: 'Please list at most 20 cities.',
    })
    expect(errorsOf({ serviceAreas: 'x'.repeat(81) })).toEqual({
      serviceAreas: 'Each city must be at most 80 characters.',
    })
    expect(errorsOf({ description: 'Null\u0000byte' })).toEqual({
      description: 'The description contains characters that cannot be used.',
    })
  })

  it('accepts phone numbers as people write them', () => {
    for (const phone of ['020 7946 0000', '+44 (0)161 496-0000', '0113.496.0000'])
      expect(errorsOf({ phone }), phone).toEqual({})
  })

  it('checks the image type and size, naming the file, and all files of one save together', () => {
    expect(errorsOf({ image: file(10, 'a.gif', 'image/gif') })).toEqual({
      image: '“a.gif” was not saved: the image must be a JPEG, PNG or WebP file.',
    })
    expect(errorsOf({ image: file(5 * 1024 * 1024 + 1, 'a.png', 'image/png') })).toEqual({
      image: '“a.png” was not saved: the image must be at most 5 MB.',
    })
    expect(errorsOf({ image: file(5 * 1024 * 1024, 'a.webp', 'image/webp') })).toEqual({})
    // An empty file input posts an empty file: no image chosen.
    expect(errorsOf({ image: file(0, '', 'application/octet-stream') })).toEqual({})
    expect(errorsOf({ image: file(0, 'blob', 'application/octet-stream') })).toEqual({})
    const row = (name: string, evidenceFile: File) => ({ name, evidenceFile, issuer: '', number: '', expiresAt: '' })
    expect(
      errorsOf({
        image: file(3 * 1024 * 1024, 'a.jpg', 'image/jpeg'),
        certificates: [row('FSC', file(3 * 1024 * 1024, 'fsc.pdf', 'application/pdf'))],
      }),
    ).toEqual({
      image: 'The files of one save may be at most 5 MB together: please send some of them in a second save.',
    })
  })

  it('checks certificate rows in place, then drops removed and empty ones', () => {
    const blank = { name: '', issuer: '', number: '', expiresAt: '' }
    const errors = errorsOf({
      certificates: [
        { ...blank, name: 'FSC' },
        { ...blank, issuer: 'BBA' },
        { ...blank, name: 'PEFC', expiresAt: '2027-02-29' },
        { ...blank, name: 'Old', evidenceFile: file(10, 'x.txt', 'text/plain') },
      ],
    })
    expect(errors).toEqual({
      'certificates.1.name': 'Please enter the certificate’s name.',
      'certificates.2.expiresAt': 'Please enter the expiry date as a date, e.g. 2027-03-31.',
      'certificates.3.evidenceFile': '“x.txt” was not saved: evidence must be a PDF, JPEG or PNG file.',
    })
    const parsed = listingEditSchema.parse({
      ...valid,
      certificates: [
        { ...blank, name: 'Removed', remove: 'on' },
        { ...blank, evidenceFile: file(0, 'blob', 'application/octet-stream') },
        { ...blank, name: 'FSC', expiresAt: '2028-02-29', evidence: '12' },
      ],
    })
    expect(parsed.certificates).toEqual([
      {
        name: 'FSC',
        issuer: null,
        number: null,
        expiresAt: '2028-02-29',
        evidence: 12,
        remove: false,
        evidenceFile: undefined,
      },
    ])
  })

  it('checks the base and delivery area: a whole radius in range, and a base needs an area', () => {
    const parse = (fields: Record<string, unknown>) =>
      listingEditSchema.safeParse({
        description: 'Text',
        products: '',
        contactEmail: '',
        phone: '',
        website: '',
        serviceAreas: '',
        certificates: [],
        ...fields,
      })
    const messages = (fields: Record<string, unknown>) => {
      const result = parse(fields)
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
    }
    const radiusMessage = 'The delivery radius must be a whole number of miles from 1 to 1,000.'
    expect(parse({ base: ' LS6 2AA ', deliveryRadiusMiles: '40' }).data).toMatchObject({
      base: 'LS6 2AA',
      deliveryRadiusMiles: 40,
      deliversUkWide: false,
    })
    expect(parse({ base: 'Frome', deliveryRadiusMiles: '', deliversUkWide: 'on' }).data).toMatchObject({
      base: 'Frome',
      deliveryRadiusMiles: null,
      deliversUkWide: true,
    })
    expect(parse({ base: '', deliveryRadiusMiles: '' }).data).toMatchObject({ base: null, deliveryRadiusMiles: null })
    expect(messages({ base: 'Frome', deliveryRadiusMiles: '' })).toEqual({ deliveryRadiusMiles: DELIVERY_AREA_MESSAGE })
    for (const radius of ['0', '1001', '2.5', 'ten', '-5'])
      expect(messages({ base: 'Frome', deliveryRadiusMiles: radius })).toEqual({ deliveryRadiusMiles: radiusMessage })
    expect(messages({ base: 'x'.repeat(101), deliveryRadiusMiles: '10' })).toEqual({
      base: 'The base must be at most 100 characters.',
    })
  })

  it('reads only its own fields from a posted form', () => {
    const data = new FormData()
    data.append('description', 'Text')
    data.append('ecoScore', '10')
    data.append('category', '3')
    data.append('certificates.0.name', 'FSC')
    data.append('certificates.0.verifiedAt', '2020-01-01')
    data.append('certificates.1.name', 'BBA')
    const input = listingFormInput(data)
    expect(Object.keys(input).sort()).toEqual(
      [
        'certificates',
        'contactEmail',
        'description',
        'image',
        'phone',
        'serviceAreas',
        'website',
        'base',
        'deliveryRadiusMiles',
        'deliversUkWide',
      ].sort(),
    )
    expect(input.certificates).toEqual([
      { name: 'FSC', issuer: '', number: '', expiresAt: '', id: undefined, evidence: undefined },
      { name: 'BBA', issuer: '', number: '', expiresAt: '', id: undefined, evidence: undefined },
    ])
  })
})

describe('the same rules for a draft saved through the API (checkListingDraft)', () => {
  const issuesOf = (data: Record<string, unknown>) => {
    const checked = checkListingDraft(data)
    return checked.ok ? {} : Object.fromEntries(checked.issues.map((i) => [i.path, i.message]))
  }

  it('gives the form’s message for the same bad value', () => {
    for (const [field, value] of [
      ['description', ' '],
      ['description', 'x'.repeat(2001)],
      ['contactEmail', 'sales@'],
      ['phone', '12345'],
      ['website', 'javascript:alert(1)'],
    ] as const) {
      const form = errorsOf({ [field]: value })
      expect(issuesOf({ [field]: value }), `${field}: ${value.slice(0, 20)}`).toEqual(form)
    }
    expect(issuesOf({ serviceAreas: Array.from({ length: 21 }, (_, i) => ({ city: `Town ${i}` })) })).toEqual(
      errorsOf({ serviceAreas: Array.from({ length: 21 }, (_, i) => `Town ${i}`).join('\n') }),
    )
    expect(issuesOf({ serviceAreas: [{ city: 'x'.repeat(81) }] })).toEqual(errorsOf({ serviceAreas: 'x'.repeat(81) }))
  })

  it('refuses what a form cannot send: objects for text, too many rows, a row without a name', () => {
    expect(issuesOf({ description: { html: '<b>x</b>' } })).toEqual({ description: 'The description must be text.' })
    expect(issuesOf({ serviceAreas: [{ city: { name: 'x' } }] })).toEqual({
      serviceAreas: 'Service areas must be text.',
    })
    expect(issuesOf({ certifications: [{ issuer: 'BBA' }] })).toEqual({
      'certifications.0.name': 'Please enter the certificate’s name.',
    })
    expect(issuesOf({ certifications: Array.from({ length: 11 }, () => ({ name: 'FSC' })) })).toEqual({
      certifications: 'Please list at most 10 certificates.',
    })
    expect(issuesOf({ certifications: [{ name: 'FSC', expiresAt: '2030-02-30T00:00:00.000Z' }] })).toEqual({
      'certifications.0.expiresAt': 'Please enter the expiry date as a date, e.g. 2027-03-31.',
    })
  })

  it('checks only the fields sent, and tidies them as the form does', () => {
    expect(checkListingDraft({ ecoScore: 10 })).toEqual({ ok: true, values: {} })
    expect(
      checkListingDraft({
        description: '  Oak.  ',
        website: '',
        // Retired with issue 30 (products are a collection of their own): not a listing field any more.
        products: [' Beams ', ''],
        certifications: [{ id: 'abc123', name: ' FSC ', expiresAt: '2031-01-31T00:00:00.000Z', colour: 'blue' }],
      }),
    ).toEqual({
      ok: true,
      values: {
        description: 'Oak.',
        website: null,
        certifications: [
          {
            id: 'abc123',
            name: 'FSC',
            issuer: null,
            number: null,
            expiresAt: '2031-01-31T00:00:00.000Z',
            colour: 'blue',
          },
        ],
      },
    })
  })
})
