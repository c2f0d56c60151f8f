import config from '@payload-config'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './helpers'

let payload: Payload
let categoryId: number
const stamp = Date.now()

const content = {
  root: {
    type: 'root',
    format: '' as const,
    indent: 0,
    version: 1,
    direction: 'ltr' as const,
    children: [
      {
        type: 'paragraph',
        version: 1,
        children: [{ type: 'text', text: 'Scheduled.', version: 1 }],
      },
    ],
  },
}

/** Queues a scheduled (un)publish exactly as the admin's Schedule Publish drawer does (no queue named). */
async function schedule(type: 'publish' | 'unpublish', id: number, waitUntil: Date) {
  return payload.jobs.queue({
    task: 'schedulePublish',
    input: { type, doc: { relationTo: 'posts', value: id } },
    waitUntil,
  })
}

/** Runs the default queue's due jobs, as the server's runner does, narrowed to this one (other files queue e-mails). */
async function runDue(job: { id: number | string; queue?: string | null }) {
  await payload.jobs.run({ queue: job.queue ?? 'default', where: { id: { equals: job.id } } })
}

const publiclyListed = async (id: number) =>
  (await payload.find({ collection: 'posts', where: { id: { equals: id } }, overrideAccess: false })).totalDocs === 1

beforeAll(async () => {
  payload = await testPayload()
  categoryId = (
    await payload.create({
      collection: 'post-categories',
      data: { name: `Scheduling ${stamp}`, slug: `scheduling-${stamp}` },
      overrideAccess: true,
    })
  ).id
})

describe('scheduled posts', () => {
  it("puts the schedule on a queue the server's own job runner drains every minute", async () => {
    const job = await schedule('publish', 1, new Date(Date.now() + 3_600_000))
    const sanitized = await config
    const saved = process.env.NODE_ENV
    let crons: { cron?: string; queue?: string }[]
    try {
      // Tests switch the runner off; read what a production server runs.
      ;(process.env as Record<string, string>).NODE_ENV = 'production'
      const autoRun = sanitized.jobs.autoRun
      crons = typeof autoRun === 'function' ? await autoRun(payload) : (autoRun ?? [])
    } finally {
      ;(process.env as Record<string, string | undefined>).NODE_ENV = saved
    }
    expect(crons).toContainEqual(expect.objectContaining({ cron: '* * * * *', queue: job.queue ?? 'default' }))
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })

  it('publishes a draft when its time has come, and unpublishes it at the next, with nobody saving', async () => {
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      overrideAccess: true,
      data: {
        title: `Scheduled post ${stamp}`,
        excerpt: 'Goes live by itself.',
        publishedAt: new Date().toISOString(),
        author: 'Scheduler',
        category: categoryId,
        content,
        _status: 'draft',
      },
    })
    expect(await publiclyListed(post.id)).toBe(false)

    // Not yet due: the runner leaves it.
    const later = await schedule('publish', post.id, new Date(Date.now() + 3_600_000))
    await runDue(later)
    expect(await publiclyListed(post.id)).toBe(false)
    await payload.delete({ collection: 'payload-jobs', id: later.id, overrideAccess: true })

    await runDue(await schedule('publish', post.id, new Date(Date.now() - 1_000)))
    expect(await publiclyListed(post.id)).toBe(true)
    const published = await payload.findByID({ collection: 'posts', id: post.id, overrideAccess: false })
    expect(published.title).toBe(`Scheduled post ${stamp}`)

    await runDue(await schedule('unpublish', post.id, new Date(Date.now() - 1_000)))
    expect(await publiclyListed(post.id)).toBe(false)
  })
})
