// `tsx bench/seed-leads.ts [--connections 1000000]` on the supplier benchmark database (DATABASE_URL, with its generated
// suppliers): adds leads and lead connections in set-based INSERTs, because Payload's create() would take hours for a
// million. Four suppliers per lead, chosen with a skew (a few suppliers receive far more than the rest, as busy ones do),
// spread over the last 24 months. Idempotent: a database that already holds the number asked for is left as it is.
import config from '@payload-config'
import { getPayload } from 'payload'

import { runCli } from '@scripts/lib/cli'

export const PER_LEAD = 4
/** Generated leads are marked by this e-mail domain, so a re-seed removes only them. */
export const BENCH_LEAD_DOMAIN = '@bench-leads.example'

function connectionsArg(argv: readonly string[]): number {
  const i = argv.indexOf('--connections')
  const value = i >= 0 ? Number(argv[i + 1]) : 1_000_000
  if (!Number.isInteger(value) || value < PER_LEAD)
    throw new Error(`--connections needs a whole number of at least ${PER_LEAD}`)
  return value
}

async function main(): Promise<void> {
  const target = connectionsArg(process.argv.slice(2))
  const payload = await getPayload({ config })
  const pool = payload.db.pool
  const { rows: have } = await pool.query<{ n: number }>(
    `select count(*)::int as n from lead_connections c join leads l on l.id = c.lead_id where l.email like $1`,
    [`%${BENCH_LEAD_DOMAIN}`],
  )
  if (have[0].n === target) {
    console.log(`Bench leads: ${target} generated lead connections already present.`)
    return
  }
  const { rows: suppliers } = await pool.query<{ n: number }>(`select count(*)::int as n from suppliers`)
  if (suppliers[0].n < PER_LEAD) throw new Error('the database has too few suppliers: seed the bench suppliers first')
  const leads = Math.floor(target / PER_LEAD)
  const started = Date.now()
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(`delete from leads where email like $1`, [`%${BENCH_LEAD_DOMAIN}`])
    // The suppliers in id order, numbered from 0, so a lead's four picks are distinct rows.
    await client.query(`create temporary table bench_supplier_ids on commit drop as
      select row_number() over (order by id) - 1 as n, id from suppliers`)
    await client.query(`create unique index on bench_supplier_ids (n)`)
    await client.query(
      `create temporary table bench_leads on commit drop as
       select g as n, now() - random() * interval '730 days' as at, floor(power(random(), 3) * $2)::int as first_pick
       from generate_series(1, $1::int) g`,
      [leads, suppliers[0].n],
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
      [`%${BENCH_LEAD_DOMAIN}`, PER_LEAD, suppliers[0].n],
    )
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    client.release()
  }
  for (const table of ['leads', 'lead_connections']) await pool.query(`vacuum analyze ${table}`)
  const { rows: made } = await pool.query<{ n: number }>(`select count(*)::int as n from lead_connections`)
  console.log(
    `Bench leads: ${leads} leads, ${leads * PER_LEAD} connections generated in ${((Date.now() - started) / 1000).toFixed(1)} s (${made[0].n} connections in all).`,
  )
}

runCli('Bench lead seed', main)
