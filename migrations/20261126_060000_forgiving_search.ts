import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 32, search that forgives: PostgreSQL's pg_trgm extension (contrib, trusted: a database owner may create it)
// and GIN trigram indexes on what the supplier search reads, published rows only, so a misspelt word ('timbr',
// 'insulaton') finds the words it is close to (src/lib/search/trigram.ts). The suppliers' expression is
// `supplierTrigramText` there, character for character, or the index is not used.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "suppliers_text_trgm_idx" ON "suppliers"
    USING gin ((coalesce("name", '') || ' ' || coalesce("description", '')) gin_trgm_ops)
    WHERE "_status" = 'published';
  CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops)
    WHERE "_status" = 'published';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "products_name_trgm_idx";
  DROP INDEX IF EXISTS "suppliers_text_trgm_idx";`)
}
