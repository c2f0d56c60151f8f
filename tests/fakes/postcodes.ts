// A local stand-in for a postcodes.io-compatible API (POSTCODES_API_URL), for integration and end-to-end tests.
// GET /postcodes/{postcode} and GET /outcodes/{outcode} answer as postcodes.io does: 200 {"status":200,"result":{...}}
// for a postcode it holds; 404 {"status":404,"error":"Invalid postcode"} for one that is not a postcode's shape,
// "Postcode not found" / "Outcode not found" for one it does not hold; 404 "Resource not found" for anything else.
// Like postcodes.io it ignores case and spaces ('ls62aa' is LS6 2AA). It holds a few real places (below) and any
// given to it. Test control: down(true) drops every connection unanswered (the API unreachable), delay(ms) holds each
// answer that long (a slow API), failNext(n) answers the next n lookups 500 as postcodes.io does on a server error.
// Over HTTP: POST /__control {"down": bool} | {"delayMs": n} | {"failNext": n} | {"reset": true};
// GET /__requests lists the lookups received.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Socket } from 'node:net'

/** A place the fake knows; null coordinates as postcodes.io gives for the few postcodes without a grid reference. */
export type FakePlace = {
  lat: number | null
  lng: number | null
  district: string
  country?: string
  region?: string
}

/** Places the fake knows, keyed by postcode or outcode in standard form (approximate centres). */
export const FAKE_POSTCODES: Record<string, FakePlace> = {
  'LS6 2AA': { lat: 53.81978, lng: -1.57713, district: 'Leeds', region: 'Yorkshire and The Humber' },
  'LS1 4AP': { lat: 53.79647, lng: -1.54364, district: 'Leeds', region: 'Yorkshire and The Humber' },
  'M1 1AE': { lat: 53.47788, lng: -2.23076, district: 'Manchester', region: 'North West' },
  'SW1A 1AA': { lat: 51.50101, lng: -0.14156, district: 'Westminster', region: 'London' },
  'BA11 1BE': { lat: 51.22973, lng: -2.32226, district: 'Somerset', region: 'South West' },
  'TQ9 5AB': { lat: 50.43133, lng: -3.68636, district: 'South Hams', region: 'South West' },
  'EH1 1YZ': { lat: 55.95257, lng: -3.18869, district: 'City of Edinburgh', country: 'Scotland' },
}
export const FAKE_OUTCODES: Record<string, FakePlace> = {
  LS6: { lat: 53.81963, lng: -1.57392, district: 'Leeds', region: 'Yorkshire and The Humber' },
  LS1: { lat: 53.79717, lng: -1.54773, district: 'Leeds', region: 'Yorkshire and The Humber' },
  M1: { lat: 53.47914, lng: -2.23551, district: 'Manchester', region: 'North West' },
  SW1A: { lat: 51.50382, lng: -0.13661, district: 'Westminster', region: 'London' },
  BA11: { lat: 51.22726, lng: -2.3229, district: 'Somerset', region: 'South West' },
  TQ9: { lat: 50.41779, lng: -3.70137, district: 'South Hams', region: 'South West' },
  EH1: { lat: 55.95179, lng: -3.18938, district: 'City of Edinburgh', country: 'Scotland' },
}

export type RecordedLookup = { method: string; path: string; status: number }

export type FakePostcodes = {
  /** The origin to use as POSTCODES_API_URL. */
  url: string
  requests: RecordedLookup[]
  /** How many lookups reached the API for one postcode or outcode (any case and spacing). */
  lookupsOf: (code: string) => number
  /** true: every connection is dropped unanswered, as an unreachable API; false: answering again. */
  down: (isDown: boolean) => void
  /** Each answer waits this long (0: at once). */
  delay: (ms: number) => void
  /** The next `count` lookups answer 500. */
  failNext: (count: number) => void
  /** Adds a postcode (or an outcode, without an inward part) the fake then knows. */
  add: (code: string, place: FakePlace) => void
  reset: () => void
  close: () => Promise<void>
}

// The shapes postcodes.io accepts (its `postcode` library): outward A9, A99, AA9, AA99, A9A, AA9A; inward 9AA.
const FULL = /^[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}$/i
const compact = (code: string) => code.replace(/\s+/g, '').toUpperCase()

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*' })
  res.end(JSON.stringify(body))
}

/** postcodes.io's postcode result, with the fields a lookup carries (codes and areas abridged). */
function postcodeResult(postcode: string, place: FakePlace) {
  const [outcode, incode] = postcode.split(' ')
  return {
    postcode,
    quality: 1,
    eastings: null,
    northings: null,
    country: place.country ?? 'England',
    nhs_ha: null,
    longitude: place.lng,
    latitude: place.lat,
    european_electoral_region: place.region ?? null,
    primary_care_trust: null,
    region: place.region ?? null,
    lsoa: null,
    msoa: null,
    incode,
    outcode,
    parliamentary_constituency: null,
    admin_district: place.district,
    parish: null,
    admin_county: null,
    date_of_introduction: '198001',
    admin_ward: null,
    ced: null,
    ccg: null,
    nuts: null,
    pfa: null,
    codes: {},
  }
}

