import { describe, expect, it } from 'vitest'

import { jobsAutoRunEnabled } from '@/jobs'
import { readAfterWriteMs, replicaUrls } from '@/lib/platform/db-replicas'
import { s3Settings } from '@/lib/platform/object-storage'
import { shutdownTimeoutMs } from '@/lib/platform/shutdown'

// The settings that turn one machine into several (README, "More than one machine"): unset means one machine.

describe('settings for several machines', () => {
  it('reads replica URLs separated by commas or spaces, none when unset', () => {
    expect(replicaUrls({})).toEqual([])
    expect(replicaUrls({ DATABASE_REPLICA_URLS: ' postgres://r1/db, postgres://r2/db  postgres://r3/db ' })).toEqual([
      'postgres://r1/db',
      'postgres://r2/db',
      'postgres://r3/db',
    ])
  })

  it('reads the primary for 2 s after a write unless told otherwise, ignoring nonsense', () => {
    expect(readAfterWriteMs({})).toBe(2_000)
    expect(readAfterWriteMs({ DATABASE_READ_AFTER_WRITE_MS: '5000' })).toBe(5_000)
    expect(readAfterWriteMs({ DATABASE_READ_AFTER_WRITE_MS: 'soon' })).toBe(2_000)
    expect(readAfterWriteMs({ DATABASE_READ_AFTER_WRITE_MS: '-1' })).toBe(2_000)
  })

  it('runs jobs in every instance unless JOBS_AUTORUN switches them off', () => {
    expect(jobsAutoRunEnabled({})).toBe(true)
    expect(jobsAutoRunEnabled({ JOBS_AUTORUN: 'on' })).toBe(true)
    for (const off of ['off', 'OFF', 'false', '0', 'no', ' off '])
      expect(jobsAutoRunEnabled({ JOBS_AUTORUN: off })).toBe(false)
  })

  it('gives a shutdown 25 s unless SHUTDOWN_TIMEOUT_SECONDS says otherwise', () => {
    expect(shutdownTimeoutMs({})).toBe(25_000)
    expect(shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_SECONDS: '10' })).toBe(10_000)
    expect(shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toBe(25_000)
  })

  it('stores uploads in S3 only when S3_BUCKET is set, by path on an S3-compatible endpoint', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: '  ' })).toBeNull()
    expect(s3Settings({ S3_BUCKET: 'media' })).toEqual({
      bucket: 'media',
      config: { region: 'us-east-1', endpoint: undefined, forcePathStyle: false },
    })
    const compatible = s3Settings({
      S3_BUCKET: 'media',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(compatible?.config).toMatchObject({
      region: 'auto',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    })
  })
})
