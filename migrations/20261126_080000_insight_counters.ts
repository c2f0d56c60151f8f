import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 35, what suppliers get for their money: daily counters, written by SQL only (src/lib/insights/), so they are
// plain tables rather than collections. No cookie, address or user agent is ever stored: `insight_seen` keeps, for
// the current UK day only, a hash of (the day's salt, address, user agent, event) to count a visitor's repeat once;
// the salt lives apart in `insight_salts`, one row per day, and both lose yesterday's rows.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "insight_daily_counts" (
    "day" date NOT NULL,
    "supplier_id" integer NOT NULL REFERENCES "suppliers"("id") ON DELETE CASCADE,
    "product_id" integer NOT NULL DEFAULT 0,
    "metric" varchar(32) NOT NULL CHECK ("metric" IN
      ('profile_view', 'product_view', 'impression', 'click_website', 'click_email', 'click_phone')),
    "count" integer NOT NULL DEFAULT 0 CHECK ("count" >= 0),
    PRIMARY KEY ("supplier_id", "day", "metric", "product_id")
  );
  CREATE INDEX IF NOT EXISTS "insight_daily_counts_day_idx" ON "insight_daily_counts" ("day", "metric");
  CREATE TABLE IF NOT EXISTS "insight_seen" (
    "day" date NOT NULL,
    "key" bytea NOT NULL,
    PRIMARY KEY ("day", "key")
  );
  CREATE TABLE IF NOT EXISTS "insight_salts" (
    "day" date PRIMARY KEY,
    "salt" bytea NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "insight_salts";
  DROP TABLE IF EXISTS "insight_seen";
  DROP TABLE IF EXISTS "insight_daily_counts";`)
}
