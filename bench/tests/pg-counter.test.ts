import { describe, expect, it } from 'vitest'

import { classifyStatement, createFrontendParser, diffCounts, emptyCounts, tableOf } from '../pg-counter.mjs'

// Frontend messages of the PostgreSQL wire protocol (v3), built by hand.
const int32 = (n: number) => {
  const b = Buffer.alloc(4)
  b.writeInt32BE(n)
  return b
}
const int16 = (n: number) => {
  const b = Buffer.alloc(2)
  b.writeInt16BE(n)
  return b
}
const cstr = (s: string) => Buffer.concat([Buffer.from(s, 'utf8'), Buffer.from([0])])
const message = (type: string, body: Buffer) => Buffer.concat([Buffer.from(type), int32(body.length + 4), body])
const untyped = (body: Buffer) => Buffer.concat([int32(body.length + 4), body])

const startup = untyped(
  Buffer.concat([int32(196608), cstr('user'), cstr('postgres'), cstr('database'), cstr('ecobuild'), Buffer.from([0])]),
)
const sslRequest = untyped(int32(80877103))
const password = message('p', cstr('SCRAM-SHA-256 client-first-message'))
const query = (sql: string) => message('Q', cstr(sql))
const parse = (name: string, sql: string) => message('P', Buffer.concat([cstr(name), cstr(sql), int16(0)]))
const bind = (portal: string, statement: string, params: Buffer[] = []) =>
  message(
    'B',
    Buffer.concat([
      cstr(portal),
      cstr(statement),
      int16(0),
      int16(params.length),
      ...params.flatMap((p) => [int32(p.length), p]),
      int16(0),
    ]),
  )
const describe_ = (portal: string) => message('D', Buffer.concat([Buffer.from('P'), cstr(portal)]))
const execute = (portal: string) => message('E', Buffer.concat([cstr(portal), int32(0)]))
const sync = message('S', Buffer.alloc(0))

const collect = (chunks: Buffer[]) => {
  const seen: string[] = []
  const parser = createFrontendParser((sql: string) => seen.push(sql))
  for (const c of chunks) parser.push(c)
  return seen
}

describe('createFrontendParser', () => {
  const conversation = Buffer.concat([
    startup,
    password,
    query('BEGIN'),
    parse('', 'select "id" from "suppliers" where "category_id" = $1'),
    bind('', '', [Buffer.from('3')]),
    describe_(''),
    execute(''),
    sync,
    parse('named', 'select * from "cities"'),
    bind('p1', 'named'),
    execute('p1'),
    bind('p2', 'named'),
    execute('p2'),
    sync,
    query('COMMIT'),
  ])

  it('reports each simple query and each executed portal with its statement text', () => {
    expect(collect([conversation])).toEqual([
      'BEGIN',
      'select "id" from "suppliers" where "category_id" = $1',
      'select * from "cities"',
      'select * from "cities"',
      'COMMIT',
    ])
  })

  it('gives the same answer however the stream is split into chunks', () => {
    const whole = collect([conversation])
    for (const size of [1, 3, 7, 64]) {
      const chunks: Buffer[] = []
      for (let i = 0; i < conversation.length; i += size) chunks.push(conversation.subarray(i, i + size))
      expect(collect(chunks)).toEqual(whole)
    }
  })

  it('skips large messages it does not read (a big parameter in a bind is still followed correctly)', () => {
    const big = Buffer.alloc(100_000, 0x61)
    const stream = Buffer.concat([
      startup,
      message('d', big),
      parse('', 'select 2'),
      bind('', '', [big]),
      execute(''),
      sync,
    ])
    const chunks: Buffer[] = []
    for (let i = 0; i < stream.length; i += 4096) chunks.push(stream.subarray(i, i + 4096))
    expect(collect(chunks)).toEqual(['select 2'])
  })

  it('reads the startup message after an SSL request the server declined', () => {
    expect(collect([sslRequest, startup, query('select 1')])).toEqual(['select 1'])
  })

  it('stops reading once the stream is encrypted', () => {
    const seen: string[] = []
    const parser = createFrontendParser((sql: string) => seen.push(sql))
    parser.push(sslRequest)
    parser.markOpaque()
    parser.push(Buffer.concat([startup, query('select 1')]))
    expect(seen).toEqual([])
  })
})

describe('classifyStatement and tableOf', () => {
  it('tells transaction control and the job runner from queries', () => {
    expect(classifyStatement('BEGIN')).toBe('control')
    expect(classifyStatement('  commit')).toBe('control')
    expect(classifyStatement('rollback')).toBe('control')
    expect(classifyStatement('')).toBe('control')
    expect(classifyStatement('select "id" from "payload_jobs" where "processing" = $1')).toBe('jobs')
    expect(classifyStatement('select "id", "stats" from "payload_jobs_stats" limit $1')).toBe('jobs')
    expect(classifyStatement('select "id", "name" from "suppliers" where "category_id" = $1')).toBe('query')
    expect(classifyStatement('select 1')).toBe('query')
  })

  it('names the first table read or written', () => {
    expect(tableOf('select "suppliers"."id" from "suppliers" left join "categories" on true')).toBe('suppliers')
    expect(tableOf('insert into "leads" ("name") values ($1)')).toBe('leads')
    expect(tableOf('update "cities" set "name" = $1')).toBe('cities')
    expect(tableOf('select now()')).toBe('?')
  })
})

describe('diffCounts', () => {
  it('subtracts an earlier snapshot, per table too', () => {
    const before = { queries: 2, control: 4, jobs: 1, byTable: { suppliers: 2 } }
    const after = { queries: 5, control: 6, jobs: 3, byTable: { suppliers: 3, cities: 2 } }
    expect(diffCounts(before, after)).toEqual({ queries: 3, control: 2, jobs: 2, byTable: { suppliers: 1, cities: 2 } })
    expect(diffCounts(emptyCounts(), emptyCounts())).toEqual(emptyCounts())
  })
})
