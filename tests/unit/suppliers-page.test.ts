import { describe, expect, it } from 'vitest'

import { SUPPLIER_LOAD_MESSAGES } from '@/components/suppliers/load-error'
import { classifySupplierLoadError, isDatabaseUnreachable } from '@/lib/platform/offline'
import { freeBonusHeading, packageTables } from '@/components/suppliers/package-tables'
import { paymentReturn, tabFromQuery, urlForTab, urlWithoutPaymentReturn } from '@/components/suppliers/tabs'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnreachable', () => {
  it('recognises socket errors and connection SQLSTATEs by code', () => {
    expect(isDatabaseUnreachable(withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('the database system is starting up', '57P03'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('database "x" does not exist', '3D000'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('password authentication failed', '28P01'))).toBe(true)
  })

  it('recognises Payload’s start-up failure and pg pool messages', () => {
    expect(isDatabaseUnreachable(new Error('Error: cannot connect to Postgres: connect ECONNREFUSED ::1:5432'))).toBe(
      true,
    )
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true)
  })

  it('looks through wrapping errors (cause chains and AggregateError)', () => {
    const wrapped = new Error('Failed query: select ...', {
      cause: new Error('middle', { cause: withCode('x', 'ECONNRESET') }),
    })
    expect(isDatabaseUnreachable(wrapped)).toBe(true)
    expect(
      isDatabaseUnreachable(new AggregateError([new Error('a'), withCode('b', 'ETIMEDOUT')], 'connect failed')),
    ).toBe(true)
  })

  it('does not treat query, schema or programming errors as unreachable', () => {
    expect(isDatabaseUnreachable(withCode('relation "suppliers" does not exist', '42P01'))).toBe(false)
    expect(isDatabaseUnreachable(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false)
    expect(isDatabaseUnreachable(new Error('Failed query', { cause: withCode('syntax error', '42601') }))).toBe(false)
    expect(isDatabaseUnreachable('ECONNREFUSED as a plain string is not an error object')).toBe(false)
    expect(isDatabaseUnreachable(null)).toBe(false)
  })

  it('survives a cause cycle', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(isDatabaseUnreachable(a)).toBe(false)
  })
})

describe('classifySupplierLoadError', () => {
  it('maps unreachable to the setup failure and anything else to the unexpected error', () => {
    expect(classifySupplierLoadError(withCode('refused', 'ECONNREFUSED'))).toBe('unreachable')
    expect(classifySupplierLoadError(new RangeError('bad'))).toBe('unexpected')
  })

  it('carries the spec texts of both states', () => {
    expect(SUPPLIER_LOAD_MESSAGES.unreachable.toastTitle).toBe('Database Setup Failed')
    expect(SUPPLIER_LOAD_MESSAGES.unreachable.inline).toBe(SUPPLIER_LOAD_MESSAGES.unreachable.toastText)
    expect(SUPPLIER_LOAD_MESSAGES.unexpected.toastText).toBe('Could not initialize suppliers. Please try again later.')
  })
})

describe('packageTables', () => {
  const rows = [
    { name: 'E1', tier: 'enterprise' as const },
    { name: 'L1', tier: 'local' as const },
    { name: 'N1', tier: 'national' as const },
    { name: 'L2', tier: 'local' as const },
  ]

  it('groups packages into the local, national and enterprise tables, keeping their order', () => {
    const tables = packageTables(rows)
    expect(tables.map((t) => t.title)).toEqual([
      'Local Supplier Packages',
      'National Supplier Packages',
      'Enterprise Supplier Packages',
    ])
    expect(tables.map((t) => t.rows.map((r) => r.name))).toEqual([['L1', 'L2'], ['N1'], ['E1']])
  })

  it('leaves out a tier without packages', () => {
    expect(packageTables(rows.filter((r) => r.tier !== 'national')).map((t) => t.tier)).toEqual(['local', 'enterprise'])
    expect(packageTables([])).toEqual([])
  })
})

describe('freeBonusHeading', () => {
  it('is singular unless some package of the table has several bonuses', () => {
    expect(freeBonusHeading([{ freeBonuses: ['Badge'] }, { freeBonuses: ['Badge'] }])).toBe('Free Bonus')
    expect(freeBonusHeading([{ freeBonuses: [] }, { freeBonuses: null }, {}])).toBe('Free Bonus')
    expect(freeBonusHeading([{ freeBonuses: ['Badge'] }, { freeBonuses: ['Badge', 'Channel'] }])).toBe('Free Bonuses')
  })
})

describe('suppliers tab query', () => {
  const at = (path: string) => new URL(path, 'http://localhost')

  it('reads ?tab=get-listed as the second tab and anything else as the first', () => {
    expect(tabFromQuery('get-listed')).toBe('get-listed')
    expect(tabFromQuery('find')).toBe('find')
    expect(tabFromQuery('GET-LISTED')).toBe('find')
    expect(tabFromQuery(null)).toBe('find')
  })

  it('sets or clears tab= and keeps the other parameters', () => {
    expect(urlForTab(at('/suppliers'), 'get-listed')).toBe('/suppliers?tab=get-listed')
    expect(urlForTab(at('/suppliers?tab=get-listed'), 'find')).toBe('/suppliers')
    expect(urlForTab(at('/suppliers?utm_source=x&tab=get-listed'), 'find')).toBe('/suppliers?utm_source=x')
    expect(urlForTab(at('/suppliers?utm_source=x'), 'get-listed')).toBe('/suppliers?utm_source=x&tab=get-listed')
  })

  it('recognises the payment return and removes its parameter, keeping the tab', () => {
    expect(paymentReturn(new URLSearchParams('tab=get-listed&success=true'))).toBe('success')
    expect(paymentReturn(new URLSearchParams('canceled=true'))).toBe('canceled')
    expect(paymentReturn(new URLSearchParams('success=false'))).toBeNull()
    expect(paymentReturn(new URLSearchParams(''))).toBeNull()
    expect(urlWithoutPaymentReturn(at('/suppliers?tab=get-listed&success=true'))).toBe('/suppliers?tab=get-listed')
    expect(urlWithoutPaymentReturn(at('/suppliers?canceled=true&tab=get-listed#packages'))).toBe(
      '/suppliers?tab=get-listed#packages',
    )
    expect(urlWithoutPaymentReturn(at('/suppliers?success=true'))).toBe('/suppliers')
  })
})
