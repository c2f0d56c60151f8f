import type pg from 'pg'

import type { FakeResend } from '../fakes/resend'

// What the database and the fake Resend hold, checked straight from the tables (independent of the
// app's code): complete enquiries, finished jobs, e-mails delivered once.

export type LeadRow = { id: number; email: string; city: string; name: string; duplicate_of_id: number | null }

export async function leadsLike(db: pg.Pool, emailPattern: string): Promise<LeadRow[]> {
  const { rows } = await db.query<LeadRow>(
    'select id, email, city, name, duplicate_of_id from leads where email like $1 order by id',
    [emailPattern],
  )
  return rows
}

/**
 * Problems with the enquiries whose e-mail matches the pattern: a lead without exactly the connections
 * its city routes to, or without exactly its e-mail jobs (visitor, one per supplier with an address,
 * staff); a repeat within 30 days (the duplicate rule) without exactly no connections and the visitor's and
 * staff's e-mails, or linked to a lead that is not an earlier one of the same address or phone and city; a job or
 * connection without its lead. The enquiries here name no category or supplier.
 */
export async function enquiryProblems(
  db: pg.Pool,
  emailPattern: string,
): Promise<{ leads: number; connections: number; jobs: number; problems: string[] }> {
  const leads = await leadsLike(db, emailPattern)
  const problems: string[] = []
  const staff = await db.query<{ staff_email: string | null }>('select staff_email from site_settings limit 1')
  const staffCopies = staff.rows[0]?.staff_email ? 1 : 0
  const routedByCity = new Map<string, { ids: number[]; withEmail: number }>()
  let connectionCount = 0
  let jobCount = 0
  for (const lead of leads) {
    // The city rule of DESIGN.md: trimmed, case-insensitive, inner whitespace collapsed.
    const key = lead.city.trim().replace(/\s+/g, ' ').toLowerCase()
    let routed = routedByCity.get(key)
    if (!routed) {
      // At most the cap (site settings, default 5), the highest Eco-Scores first, then the oldest listing.
      const { rows } = await db.query<{ id: number; contact_email: string | null }>(
        `select s.id, s.contact_email from suppliers s
         where s._status = 'published' and exists (select 1 from suppliers_city_keys k where k._parent_id = s.id and k.key = $1)
         order by s.eco_score desc, s.id
         limit (select lead_rules_max_suppliers_per_lead from site_settings limit 1)`,
        [key],
      )
      rows.sort((a, b) => a.id - b.id)
      routed = { ids: rows.map((r) => r.id), withEmail: rows.filter((r) => r.contact_email).length }
      routedByCity.set(key, routed)
    }
    const connections = await db.query<{ supplier_id: number }>(
      'select supplier_id from lead_connections where lead_id = $1 order by supplier_id',
      [lead.id],
    )
    connectionCount += connections.rowCount ?? 0
    const got = connections.rows.map((r) => r.supplier_id)
    const duplicate = lead.duplicate_of_id !== null
    if (duplicate) {
      const earlier = await db.query(
        `select 1 from leads d, leads l where l.id = $1 and d.id = l.duplicate_of_id and d.id < l.id
           and d.city_key = l.city_key and (d.email_key = l.email_key or d.phone_key = l.phone_key)`,
        [lead.id],
      )
      if (earlier.rowCount !== 1)
        problems.push(
          `lead ${lead.id} (${lead.email}) is linked to lead ${lead.duplicate_of_id}, which it does not repeat`,
        )
      if (got.length > 0)
        problems.push(`lead ${lead.id} (${lead.email}) repeats an enquiry but has connections [${got}]`)
    } else if (JSON.stringify(got) !== JSON.stringify(routed.ids))
      problems.push(
        `lead ${lead.id} (${lead.email}) has connections [${got.join(', ')}], its city routes to [${routed.ids.join(', ')}]`,
      )
    const jobs = await db.query<{ n: string }>(
      "select count(*) as n from payload_jobs where input->>'idempotencyKey' like $1",
      [`lead:${lead.id}:%`],
    )
    const jobsFound = Number(jobs.rows[0].n)
    jobCount += jobsFound
    const jobsExpected = 1 + (duplicate ? 0 : routed.withEmail) + staffCopies
    if (jobsFound !== jobsExpected)
      problems.push(`lead ${lead.id} (${lead.email}) has ${jobsFound} e-mail jobs, expected ${jobsExpected}`)
  }
  const orphans = await db.query<{ key: string }>(
    "select input->>'idempotencyKey' as key from payload_jobs j where " +
      "input->>'idempotencyKey' like 'lead:%' and not exists (select 1 from leads l where " +
      "l.id = split_part(j.input->>'idempotencyKey', ':', 2)::int)",
  )
  for (const orphan of orphans.rows) problems.push(`e-mail job ${orphan.key} has no lead`)
  return { leads: leads.length, connections: connectionCount, jobs: jobCount, problems }
}

