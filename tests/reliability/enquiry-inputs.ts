import fc from 'fast-check'

// Generated enquiry submissions for the integration test and the reliability suite; every case says what a correct
// server must do with it, so a wrong answer is a failure, not a figure.

export type EnquiryCaseKind =
  /** A valid enquiry whose text is hostile or unusual (HTML, script, SQL, emoji, RTL): stored as sent. */
  | 'valid-hostile'
  /** A valid enquiry plus fields the server must ignore (ids, timestamps, roles, prototype keys). */
  | 'valid-extra-fields'
  /** The hidden honeypot filled in: answered like a success, nothing stored. */
  | 'honeypot'
  /** One or more fields wrong: empty, blank, too long, wrong type, missing, consent not true. */
  | 'invalid-fields'
  /** Text with characters PostgreSQL cannot store (NUL) or lone UTF-16 halves. */
  | 'control-characters'
  /** A body that is not a JSON object, too large, or sent with the wrong content type. */
  | 'bad-body'

export type EnquiryCase = {
  kind: EnquiryCaseKind
  contentType: string
  body: string
  /** The object sent, when the body is one (for checking what was stored). */
  input: Record<string, unknown> | null
}

/** What a case must get: 201 (stored or, for the honeypot, answered as if stored) or a 4xx. */
export function expectedStatuses(kind: EnquiryCaseKind): readonly number[] {
  switch (kind) {
    case 'valid-hostile':
    case 'valid-extra-fields':
    case 'honeypot':
      return [201]
    case 'invalid-fields':
      return [422]
    case 'control-characters':
      // Either refused with a field message or stored without the characters: never a 5xx.
      return [201, 422]
    case 'bad-body':
      return [400, 413, 415]
  }
}

export const HOSTILE_SNIPPETS = [
  '<script>window.__xss = 1</script>',
  '"><img src=x onerror="window.__xss = 2">',
  "<svg onload=alert('x')>",
  'javascript:alert(document.cookie)',
  "Robert'); DROP TABLE leads; --",
  '1 OR 1=1; SELECT * FROM users',
  '${7*7} {{7*7}} <%= 7*7 %>',
  '=HYPERLINK("http://evil.example","click")',
  '../../../../etc/passwd',
  '\u202Eevil.exe\u202C',
  'مرحبا، أريد عزلًا من ألياف الخشب',
  'שלום, אני צריך בידוד',
  '👷‍♀️🏡🌱🇬🇧',
  'Zoë Åström-Ñúñez',
  '𝕿𝖍𝖊 𝖗𝖔𝖔𝖋',
  'line one\nline two\r\n\ttabbed',
  '&lt;already escaped&gt; &amp; &#x3C;',
  'null',
  'undefined',
  '__proto__',
] as const

const WRONG_TYPES: readonly unknown[] = [
  null,
  0,
  -1,
  1.5,
  true,
  false,
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
  { toString: 'x' },
  1e308,
]

let sequence = 0
/** A token unique within this process, so every case's e-mail (and so its stored lead) can be found. */
function token(): string {
  sequence += 1
  return `${Date.now().toString(36)}${process.pid.toString(36)}${sequence.toString(36)}`
}

const limited = (text: string, max: number) => {
  // Cut on a code point boundary so the text stays well-formed.
  const points = Array.from(text)
  let out = ''
  for (const p of points) {
    if (out.length + p.length > max) break
    out += p
  }
  return out
}

const hostile = fc.constantFrom(...HOSTILE_SNIPPETS)
const unicodeText = fc.string({ unit: 'grapheme', minLength: 0, maxLength: 30 })
const hostileOrUnicode = fc.oneof(
  hostile,
  unicodeText,
  fc.tuple(hostile, unicodeText).map(([a, b]) => `${a} ${b}`),
)
/** The same for a one-line field (a name, a phone, a city): line breaks are refused there, so none are sent. */
const hostileOneLine = hostileOrUnicode.map((text) => text.replace(/[\r\n\u0085\u2028\u2029]/g, ' '))

