import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Full-text search over the directory: a generated, weighted tsvector on suppliers (name A, description B)
 * and an expression index on the product texts, both GIN, so a search never scans every row.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "suppliers" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce("name", '')), 'A') ||
    setweight(to_tsvector('english', coalesce("description", '')), 'B')
  ) STORED;
  CREATE INDEX "suppliers_search_vector_idx" ON "suppliers" USING gin ("search_vector");
  CREATE INDEX "suppliers_texts_products_search_idx" ON "suppliers_texts" USING gin (to_tsvector('english', coalesce("text", ''))) WHERE "path" = 'products';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "suppliers_texts_products_search_idx";
  DROP INDEX IF EXISTS "suppliers_search_vector_idx";
  ALTER TABLE "suppliers" DROP COLUMN IF EXISTS "search_vector";`)
}
