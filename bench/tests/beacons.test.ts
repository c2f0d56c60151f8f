import { describe, expect, it } from 'vitest'

import { INSIGHT_BATCH_MAX_BYTES, parseBeaconBody } from '@/lib/insights/beacon'
import { INSIGHT_BEACON_SCRIPT } from '@/lib/insights/beacon-script'
import {
  BEACON_GOAL_EVENTS_PER_SECOND,
  beaconRequest,
  beaconVerdict,
  EVENTS_PER_BEACON,
  inlineBeaconGzip,
  markedIds,
} from '../beacons.mjs'
import { beaconSection } from '../report.mjs'

const PAGE = `<html><body><article data-insight="impression 4"></article><article data-insight="impression 7 31">
<article data-insight="impression 4"></article><span hidden="" data-insight="profile_view 9"></span>
<script>${INSIGHT_BEACON_SCRIPT}</script><script>other()</script></body></html>`

describe('the beacons phase', () => {
  it('reads the suppliers and products a page marks, and the inline script’s weight', () => {
    expect(markedIds(PAGE)).toEqual({ suppliers: [4, 7, 9], products: [[7, 31]] })
    expect(markedIds('<p>nothing</p>')).toEqual({ suppliers: [], products: [] })
    expect(inlineBeaconGzip(PAGE)).toBeGreaterThan(100)
    expect(inlineBeaconGzip(PAGE)).toBeLessThan(1024)
    expect(inlineBeaconGzip('<script>other()</script>')).toBeNull()
  })

  it('sends batches the endpoint takes, from repeating visitors', () => {
    const ids = markedIds(PAGE)
    for (let i = 0; i < 50; i += 1) {
      const { body, ip } = beaconRequest(i, ids)
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(INSIGHT_BATCH_MAX_BYTES)
      const parsed = JSON.parse(body) as unknown[]
      expect(parsed).toHaveLength(EVENTS_PER_BEACON)
      expect(parseBeaconBody(body).ok).toBe(true)
      expect(ip).toMatch(/^10\.\d+\.\d+\.\d+$/)
    }
    expect(beaconRequest(3, ids, 10).ip).toBe(beaconRequest(13, ids, 10).ip)
    expect(beaconRequest(3, ids, 10).ip).not.toBe(beaconRequest(4, ids, 10).ip)
  })

  it('meets the goal only at 1,000 events a second with no failed beacon or page view', () => {
    const ok = {
      seconds: 10,
      beacons: (BEACON_GOAL_EVENTS_PER_SECOND * 10) / EVENTS_PER_BEACON,
      beaconFailures: 0,
      pageViews: 5,
      pageFailures: 0,
    }
    expect(beaconVerdict(ok)).toEqual({ eventsPerSecond: BEACON_GOAL_EVENTS_PER_SECOND, met: true })
    expect(beaconVerdict({ ...ok, beacons: ok.beacons - 1 }).met).toBe(false)
    expect(beaconVerdict({ ...ok, pageFailures: 1 }).met).toBe(false)
    expect(beaconVerdict({ ...ok, beaconFailures: 1 }).met).toBe(false)
    expect(beaconVerdict({ ...ok, pageViews: 0 }).met).toBe(false)
  })

  it('reports the figures and the verdict', () => {
    const section = beaconSection({
      beacons: {
        available: true,
        pagePath: '/suppliers/a',
        scriptGzip: 540,
        connections: 50,
        seconds: 10,
        beacons: 1500,
        beaconFailures: 0,
        pageViews: 900,
        pageFailures: 0,
        beaconP50: 20,
        beaconP99: 80,
        pageP50: 5,
        pageP99: 30,
        eventsPerSecond: 1500,
        met: true,
      },
    } as never)
    expect(section?.rows[0]).toEqual(['1,500', '1,500 (0)', '20 ms / 80 ms', '900 (0)', expect.stringMatching(/met/i)])
    expect(section?.notes.join(' ')).toContain('540 bytes gzipped')
    expect(beaconSection({ beacons: null } as never)).toBeNull()
  })
})