/** A valid enquiry with hostile or unusual text in its free-text fields. */
const validHostile = fc
  .record({
    name: hostileOneLine,
    phone: fc.oneof(
      fc.constant('07700 900123'),
      fc.constant('+44 (0)20 7946 0958'),
      hostile.map((h) => `07700 ${h}`.replace(/[\r\n]/g, ' ')),
    ),
    city: fc.oneof(fc.constantFrom('London', 'Manchester', 'Leeds', '  london  ', 'GLASGOW'), hostileOneLine),
    projectDetails: fc.array(hostileOrUnicode, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('\n')),
    sourcePage: fc.option(fc.constantFrom('/london', '/category/timber', '/contact', '/a/<script>'), {
      nil: undefined,
    }),
  })
  .map(({ name, phone, city, projectDetails, sourcePage }) => {
    const input: Record<string, unknown> = {
      name: limited(`Ab ${name}`, 100),
      email: `fuzz-${token()}@fuzz.test`,
      phone: limited(phone, 30),
      city: limited(`Ci ${city}`, 100),
      projectDetails: limited(`Project details: ${projectDetails}`, 5000),
      consent: true,
    }
    if (sourcePage !== undefined && /^\/\S*$/.test(sourcePage)) input.sourcePage = sourcePage
    return input
  })

const baseValid = (): Record<string, unknown> => ({
  name: 'Fuzz Visitor',
  email: `fuzz-${token()}@fuzz.test`,
  phone: '07700 900123',
  city: 'London',
  projectDetails: 'Wood-fibre insulation for a Victorian terrace.',
  consent: true,
})

type Field = 'name' | 'email' | 'phone' | 'city' | 'projectDetails' | 'consent' | 'category' | 'supplier' | 'sourcePage'

const badValueFor = (field: Field): fc.Arbitrary<unknown> => {
  const missing = fc.constant(MISSING)
  const wrongType = fc.constantFrom(...WRONG_TYPES)
  switch (field) {
    case 'name':
      return fc.oneof(
        missing,
        wrongType,
        fc.constantFrom('', ' ', 'A', '   A   ', '\t\n', 'Bob\r\nBcc: x@evil.example', 'Ann\u2028Lee'),
        fc.integer({ min: 101, max: 3000 }).map((n) => 'N'.repeat(n)),
      )
    case 'email':
      return fc.oneof(
        missing,
        wrongType,
        fc.constantFrom('', 'not-an-email', 'a@b', '@x.uk', 'two@@x.uk', 'spaces in@x.uk', '<script>@x', "x'--@x"),
        fc.integer({ min: 246, max: 2000 }).map((n) => `${'e'.repeat(n)}@fuzz.test`),
      )
    case 'phone':
      return fc.oneof(
        missing,
        wrongType,
        fc.constantFrom('', '12345', '     '),
        fc.integer({ min: 31, max: 500 }).map((n) => '0'.repeat(n)),
      )
    case 'city':
      return fc.oneof(
        missing,
        wrongType,
        fc.constantFrom('', 'L', '  ', 'Leeds\nLS6'),
        fc.integer({ min: 101, max: 1000 }).map((n) => 'C'.repeat(n)),
      )
    case 'projectDetails':
      return fc.oneof(
        missing,
        wrongType,
        fc.constantFrom('', 'Too short', '         '),
        fc.integer({ min: 5001, max: 9000 }).map((n) => 'p'.repeat(n)),
      )
    case 'consent':
      return fc.oneof(missing, fc.constantFrom(false, 'true', 'yes', 1, 'on', null, [], {}))
    case 'category':
    case 'supplier':
      return fc.constantFrom(-1, 0, 1.5, '1', 'abc', 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, true)
    case 'sourcePage':
      return fc.constantFrom(
        'no-leading-slash',
        '/with space',
        'https://evil.example/',
        `/${'x'.repeat(400)}`,
        42,
        [],
        {},
      )
  }
}

/** Marks a field to delete from the input. */
const MISSING = Symbol('missing')

const invalidFields = fc
  .uniqueArray(
    fc.constantFrom<Field>(
      'name',
      'email',
      'phone',
      'city',
      'projectDetails',
      'consent',
      'category',
      'supplier',
      'sourcePage',
    ),
    { minLength: 1, maxLength: 4 },
  )
  .chain((fields) => fc.tuple(fc.constant(fields), fc.tuple(...fields.map(badValueFor))))
  .map(([fields, values]) => {
    const input = baseValid()
    fields.forEach((field, i) => {
      const value = values[i]
      if (value === MISSING) delete input[field]
      else input[field] = value
    })
    return input
  })

