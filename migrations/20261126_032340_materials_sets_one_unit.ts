import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A comparable set is now one declared unit too, the material type's own, never converted (the design's 'Phase
// three'): products_comparable_idx gains the declared unit as a key, after the material type, so a product's set
// (src/lib/data/products-sql.ts productSetSql: type, unit, standard, data types) is one range of the index. The mass
// per declared unit is no longer read by a set. Generic data is left out by the query (a few rows), not the predicate.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "products_comparable_idx";
  CREATE INDEX IF NOT EXISTS "products_comparable_idx" ON "products" USING btree
    ("material_type_id", "epd_declared_unit", "epd_standard", "epd_data_type")
    INCLUDE ("epd_gwp_a1a3", "epd_declared_unit_quantity", "epd_valid_until", "epd_issued_on", "supplier_id")
    WHERE "_status" = 'published' AND "epd_verified" IS TRUE AND "epd_gwp_a1a3" IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "products_comparable_idx";
  CREATE INDEX IF NOT EXISTS "products_comparable_idx" ON "products" USING btree
    ("material_type_id", "epd_standard", "epd_data_type")
    INCLUDE ("epd_gwp_a1a3", "epd_declared_unit", "epd_declared_unit_quantity", "epd_mass_per_declared_unit",
      "epd_valid_until", "epd_issued_on", "supplier_id")
    WHERE "_status" = 'published' AND "epd_verified" IS TRUE AND "epd_gwp_a1a3" IS NOT NULL;`)
}
