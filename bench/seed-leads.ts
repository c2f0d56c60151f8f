// `tsx bench/seed-leads.ts [--connections 1000000]` on the supplier benchmark database (DATABASE_URL, with its generated
// suppliers): adds leads and lead connections in set-based INSERTs, because Payload's create() would take hours for a
// million. Four suppliers per lead, chosen with a skew (a few suppliers receive far more than the rest, as busy ones do),
// spread over the last 24 months. Then a review for one connection in REVIEW_EVERY (so busy suppliers get more), most
// published, and a published reply to one published review in REPLY_EVERY. Idempotent: a database that already holds
// the numbers asked for is left as it is.
import config from '@payload-config'
import type { PoolClient } from 'pg'
import { getPayload } from 'payload'

import { runCli } from '@/lib/platform/cli'
import { POLICY_REASONS } from '@/lib/reviews/rules'

export const PER_LEAD = 4
/** Generated leads are marked by this e-mail domain, so a re-seed removes only them. */
export const BENCH_LEAD_DOMAIN = '@bench-leads.example'
/** One generated connection in this many gets a review (about 100,000 for a million). */
export const REVIEW_EVERY = 10
/** One published generated review in this many gets a published reply. */
export const REPLY_EVERY = 3

/** The generated connections: those of leads with the bench domain ($1 is `%${BENCH_LEAD_DOMAIN}`). */
const GENERATED_CONNECTIONS = `select c.id, c.supplier_id, c.created_at from lead_connections c
  join leads l on l.id = c.lead_id where l.email like $1`
const GENERATED_REVIEWS = `select r.id from reviews r join (${GENERATED_CONNECTIONS}) c on c.id = r.connection_id`

function connectionsArg(argv: readonly string[]): number {
  const i = argv.indexOf('--connections')
  const value = i >= 0 ? Number(argv[i + 1]) : 1_000_000
  if (!Number.isInteger(value) || value < PER_LEAD)
    throw new Error(`--connections needs a whole number of at least ${PER_LEAD}`)
  return value
}