const extraFields = fc
  .subarray(
    [
      ['id', 1],
      ['createdAt', '1999-01-01T00:00:00.000Z'],
      ['updatedAt', '1999-01-01T00:00:00.000Z'],
      ['consentedAt', '1970-01-01T00:00:00.000Z'],
      ['consentText', 'I agreed to nothing'],
      ['role', 'admin'],
      ['connections', [{ supplier: 1, commissionAmount: 0 }]],
      ['commissionTotal', 0],
      ['constructor', { prototype: { polluted: true } }],
      ['__proto__', { polluted: true }],
      ['unknownField', 'x'.repeat(2000)],
    ] as Array<[string, unknown]>,
    { minLength: 1 },
  )
  .map((pairs) => ({ ...baseValid(), ...Object.fromEntries(pairs) }))

const honeypot = fc
  .constantFrom('https://spam.example', 'x', 'Buy now')
  .map((value) => ({ ...baseValid(), companyWebsite: value }))

const controlCharacters = fc
  .tuple(
    fc.constantFrom<Field>('name', 'email', 'phone', 'city', 'projectDetails'),
    fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\uDC00x', '\u0007\u001B[31m', '\uFFFF\uFFFE'),
  )
  .map(([field, chars]) => {
    const input = baseValid()
    const current = String(input[field])
    input[field] = field === 'email' ? `${chars}${current}` : `${current} ${chars} end`
    return input
  })

type BodyCase = { contentType: string; body: string }
const badBodies: fc.Arbitrary<BodyCase> = fc.oneof(
  fc.constantFrom<BodyCase>(
    { contentType: 'application/json', body: '' },
    { contentType: 'application/json', body: 'null' },
    { contentType: 'application/json', body: '[]' },
    { contentType: 'application/json', body: '42' },
    { contentType: 'application/json', body: '"a string"' },
    { contentType: 'application/json', body: '{"name": "Trunc' },
    { contentType: 'application/json', body: "{'single': 'quotes'}" },
    { contentType: 'application/json', body: '{"a":1,}' },
    { contentType: 'text/plain', body: JSON.stringify({ name: 'Plain Text' }) },
    { contentType: 'application/x-www-form-urlencoded', body: 'name=Form&email=a%40b.uk' },
    {
      contentType: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nX\r\n--x--',
    },
    {
      contentType: 'application/xml',
      body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    },
  ),
  fc.integer({ min: 33 * 1024, max: 2 * 1024 * 1024 }).map((size) => ({
    contentType: 'application/json',
    body: JSON.stringify({ ...baseValid(), projectDetails: 'h'.repeat(size) }),
  })),
  fc
    .integer({ min: 1000, max: 20000 })
    .map((depth) => ({ contentType: 'application/json', body: `${'['.repeat(depth)}${']'.repeat(depth)}` })),
  fc
    .string({ unit: 'binary', minLength: 1, maxLength: 200 })
    .filter((s) => {
      try {
        const parsed: unknown = JSON.parse(s)
        return typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)
      } catch {
        return true
      }
    })
    .map((body) => ({ contentType: 'application/json', body })),
)

const asJson =
  (kind: EnquiryCaseKind) =>
  (input: Record<string, unknown>): EnquiryCase => ({
    kind,
    contentType: 'application/json',
    body: JSON.stringify(input),
    input,
  })

/** The mix: roughly a third valid-but-hostile, a third invalid fields, the rest the other kinds. */
export const enquiryCases: fc.Arbitrary<EnquiryCase> = fc.oneof(
  { arbitrary: validHostile.map(asJson('valid-hostile')), weight: 6 },
  { arbitrary: invalidFields.map(asJson('invalid-fields')), weight: 6 },
  { arbitrary: extraFields.map(asJson('valid-extra-fields')), weight: 2 },
  { arbitrary: honeypot.map(asJson('honeypot')), weight: 1 },
  { arbitrary: controlCharacters.map(asJson('control-characters')), weight: 2 },
  { arbitrary: badBodies.map((b): EnquiryCase => ({ kind: 'bad-body', ...b, input: null })), weight: 3 },
)

/** The stored form of a submitted text field: trimmed, as the schema does. */
export function storedText(value: unknown): string {
  return String(value).trim()
}