function outcodeResult(outcode: string, place: FakePlace) {
  return {
    outcode,
    longitude: place.lng,
    latitude: place.lat,
    northings: null,
    eastings: null,
    admin_district: [place.district],
    parish: [],
    admin_county: [],
    admin_ward: [],
    country: [place.country ?? 'England'],
    parliamentary_constituency: [],
  }
}

export async function startFakePostcodes({ port = 0 }: { port?: number } = {}): Promise<FakePostcodes> {
  const requests: RecordedLookup[] = []
  const postcodes = new Map<string, FakePlace>()
  const outcodes = new Map<string, FakePlace>()
  const sockets = new Set<Socket>()
  let isDown = false
  let delayMs = 0
  let failures = 0

  const reset = () => {
    requests.length = 0
    postcodes.clear()
    outcodes.clear()
    for (const [code, place] of Object.entries(FAKE_POSTCODES)) postcodes.set(compact(code), place)
    for (const [code, place] of Object.entries(FAKE_OUTCODES)) outcodes.set(compact(code), place)
    isDown = false
    delayMs = 0
    failures = 0
  }
  reset()

  function lookup(method: string, path: string): { status: number; body: unknown } {
    const postcodeMatch = /^\/postcodes\/([^/]+)$/.exec(path)
    const outcodeMatch = /^\/outcodes\/([^/]+)$/.exec(path)
    if (method !== 'GET' || (!postcodeMatch && !outcodeMatch))
      return { status: 404, body: { status: 404, error: 'Resource not found' } }
    if (postcodeMatch) {
      const typed = decodeURIComponent(postcodeMatch[1]).trim()
      if (!FULL.test(typed)) return { status: 404, body: { status: 404, error: 'Invalid postcode' } }
      const key = compact(typed)
      const place = postcodes.get(key)
      if (!place) return { status: 404, body: { status: 404, error: 'Postcode not found' } }
      const standard = `${key.slice(0, -3)} ${key.slice(-3)}`
      return { status: 200, body: { status: 200, result: postcodeResult(standard, place) } }
    }
    const key = compact(decodeURIComponent((outcodeMatch as RegExpExecArray)[1]))
    const place = outcodes.get(key)
    if (!place) return { status: 404, body: { status: 404, error: 'Outcode not found' } }
    return { status: 200, body: { status: 200, result: outcodeResult(key, place) } }
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname
    if (req.method === 'POST' && path === '/__control') {
      let raw = ''
      req.setEncoding('utf8')
      req.on('data', (chunk: string) => (raw += chunk))
      req.on('end', () => {
        const command = JSON.parse(raw || '{}') as {
          down?: boolean
          delayMs?: number
          failNext?: number
          reset?: boolean
        }
        if (command.reset) reset()
        if (typeof command.failNext === 'number') failures = command.failNext
        if (typeof command.down === 'boolean') isDown = command.down
        if (typeof command.delayMs === 'number') delayMs = command.delayMs
        send(res, 200, { ok: true })
      })
      return
    }
    if (req.method === 'GET' && path === '/__requests') return send(res, 200, requests)
    if (isDown) {
      requests.push({ method: req.method ?? 'GET', path, status: 0 })
      req.socket.destroy()
      return
    }
    let answer = lookup(req.method ?? 'GET', path)
    if (failures > 0 && answer.status !== 404) {
      failures -= 1
      answer = { status: 500, body: { status: 500, error: '500 Server Error.' } }
    }
    requests.push({ method: req.method ?? 'GET', path, status: answer.status })
    const reply = () => {
      if (!res.destroyed) send(res, answer.status, answer.body)
    }
    if (delayMs > 0) setTimeout(reply, delayMs)
    else reply()
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actual } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actual}`,
    requests,
    lookupsOf: (code) =>
      requests.filter((r) => {
        const last = decodeURIComponent(r.path.split('/').pop() ?? '')
        return r.path.startsWith('/postcodes/') || r.path.startsWith('/outcodes/')
          ? compact(last) === compact(code)
          : false
      }).length,
    down: (value) => {
      isDown = value
    },
    delay: (ms) => {
      delayMs = ms
    },
    failNext: (count) => {
      failures = count
    },
    add: (code, place) => {
      const key = compact(code)
      if (FULL.test(code.trim())) postcodes.set(key, place)
      else outcodes.set(key, place)
    },
    reset,
    close: () =>
      new Promise((resolve, reject) => {
        for (const socket of sockets) socket.destroy()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