export type JobTally = { total: number; completed: number; pending: number; processing: number; failed: number }

/** The state of the e-mail jobs whose idempotency key starts with one of the prefixes ('' for all). */
export async function jobTally(db: pg.Pool, keyPattern = '%'): Promise<JobTally> {
  const { rows } = await db.query<{ total: string; completed: string; processing: string; failed: string }>(
    `select count(*) as total,
            count(*) filter (where completed_at is not null) as completed,
            count(*) filter (where processing and completed_at is null) as processing,
            count(*) filter (where has_error and completed_at is null) as failed
       from payload_jobs where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1`,
    [keyPattern],
  )
  const r = rows[0]
  const total = Number(r.total)
  const completed = Number(r.completed)
  const failed = Number(r.failed)
  return { total, completed, processing: Number(r.processing), failed, pending: total - completed - failed }
}

export async function jobKeys(db: pg.Pool, keyPattern = '%'): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    "select input->>'idempotencyKey' as key from payload_jobs where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1",
    [keyPattern],
  )
  return rows.map((r) => r.key)
}

/** Keys of jobs that are not delivered exactly once, and how many extra attempts Resend absorbed. */
export function deliveryProblems(
  resend: FakeResend,
  keys: readonly string[],
): { problems: string[]; delivered: number; repeatedAttempts: number } {
  const deliveredPerKey = new Map<string, number>()
  for (const d of resend.delivered)
    if (d.idempotencyKey) deliveredPerKey.set(d.idempotencyKey, (deliveredPerKey.get(d.idempotencyKey) ?? 0) + 1)
  const attemptsPerKey = new Map<string, number>()
  for (const r of resend.requests)
    if (r.idempotencyKey && r.path === '/emails')
      attemptsPerKey.set(r.idempotencyKey, (attemptsPerKey.get(r.idempotencyKey) ?? 0) + 1)
  const problems: string[] = []
  let delivered = 0
  let repeatedAttempts = 0
  for (const key of keys) {
    const n = deliveredPerKey.get(key) ?? 0
    delivered += n
    if (n !== 1) problems.push(`e-mail ${key} delivered ${n} times`)
    repeatedAttempts += Math.max(0, (attemptsPerKey.get(key) ?? 0) - 1)
  }
  // The same message to the same person under two keys would be a double send too.
  const wanted = new Set(keys)
  const perMessage = new Map<string, number>()
  for (const d of resend.delivered) {
    if (!d.idempotencyKey || !wanted.has(d.idempotencyKey)) continue
    const message = `${d.to.join(',')} | ${d.subject} | ${d.text}`
    perMessage.set(message, (perMessage.get(message) ?? 0) + 1)
  }
  for (const [message, n] of perMessage) if (n > 1) problems.push(`"${message.slice(0, 160)}" delivered ${n} times`)
  return { problems, delivered, repeatedAttempts }
}
