import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Indexes shaped like the directory's hottest reads (measured with 10,000 suppliers in the bench):
// a category's published suppliers by eco-score, a city's suppliers through their city keys, and
// the products of a page of suppliers.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX IF NOT EXISTS "suppliers_published_category_eco_idx" ON "suppliers" USING btree ("category_id", "eco_score" DESC, "name") WHERE "_status" = 'published';
   CREATE INDEX IF NOT EXISTS "suppliers_published_eco_idx" ON "suppliers" USING btree ("eco_score" DESC, "name") WHERE "_status" = 'published';
   CREATE INDEX IF NOT EXISTS "suppliers_city_keys_key_parent_idx" ON "suppliers_city_keys" USING btree ("key", "_parent_id");
   CREATE INDEX IF NOT EXISTS "suppliers_texts_parent_order_idx" ON "suppliers_texts" USING btree ("parent_id", "order");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "suppliers_published_category_eco_idx";
   DROP INDEX IF EXISTS "suppliers_published_eco_idx";
   DROP INDEX IF EXISTS "suppliers_city_keys_key_parent_idx";
   DROP INDEX IF EXISTS "suppliers_texts_parent_order_idx";`)
}