async function inTransaction(client: PoolClient, work: () => Promise<void>): Promise<void> {
  await client.query('begin')
  try {
    await work()
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}

/**
 * Removes the generated reviews with their replies and reports: a review's connection and a reply's review are NOT
 * NULL with ON DELETE SET NULL, so deleting their connection first would fail.
 */
async function deleteGeneratedReviews(client: PoolClient): Promise<void> {
  const domain = `%${BENCH_LEAD_DOMAIN}`
  await client.query(`create temporary table bench_old_reviews on commit drop as ${GENERATED_REVIEWS}`, [domain])
  await client.query(`delete from review_reports where review_id in (select id from bench_old_reviews)`)
  await client.query(`delete from review_replies where review_id in (select id from bench_old_reviews)`)
  await client.query(`delete from reviews where id in (select id from bench_old_reviews)`)
  await client.query(`drop table bench_old_reviews`)
}

async function insertLeads(client: PoolClient, leads: number, suppliers: number): Promise<void> {
  const domain = `%${BENCH_LEAD_DOMAIN}`
  await deleteGeneratedReviews(client)
  // lead_connections.lead_id is NOT NULL with ON DELETE SET NULL: the connections go before their leads.
  await client.query(`delete from lead_connections where lead_id in (select id from leads where email like $1)`, [
    domain,
  ])
  await client.query(`delete from leads where email like $1`, [domain])
  // The suppliers in id order, numbered from 0, so a lead's four picks are distinct rows.
  await client.query(`create temporary table bench_supplier_ids on commit drop as
    select row_number() over (order by id) - 1 as n, id from suppliers`)
  await client.query(`create unique index on bench_supplier_ids (n)`)
  await client.query(
    `create temporary table bench_leads on commit drop as
     select g as n, now() - random() * interval '730 days' as at, floor(power(random(), 3) * $2)::int as first_pick
     from generate_series(1, $1::int) g`,
    [leads, suppliers],
  )
  await client.query(
    `insert into leads (name, email, phone, city, project_details, consent, email_key, phone_key, city_key, created_at, updated_at)
     select 'Bench Enquirer ' || n, 'lead-' || n || $1, '07' || lpad(n::text, 9, '0'), 'London',
            'Benchmark lead: loft insulation and timber cladding.', true,
            'lead-' || n || $1, '07' || lpad(n::text, 9, '0'), 'london', at, at
     from bench_leads order by n`,
    [BENCH_LEAD_DOMAIN],
  )
  // Leads were inserted in n order, so the k-th new id belongs to lead n = k.
  await client.query(
    `insert into lead_connections (lead_id, supplier_id, commission_amount, status, created_at, updated_at)
     select l.id, s.id, case when pick.k = 0 then 7500 else 5000 end,
            (array['new','viewed','contacted','quoted','won','lost'])[1 + (b.n + pick.k) % 6]::enum_lead_connections_status,
            b.at, b.at
     from bench_leads b
     join (select id, row_number() over (order by id) as n from leads where email like $1) l on l.n = b.n
     cross join generate_series(0, $2::int - 1) as pick(k)
     join bench_supplier_ids s on s.n = (b.first_pick + pick.k * 2503) % $3`,
    [domain, PER_LEAD, suppliers],
  )
}

/** Reviews of every REVIEW_EVERY-th generated connection: 90% published, the rest pending, rejected or removed. */
async function insertReviews(client: PoolClient): Promise<void> {
  await deleteGeneratedReviews(client)
  // Written two to five weeks after the enquiry (after the invitation), never in the future.
  await client.query(
    `create temporary table bench_reviews on commit drop as
     select c.id as connection_id, c.supplier_id, c.n, random() as u, random() as v, random() < 0.75 as went_ahead,
            least(c.created_at + interval '14 days' + random() * interval '21 days', now()) as written_at,
            c.created_at as enquired_at
     from (select g.*, row_number() over (order by g.id) as n from (${GENERATED_CONNECTIONS}) g) c
     where c.n % $2 = 0`,
    [`%${BENCH_LEAD_DOMAIN}`, REVIEW_EVERY],
  )
  await client.query(
    `insert into reviews (supplier_id, rating, title, body, work_went_ahead, work_date, author_name, connection_id,
                          status, moderation_reason, published_at, moderated_at, created_at, updated_at)
     select b.supplier_id, 1 + floor(power(b.v, 0.4) * 5)::int,
            (array['Excellent service', 'Good materials, delivered on time', 'Helpful advice', 'Slow to reply',
                   'Would use again'])[1 + b.n % 5],
            'Benchmark review: the supplier quoted quickly, the materials arrived as described and the fitting went well.',
            (case when b.went_ahead then 'yes' else 'no' end)::enum_reviews_work_went_ahead,
            case when b.went_ahead then least(b.enquired_at + interval '10 days', b.written_at) end,
            'Bench Reviewer ' || b.n, b.connection_id, s.status::enum_reviews_status,
            case when s.status in ('rejected', 'removed')
                 then ($1::text[])[1 + b.n % array_length($1::text[], 1)]::enum_reviews_moderation_reason end,
            case when s.status in ('published', 'removed') then least(b.written_at + interval '1 day', now()) end,
            case when s.status <> 'pending' then least(b.written_at + interval '1 day', now()) end,
            b.written_at, least(b.written_at + interval '1 day', now())
     from bench_reviews b
     cross join lateral (select case when b.u < 0.9 then 'published' when b.u < 0.94 then 'pending'
                                     when b.u < 0.97 then 'rejected' else 'removed' end as status) s
     order by b.n`,
    [POLICY_REASONS],
  )
  await client.query(
    `insert into review_replies (review_id, text, supplier_id, status, published_at, moderated_at, created_at, updated_at)
     select r.id, 'Thank you for taking the time to review us; we are glad the project went well.', r.supplier_id,
            'published', r.replied_at, r.replied_at, r.replied_at, r.replied_at
     from (select r.id, r.supplier_id, least(r.published_at + interval '2 days', now()) as replied_at,
                  row_number() over (order by r.id) as n
           from reviews r join bench_reviews b on b.connection_id = r.connection_id
           where r.status = 'published') r
     where r.n % $1 = 0`,
    [REPLY_EVERY],
  )
}

async function main(): Promise<void> {
  const target = connectionsArg(process.argv.slice(2))
  const payload = await getPayload({ config })
  const pool = payload.db.pool
  const domain = `%${BENCH_LEAD_DOMAIN}`
  const count = async (query: string) => (await pool.query<{ n: number }>(query, [domain])).rows[0].n
  const started = Date.now()
  const client = await pool.connect()
  try {
    const generatedConnections = `select count(*)::int as n from (${GENERATED_CONNECTIONS}) c`
    if ((await count(generatedConnections)) === target) {
      console.log(`Bench leads: ${target} generated lead connections already present.`)
    } else {
      const { rows: suppliers } = await client.query<{ n: number }>(`select count(*)::int as n from suppliers`)
      if (suppliers[0].n < PER_LEAD)
        throw new Error('the database has too few suppliers: seed the bench suppliers first')
      const leads = Math.floor(target / PER_LEAD)
      await inTransaction(client, () => insertLeads(client, leads, suppliers[0].n))
      for (const table of ['leads', 'lead_connections']) await client.query(`vacuum analyze ${table}`)
      console.log(
        `Bench leads: ${leads} leads, ${leads * PER_LEAD} connections generated in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      )
    }
    const wanted = Math.floor((await count(generatedConnections)) / REVIEW_EVERY)
    if ((await count(`select count(*)::int as n from (${GENERATED_REVIEWS}) r`)) === wanted) {
      console.log(`Bench reviews: ${wanted} generated reviews already present.`)
    } else {
      const reviewsStarted = Date.now()
      await inTransaction(client, () => insertReviews(client))
      for (const table of ['reviews', 'review_replies']) await client.query(`vacuum analyze ${table}`)
      console.log(
        `Bench reviews: ${wanted} reviews with their replies generated in ${((Date.now() - reviewsStarted) / 1000).toFixed(1)} s.`,
      )
    }
  } finally {
    client.release()
  }
  const { rows } = await pool.query<{ connections: number; reviews: number; replies: number }>(
    `select (select count(*)::int from lead_connections) as connections, (select count(*)::int from reviews) as reviews,
            (select count(*)::int from review_replies) as replies`,
  )
  console.log(
    `Bench leads and reviews in all: ${rows[0].connections} connections, ${rows[0].reviews} reviews, ${rows[0].replies} replies.`,
  )
}

runCli('Bench lead seed', main)
